import { styled } from '@mui/material/styles';

/**
 * Rows are plain elements styled once by the list, rather than a tree of styled components each: at the feed's
 * busiest the whole list turns over ten times a second in every open panel.
 */
export const List = styled('ul')(({ theme }) => ({
  // What changes in one panel's list never makes the browser lay out or restyle the rest of the page.
  contain: 'content',
  // The rows' layout follows the panel's width, not the screen's: a narrow panel on a wide screen reads like a phone.
  containerType: 'inline-size',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& .feed-row': {
    display: 'flex',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    // A row out of the panel's view is not laid out or painted until it scrolls near: mid-flood each batch adds rows
    // to every open panel, and laying out the 30–50 rows below the fold made frames of 51–74 ms (the feed bench).
    // Its height is kept once it has been drawn; until then 130 px, a row without a deal (its three action buttons
    // and the padding make 121 px at the least).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 130px',
  },
  '& .feed-thumb': {
    width: 48,
    height: 67,
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    padding: 0,
    border: 0,
    borderRadius: 4,
    overflow: 'hidden',
    background: theme.palette.action.hover,
    color: theme.palette.text.secondary,
  },
  '& span.feed-thumb svg': { width: 20, height: 20, fill: 'currentColor' },
  '& button.feed-thumb': { cursor: 'zoom-in' },
  '& button.feed-thumb:focus-visible, & .feed-icon:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
  '& .feed-thumb img': { width: 48, height: 67, objectFit: 'cover', display: 'block' },
  '& .feed-body': { flex: 1, minWidth: 0, ...theme.typography.body2 },
  '& .feed-head': { display: 'flex', alignItems: 'baseline', gap: theme.spacing(1) },
  // One line, so that a row keeps its height when its card arrives; the set and grade have their own line below, and
  // the whole label is in the tooltip and the accessible name.
  '& .feed-title': {
    flex: 1,
    minWidth: 0,
    fontWeight: 700,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .feed-age': { ...theme.typography.caption, color: theme.palette.text.secondary, flexShrink: 0 },
  '& .feed-meta': {
    ...theme.typography.caption,
    display: 'block',
    margin: 0,
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .feed-price': { margin: 0 },
  '& .feed-compare': {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // The title chooses the row's card (the panels of its link colour follow); it reads as text, not as a button.
  '& button.feed-title': {
    display: 'block',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  },
  // Where a panel is narrow (its default width, a phone) a name or a comparison would keep only its first words on one
  // line: each takes a second line there. The comparison's two lines are held from the start, as its one line is on a
  // wider panel, so that a row still keeps its height when its card's value arrives.
  '@container (max-width: 520px)': {
    '& .feed-compare': { whiteSpace: 'normal', minHeight: `${2 * Number(theme.typography.caption.lineHeight)}em` },
    '& button.feed-title': {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
  '& button.feed-title[aria-pressed="true"]': { color: theme.palette.primary.main },
  '& .feed-comps': {
    ...theme.typography.caption,
    display: 'block',
    maxWidth: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    background: 'transparent',
    color: theme.palette.secondary.main,
    textAlign: 'left',
    cursor: 'pointer',
    textDecoration: 'underline dotted',
  },
  '& button.feed-title:focus-visible, & .feed-comps:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
  // The value (or deal) and its confidence on one line; the value gives way first, the badge keeps its words.
  '& .feed-value': { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: theme.spacing(1) },
  '& .feed-value .feed-compare': { flex: '0 1 auto', minWidth: 0 },
  '& .feed-confidence, & .feed-trend': {
    ...theme.typography.caption,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    fontWeight: 500,
    cursor: 'help',
  },
  '& .feed-confidence::before': { content: '"● "' },
  '& .feed-confidence[data-level="high"]': { color: theme.palette.success.light },
  '& .feed-confidence[data-level="medium"]': { color: theme.palette.warning.light },
  '& .feed-confidence[data-level="low"]': { color: theme.palette.error.light },
  '& .feed-trend': { color: theme.palette.text.secondary },
  // A chip that wraps: on a phone its whole text stays readable, never cut off.
  '& .feed-deal': {
    ...theme.typography.caption,
    display: 'inline-block',
    maxWidth: '100%',
    marginTop: theme.spacing(0.5),
    padding: theme.spacing(0.25, 1),
    borderRadius: 11,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    fontWeight: 500,
    color: theme.palette.success.contrastText,
    background: theme.palette.success.main,
  },
  '& .feed-actions': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: theme.spacing(0.5) },
  '& .feed-icon': {
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
  },
  '& .feed-icon:hover': { background: theme.palette.action.hover },
  '& .feed-icon svg': { width: 20, height: 20, fill: 'currentColor' },
}));
