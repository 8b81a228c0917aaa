import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Up to this many rows are all in the page; beyond it only the rows in view (and a few around) are. */
export const VIRTUALIZE_FROM = 60;

/**
 * How a table sits in its panel:
 * - `virtual`, the market panels' tables: it takes the height left in the panel and scrolls both ways under its sticky
 *   header; past VIRTUALIZE_FROM rows only those in view are drawn, each `rowHeight` high;
 * - `fill`: the same box (at least `minHeight` high), every row drawn at its own height: a page of rows (My Operation);
 * - `inline`: as tall as its rows, one section among others of a panel that scrolls, itself scrolling sideways only
 *   (My Balance).
 * The last two keep the roomier cells of the account panels, and their box takes the keyboard's focus so that it can
 * be scrolled without a mouse (axe: scrollable-region-focusable); a virtual table's sort buttons do that for it.
 */
export type TableLayout = 'virtual' | 'fill' | 'inline';

/**
 * The cells of a `fill` or `inline` table: `small` (12 px text, 4 px above and below, the default), `compact` (12 px,
 * 2 px: a venue's few positions, the net exposure) or `medium` (14 px, 4 px: the wallets, the totals per window).
 */
export type CellSize = 'compact' | 'small' | 'medium';

/** The layout, and what it needs: a virtual table every row's height (by it the rows in view are found). */
export type LayoutProps =
  | { layout?: 'virtual'; rowHeight: number; minHeight?: undefined; size?: undefined }
  /** `minHeight`: the box keeps this height however little room the panel leaves. */
  | { layout: 'fill'; minHeight?: number; rowHeight?: undefined; size?: CellSize }
  | { layout: 'inline'; rowHeight?: undefined; minHeight?: undefined; size?: CellSize };

type MarketTableProps = LayoutProps & {
  label: string;
  rowCount: number;
  columnCount: number;
  /** The header row(s): <tr> elements. */
  head: ReactNode;
  /** One <tr> for the row at `index`. */
  renderRow: (index: number) => ReactNode;
  /** Rows fixed under the table (totals). */
  foot?: ReactNode;
  /** What shows when there is no row. */
  empty?: ReactNode;
  /** Half the usual space between columns: for a table that must keep many columns in view (Funding Rate). */
  dense?: boolean;
  /** A row to bring into view (a market chosen in a linked panel), by its index. */
  scrollTo?: number;
};

/** Class names for what a market table's cells show; the table styles them. */
export const CELL = {
  positive: 'cell-positive',
  negative: 'cell-negative',
  /** A figure from a venue that is unavailable: its last one. */
  stale: 'cell-stale',
  muted: 'cell-muted',
  twoLines: 'cell-two-lines',
  line: 'cell-line',
  /** A small second line (a share). */
  note: 'cell-note',
  /** The row chosen in a linked panel. */
  chosen: 'row-chosen',
  long: 'cell-long',
  short: 'cell-short',
} as const;

/** Rates and funding are coloured by sign: green when positive (longs pay), red when negative. */
export function signClass(value: number): string | undefined {
  return value > 0 ? CELL.positive : value < 0 ? CELL.negative : undefined;
}

/** Joins the class names that apply. */
export function classes(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

const tableSx = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: 12,
  '& th, & td': {
    px: 1,
    py: 0.5,
    borderBottom: 1,
    borderColor: 'divider',
    whiteSpace: 'nowrap',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
  },
  '& thead th': {
    // Headers may wrap (Italian names are longer); figures never do.
    whiteSpace: 'normal',
    position: 'sticky',
    top: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    verticalAlign: 'bottom',
    fontWeight: 700,
  },
  '& tfoot td, & tfoot th': {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    fontWeight: 700,
    borderTop: 1,
    borderColor: 'divider',
  },
  // The market's name stays in view when the table scrolls sideways (a narrow panel, a phone).
  '& tr > :first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    textAlign: 'left',
    fontWeight: 700,
  },
  '& thead tr > :first-of-type, & tfoot tr > :first-of-type': { zIndex: 3 },
  '& tbody tr:hover > *': { bgcolor: 'action.hover' },
  '& tr.row-chosen > *': { bgcolor: 'rgba(19, 180, 163, 0.16)' },
  // The cells' looks, by class: a refresh then draws many cells without writing a single new style rule (an sx per
  // cell makes emotion hash its styles on every render, and a new rule for every new value).
  [`& .${CELL.positive}`]: { color: 'success.main' },
  [`& .${CELL.negative}`]: { color: 'error.main' },
  [`& .${CELL.stale}`]: { opacity: 0.55, fontStyle: 'italic' },
  [`& .${CELL.muted}`]: { color: 'text.disabled' },
  [`& .${CELL.twoLines}`]: { lineHeight: 1.2 },
  [`& .${CELL.line}`]: { display: 'block' },
  [`& .${CELL.note}`]: { display: 'block', fontSize: 10, color: 'text.secondary' },
  [`& .${CELL.long}`]: { display: 'block', color: 'success.main' },
  [`& .${CELL.short}`]: { display: 'block', color: 'error.main' },
} as const;

