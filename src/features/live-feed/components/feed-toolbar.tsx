import { memo } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import FilterList from '@mui/icons-material/FilterList';
import History from '@mui/icons-material/History';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import type { FeedStatus } from '../../../lib/live-feed-socket';
import { FEED_SORTS, type FeedSort } from '../model/feed-view';

export type FeedSection = 'filters' | 'alerts' | 'costs';

const STATUS_COLOR: Record<FeedStatus, string> = {
  connected: 'success.main',
  connecting: 'warning.main',
  reconnecting: 'warning.main',
  disconnected: 'error.main',
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface FeedToolbarProps {
  status: FeedStatus;
  sort: FeedSort;
  onSort: (sort: FeedSort) => void;
  filterCount: number;
  alertsOn: boolean;
  section: FeedSection | null;
  onSection: (section: FeedSection | null) => void;
  sectionIds: Record<FeedSection, string>;
  paused: boolean;
  heldCount: number;
  onPause: () => void;
  onResume: () => void;
  onClear: () => void;
  /** Opens the panel's whole history (virtualised), where it can also be cleared. */
  onViewHistory: () => void;
}

/**
 * One line at the panel's default width, in every language: the connection, the order, and icon buttons (each named
 * for screen readers and explained on hover) that open the filters and the alerts, pause, clear the list, and show the stored history (which
 * can be cleared from there: one button for both keeps the toolbar on one line on a phone).
 */
export const FeedToolbar = memo(function FeedToolbar(props: FeedToolbarProps) {
  const { t } = useTranslation();
  const { status, sort, onSort, filterCount, alertsOn, section, onSection, sectionIds, paused, heldCount } = props;
  const toggle = (which: FeedSection) => onSection(section === which ? null : which);
  const pauseLabel = paused
    ? heldCount > 0
      ? t('feed.resume', { count: heldCount })
      : t('feed.resumeNone')
    : t('feed.pause');
  const filtersLabel = filterCount > 0 ? t('feed.filtersOn', { count: filterCount }) : t('feed.filters');
  const alertsLabel = alertsOn ? t('feed.alerts.buttonOn') : t('feed.alerts.buttonOff');
  return (
    <Box
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        containerType: 'inline-size',
        // A phone-narrow panel keeps the connection's colour and gives its word to screen readers and the tooltip:
        // the order, the status and six buttons then still fit one line.
        '@container (max-width: 440px)': {
          '& .feed-toolbar-row': { gap: '2px', paddingLeft: '8px', paddingRight: '8px' },
          '& .feed-status-word': visuallyHidden,
          '& .feed-status': { paddingLeft: '6px', paddingRight: '6px' },
        },
      }}
    >
      <Box
        className="feed-toolbar-row"
        sx={{
          display: 'flex',
          // One line even on a phone: the order's field gives up width first, the buttons never move to a second line.
          flexWrap: 'nowrap',
          alignItems: 'center',
          gap: 0.75,
          px: 1.5,
          py: 1,
        }}
      >
        <Box
          role="status"
          className="feed-status"
          title={t(`feed.status.${status}`)}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1,
            height: 26,
            border: 1,
            borderColor: 'divider',
            borderRadius: 13,
            typography: 'caption',
            whiteSpace: 'nowrap',
            flexShrink: 0,
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLOR[status], flexShrink: 0 }}
          />
          <Box component="span" sx={visuallyHidden}>
            {t('feed.statusPrefix')}{' '}
          </Box>
          <span className="feed-status-word">{t(`feed.status.${status}`)}</span>
        </Box>
        <TextField
          select
          fullWidth={false}
          label={t('feed.sort')}
          value={sort}
          onChange={(event) => onSort(event.target.value as FeedSort)}
          slotProps={{ select: { native: true } }}
          sx={{ mr: 'auto', flex: '0 1 160px', minWidth: 72, '& select': { py: '5px', fontSize: 13 } }}
        >
          {FEED_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`feed.sorts.${option}`)}
            </option>
          ))}
        </TextField>
        <TooltipIconButton
          size="small"
          label={filtersLabel}
          aria-expanded={section === 'filters'}
          aria-controls={section === 'filters' ? sectionIds.filters : undefined}
          color={filterCount > 0 ? 'primary' : 'default'}
          onClick={() => toggle('filters')}
        >
          <Badge badgeContent={filterCount} color="primary">
            <FilterList fontSize="small" />
          </Badge>
        </TooltipIconButton>
        <TooltipIconButton
          size="small"
          label={alertsLabel}
          aria-expanded={section === 'alerts'}
          aria-controls={section === 'alerts' ? sectionIds.alerts : undefined}
          color={alertsOn ? 'primary' : 'default'}
          onClick={() => toggle('alerts')}
        >
          {alertsOn ? <NotificationsActive fontSize="small" /> : <NotificationsNone fontSize="small" />}
        </TooltipIconButton>
        <TooltipIconButton
          size="small"
          label={t('feed.costs.button')}
          aria-expanded={section === 'costs'}
          aria-controls={section === 'costs' ? sectionIds.costs : undefined}
          onClick={() => toggle('costs')}
        >
          <ReceiptLong fontSize="small" />
        </TooltipIconButton>
        <TooltipIconButton size="small" label={pauseLabel} onClick={paused ? props.onResume : props.onPause}>
          <Badge badgeContent={heldCount} color="secondary" max={999}>
            {paused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
          </Badge>
        </TooltipIconButton>
        <TooltipIconButton size="small" label={t('feed.clear')} onClick={props.onClear}>
          <DeleteSweep fontSize="small" />
        </TooltipIconButton>
        <TooltipIconButton size="small" label={t('feed.history.view')} onClick={props.onViewHistory}>
          <History fontSize="small" />
        </TooltipIconButton>
      </Box>
    </Box>
  );
});
