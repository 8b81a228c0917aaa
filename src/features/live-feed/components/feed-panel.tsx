import { useCallback, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import { CompsDialog } from '../../../cards/components/comps-dialog';
import { WatchDialog } from '../../../cards/components/watch-dialog';
import { useAddToWatchlist } from '../../../account-record/use-watchlist';
import { cardLabel } from '../../../cards/model/card';
import { unlockSound } from '../../../components/alerts/alert-output';
import { useClearKeptFeed, useFeedStatus, useIgnoredFrames, useKeptFeed } from '../../../feed/feed-connection';
import { certificateOf, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { useChosen } from '../../../panel-contract/use-chosen';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { DEFAULT_FEED_PANEL_STATE, type FeedPanelParams, type FeedPanelState } from '../model/feed-panel-state';
import { activeFilterCount, NO_FILTERS } from '../model/feed-view';
import { BuyingCostsSection } from './buying-costs-section';
import { DealAlertSettings } from './deal-alert-settings';
import { FeedFilterSummary } from './feed-filter-summary';
import { FeedFiltersSection } from './feed-filters';
import { FeedHistoryParts, type HistoryDialog } from './feed-history-parts';
import { eventTitle } from './feed-row-text';
import { FeedParts } from './feed-parts';
import { FeedToolbar, type FeedSection } from './feed-toolbar';
import { ImagePreview } from './image-preview';
import { useAlertKeywords } from './use-alert-keywords';
import { useFeedPause } from './use-feed-pause';
import { useFeedRows } from './use-feed-rows';
import { usePanelDealAlerts } from './use-panel-deal-alerts';
import { usePanelHistory } from './use-panel-history';
import { usePlatformCosts } from './use-platform-costs';
import { netLookup } from '../model/net-lookup';
import { judgementLookup } from '../model/confidence-lookup';
import { useRowActions } from './use-row-actions';

/**
 * A platform's listings or sales as they arrive: sorted and filtered as the user chose (kept with the layout through
 * usePanelState), paused and cleared at will, with deal alerts when the user wants them. Each job has its own hook:
 * pausing (use-feed-pause), the rows and their cards (use-feed-rows), the stored history (use-panel-history), the
 * rows' actions (use-row-actions), the alerts (use-panel-deal-alerts, use-alert-keywords).
 */
export default function FeedPanel({
  title,
  params: { platform, kind },
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<FeedPanelParams, FeedPanelState>) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [state, update] = usePanelState(initialState, DEFAULT_FEED_PANEL_STATE, saveState);

  const status = useFeedStatus();
  const kept = useKeptFeed(user.id, platform, kind);
  // Where the panel opened: what the feed had delivered by then is "earlier", with the stored history.
  const [openedAt] = useState(() => kept.arrived);
  const history = usePanelHistory(user.id, platform, kind);
  const [historyDialog, setHistoryDialog] = useState<HistoryDialog | null>(null);
  const clearKept = useClearKeptFeed(platform, kind);
  const ignored = useIgnoredFrames();
  const pause = useFeedPause(kept);

  const listRef = useRef<HTMLDivElement>(null);
  const rows = useFeedRows(user.id, { visible: pause.visible, openedAt, history: history.events }, state, listRef);
  const { cardOf, namesOf, compsOf } = rows;
  const costs = usePlatformCosts(user.id, platform);
  const netOf = useMemo(() => netLookup(cardOf, compsOf, costs), [cardOf, compsOf, costs]);
  // Each value's confidence is judged once per event for these cards and comps, at the time it is first asked.
  const judgementOf = useMemo(() => judgementLookup(cardOf, compsOf, Date.now), [cardOf, compsOf]);
  const titleOf = useCallback(
    (event: FeedEvent) => {
      const card = cardOf(event);
      return card ? cardLabel(card, gradeNumber(event.grade)) : eventTitle(event, t);
    },
    [cardOf, t],
  );
  const [chosen, choose] = useChosen('card', selection, api);
  const chosenCertificate = chosen ? certificateOf(chosen.certificate) : null;
  const row = useRowActions(titleOf, choose);
  const watchlist = useAddToWatchlist(user.id);

  const { alerts } = state;
  const botKeywords = useAlertKeywords(user.id, alerts);
  const lastAlert = usePanelDealAlerts({
    source: { platform, kind },
    title,
    kept,
    paused: pause.paused,
    settings: alerts,
    botKeywords: botKeywords.keywords,
    namesOf,
    titleOf,
    netOf,
    judgementOf,
    focusPanel: api.focus,
  });

  const [section, setSection] = useState<FeedSection | null>(null);
  const baseId = useId();
  const sectionIds = useMemo(
    () => ({ filters: `${baseId}-filters`, alerts: `${baseId}-alerts`, costs: `${baseId}-costs` }),
    [baseId],
  );
  const filterCount = activeFilterCount(state.filters);

  // Handlers of the toolbar's keep their identity from one batch to the next: a toolbar drawn again with every batch
  // made the tooltip open over it measure the page again each time (long tasks).
  const onSort = useCallback((sort: FeedPanelState['sort']) => update({ sort }), [update]);
  const onFilters = useCallback((filters: FeedPanelState['filters']) => update({ filters }), [update]);
  const onAlerts = useCallback((next: FeedPanelState['alerts']) => update({ alerts: next }), [update]);
  const { hide: hideHistory } = history;
  const { emptyHeld } = pause;
  const { closePreview } = row;
  const onClear = useCallback(() => {
    clearKept();
    hideHistory();
    emptyHeld();
    closePreview();
  }, [clearKept, hideHistory, emptyHeld, closePreview]);
  const onViewHistory = useCallback(() => setHistoryDialog('view'), []);

  const empty = rows.total === 0 ? (kind === 'listing' ? t('feed.waitingListings') : t('feed.waitingSales')) : null;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      // A browser starts sound only after a gesture: a panel whose alerts were on when it opened gets one here.
      onPointerDown={alerts.enabled && alerts.sound ? unlockSound : undefined}
    >
      <FeedToolbar
        status={status}
        sort={state.sort}
        onSort={onSort}
        filterCount={filterCount}
        alertsOn={alerts.enabled}
        section={section}
        onSection={setSection}
        sectionIds={sectionIds}
        paused={pause.paused}
        heldCount={pause.heldCount}
        onPause={pause.pause}
        onResume={pause.resume}
        onClear={onClear}
        onViewHistory={onViewHistory}
      />
      <FeedHistoryParts
        history={history}
        open={historyDialog}
        onClose={() => setHistoryDialog(null)}
        onAskClear={() => setHistoryDialog('clear')}
        onCleared={onClear}
        view={{
          title,
          userId: user.id,
          platform,
          kind,
          kept: pause.visible.events,
          filters: state.filters,
          filterCount,
          namesOf,
          titleOf,
          cardOf,
          compsOf,
        }}
      />
      {section === 'filters' && (
        <FeedFiltersSection id={sectionIds.filters} filters={state.filters} onChange={onFilters} />
      )}
      {section === 'alerts' && (
        <DealAlertSettings
          id={sectionIds.alerts}
          settings={alerts}
          onChange={onAlerts}
          paused={pause.paused}
          botKeywords={botKeywords.state}
          lastAlert={lastAlert}
        />
      )}
      {section === 'costs' && <BuyingCostsSection id={sectionIds.costs} userId={user.id} platform={platform} />}
      {filterCount > 0 && rows.total > 0 && (
        <FeedFilterSummary shown={rows.shownCount} total={rows.total} onReset={() => update({ filters: NO_FILTERS })} />
      )}
      <Box ref={listRef} sx={{ flex: 1, overflow: 'auto', px: 1.5 }}>
        {empty || rows.shownCount === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {empty ?? t('feed.noMatch', { count: rows.total })}
          </Typography>
        ) : (
          <FeedParts
            live={rows.listed.live}
            earlier={rows.listed.earlier}
            platform={platform}
            actions={row.actions}
            cardOf={cardOf}
            compsOf={compsOf}
            netOf={netOf}
            judgementOf={judgementOf}
            costs={costs}
            chosenCertificate={chosenCertificate}
          />
        )}
      </Box>
      <ImagePreview preview={row.preview} onClose={row.closePreview} />
      <CompsDialog open={row.comps} onClose={row.closeComps} />
      {row.watching && (
        <WatchDialog initial={row.watching} full={watchlist.full} onClose={row.closeWatch} onSave={watchlist.add} />
      )}
      {ignored > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
          {t('feed.ignored', { count: ignored })}
        </Typography>
      )}
    </Box>
  );
}