/**
 * 6 px between columns, and headers that may wrap at their spaces ("Carry /" over "day"): Funding Rate's thirteen
 * columns then fit a 1440 px screen's panel in Italian, whose figures are the wider ("42,49 USD", "5,8 Mln $").
 */
const denseTableSx = {
  ...tableSx,
  '& th, & td': { ...tableSx['& th, & td'], px: '3px' },
  '& thead th': { ...tableSx['& thead th'], whiteSpace: 'normal' },
} as const;

const {
  '& tr > :first-of-type': firstColumnSx,
  '& thead tr > :first-of-type, & tfoot tr > :first-of-type': firstCornerSx,
  ...cellsSx
} = tableSx;

/**
 * The account panels' tables (`fill` and `inline`): the cells they had as MUI's small tables, 16 px either side with
 * MUI's line heights, weights and rules, names in the text's weight; the classes and the sticky parts as above, for
 * the first cell of each row whatever its kind (':first-of-type' would take the first <td> after a <th> as well).
 */
function sectionTableSx(fontSize: number, py: number) {
  return {
    ...cellsSx,
    fontSize,
    '& th, & td': {
      ...cellsSx['& th, & td'],
      px: 2,
      py,
      lineHeight: 1.43,
      fontWeight: 400,
      // MUI's rule under a cell: the divider made opaque, then darkened (a dark theme), so that it shows on the paper.
      borderColor: (theme: Theme) => theme.darken(theme.alpha(theme.palette.divider, 1), 0.68),
    },
    '& thead th': { ...cellsSx['& thead th'], fontWeight: 500, lineHeight: '1.5rem' },
    '& tfoot td, & tfoot th': { ...cellsSx['& tfoot td, & tfoot th'], fontWeight: 500 },
    // The first cell's weight is its row's: medium in the header, the text's below.
    '& tr > :first-child': { ...firstColumnSx, fontWeight: undefined },
    '& thead tr > :first-child, & tfoot tr > :first-child': firstCornerSx,
  } as const;
}

/** Made once: a table drawn again writes no new style rule. */
const SECTION_SX: Record<CellSize, ReturnType<typeof sectionTableSx>> = {
  compact: sectionTableSx(12, 0.25),
  small: sectionTableSx(12, 0.5),
  medium: sectionTableSx(14, 0.5),
};

const scrollerSx = {
  virtual: { flex: 1, minHeight: 0, overflow: 'auto' },
  fill: { flex: 1, overflow: 'auto' },
  inline: { overflowX: 'auto' },
} as const;

/**
 * A market table: sticky header and first column, numbers aligned on the right with tabular figures. Long tables of
 * the `virtual` layout are virtualised (only the rows in view are rendered), so a refresh of 150 markets stays cheap;
 * the row count and each row's position are given to assistive technology through aria-rowcount and aria-rowindex.
 */
export function MarketTable({
  label,
  rowCount,
  columnCount,
  layout = 'virtual',
  rowHeight,
  minHeight,
  size = 'small',
  head,
  renderRow,
  foot,
  empty,
  dense = false,
  scrollTo,
}: MarketTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = layout === 'virtual' && rowCount > VIRTUALIZE_FROM;
  // The app is not built with React Compiler, which is what this rule protects; the table re-renders with its rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rowCount : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight ?? 0,
    overscan: 8,
    enabled: virtual,
  });
  useEffect(() => {
    if (scrollTo === undefined || scrollTo < 0) return;
    if (virtual) virtualizer.scrollToIndex(scrollTo, { align: 'center' });
    else
      scroller.current?.querySelector(`tbody > tr:nth-child(${scrollTo + 1})`)?.scrollIntoView?.({ block: 'nearest' });
  }, [scrollTo, virtual, virtualizer]);
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtual ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden style={{ height }}>
        <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <Box
      ref={scroller}
      tabIndex={layout === 'virtual' ? undefined : 0}
      sx={minHeight === undefined ? scrollerSx[layout] : { ...scrollerSx[layout], minHeight }}
    >
      <Box
        component="table"
        aria-label={label}
        aria-rowcount={virtual ? rowCount + 1 : undefined}
        sx={layout !== 'virtual' ? SECTION_SX[size] : dense ? denseTableSx : tableSx}
      >
        <thead>{head}</thead>
        <tbody>
          {rowCount === 0 && empty ? (
            <tr>
              <td colSpan={columnCount} style={{ textAlign: layout === 'virtual' ? 'center' : 'left' }}>
                {empty}
              </td>
            </tr>
          ) : virtual ? (
            <>
              {spacer(paddingTop)}
              {items.map((item) => renderRow(item.index))}
              {spacer(paddingBottom)}
            </>
          ) : (
            Array.from({ length: rowCount }, (_, index) => renderRow(index))
          )}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </Box>
    </Box>
  );
}
