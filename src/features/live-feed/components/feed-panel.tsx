import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import { useToast } from '../../../components/toast';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { useBuyBotKeywords } from '../api/buy-bot-keywords';
import { useClearKeptFeed, useFeedStatus, useIgnoredFrames, useKeptFeed } from '../../../feed/feed-connection';
import type { AlertSummary } from '../model/deal-alerts';
import type { KeptFeed } from '../../../feed/model/feed-buffer';
import { type FeedEvent, certificateOf, gradeNumber } from '../../../feed/model/feed-event';
import { DEFAULT_FEED_PANEL_STATE, type FeedPanelParams, type FeedPanelState } from '../model/feed-panel-state';
import { capRows, splitAtOpen } from '../model/feed-rows';
import { activeFilterCount, feedView, NO_FILTERS } from '../model/feed-view';
import { DealAlertSettings, type BotKeywordsState } from './deal-alert-settings';
import { unlockSound } from '../../../components/alerts/alert-output';
import { FeedFiltersSection } from './feed-filters';
import { formatUsd } from '../../../lib/format/numbers';
import { comparisonText, eventTitle, type RowActions } from './feed-list';
import { FeedParts } from './feed-parts';
import { FeedToolbar, type FeedSection } from './feed-toolbar';
import { ImagePreview, usePreview } from './image-preview';
import { useDealAlerts } from './use-deal-alerts';
import { useChosen } from '../../../panel-contract/use-chosen';
import { cardLabel } from '../../../cards/model/card';
import { CompsDialog, type CompsOf } from '../../../cards/components/comps-dialog';
import { useFeedCards } from './use-feed-cards';
import { useRowsOnScreen } from './use-rows-on-screen';
import { usePanelHistory } from './use-panel-history';
import { FeedHistoryParts, type HistoryDialog } from './feed-history-parts';

/**
 * A platform's listings or sales as they arrive: sorted and filtered as the user chose (kept with the layout), paused
 * and cleared at will, with deal alerts when the user wants them.
 */
export default function FeedPanel({
  title,
  params: { platform, kind },
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<FeedPanelParams, FeedPanelState>) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const user = useSignedInUser();
  const [state, setState] = useState<FeedPanelState>(initialState ?? DEFAULT_FEED_PANEL_STATE);
  const opened = useRef(state);
  useEffect(() => {
    if (state !== opened.current) saveState(state);
  }, [state, saveState]);

  const status = useFeedStatus();
  const kept = useKeptFeed(user.id, platform, kind);
  // Where the panel opened: what the feed had delivered by then is "earlier", with the stored history.
  const [openedAt] = useState(() => kept.arrived);
  const history = usePanelHistory(user.id, platform, kind);
  // The object is new at each render; its functions are not. A handler of the toolbar's that changed with every batch
  // made it render with every batch, and the tooltip open over it re-measure the page each time (long tasks).
  const hideHistory = history.hide;
  const [historyDialog, setHistoryDialog] = useState<HistoryDialog | null>(null);
  const clearKept = useClearKeptFeed(platform, kind);
  const ignored = useIgnoredFrames();
  // Paused, the panel shows what it held at that moment and counts what arrives.
  const [frozen, setFrozen] = useState<KeptFeed | null>(null);
  const paused = frozen !== null;
  const visible = frozen ?? kept;
  const heldCount = frozen ? Math.max(0, kept.arrived - frozen.arrived) : 0;
  // For the toolbar's handlers, which stay the same from one batch to the next (the toolbar then skips its render).
  const keptRef = useRef(kept);
  useEffect(() => {
    keptRef.current = kept;
  });
  const split = useMemo(() => splitAtOpen(visible, openedAt, history.events), [visible, openedAt, history.events]);
  const total = split.live.length + split.earlier.length;
  // Which card each certificate is (looked up for the rows on screen, live and earlier), and the comps of each event.
  const listRef = useRef<HTMLDivElement>(null);
  const onScreen = useRowsOnScreen(listRef);
  const allEvents = useMemo(() => [...split.live, ...split.earlier], [split]);
  const { cardOf, namesOf, compsOf } = useFeedCards(user.id, allEvents, onScreen);
  // Each part in the chosen order and filtered, the live part on top, at most 50 rows in all (SPEC).
  const shown = useMemo(
    () =>
      capRows(
        feedView(split.live, state.filters, state.sort, namesOf),
        feedView(split.earlier, state.filters, state.sort, namesOf),
      ),
    [split, state.filters, state.sort, namesOf],
  );
  const shownCount = shown.live.length + shown.earlier.length;
  // The list renders behind the rest: at the feed's busiest its updates yield to clicks and typing.
  const listed = useDeferredValue(shown);
  const [chosen, choose] = useChosen('card', selection, api);
  const chosenCertificate = chosen ? certificateOf(chosen.certificate) : null;
  const [compsOpen, setCompsOpen] = useState<CompsOf | null>(null);
  const titleOf = useCallback(
    (event: FeedEvent) => {
      const card = cardOf(event);
      return card ? cardLabel(card, gradeNumber(event.grade)) : eventTitle(event, t);
    },
    [cardOf, t],
  );
  const filterCount = activeFilterCount(state.filters);

  const [section, setSection] = useState<FeedSection | null>(null);
  const baseId = useId();
  const sectionIds = useMemo(() => ({ filters: `${baseId}-filters`, alerts: `${baseId}-alerts` }), [baseId]);

  const { alerts } = state;
  const wantsBotKeywords = alerts.enabled && alerts.on === 'rules' && alerts.useBotKeywords;
  const botKeywords = useBuyBotKeywords(user.id, wantsBotKeywords);
  const botStatus: BotKeywordsState['status'] = !alerts.useBotKeywords
    ? 'idle'
    : botKeywords.isError
      ? 'error'
      : botKeywords.data
        ? 'ready'
        : wantsBotKeywords
          ? 'loading'
          : 'idle';
  const botCount = botStatus === 'ready' ? (botKeywords.data?.length ?? 0) : 0;
  const botKeywordsState = useMemo<BotKeywordsState>(
    () => ({ status: botStatus, count: botCount }),
    [botStatus, botCount],
  );

  const describe = useCallback(
    (summary: AlertSummary) => {
      if (summary.count === 1 && 'event' in summary) {
        const { event } = summary;
        const price = event.priceUSD === null ? null : formatUsd(event.priceUSD, i18n.language);
        return {
          title: t('feed.alerts.one', { panel: title, name: titleOf(event) }),
          body: [price, comparisonText(event, t, i18n.language)].filter(Boolean).join(' · '),
        };
      }
      const names = 'names' in summary ? summary.names : [];
      return {
        title: t('feed.alerts.many', { panel: title, count: summary.count }),
        body: names.length < summary.count ? `${names.join(', ')}…` : names.join(', '),
      };
    },
    [t, i18n.language, title, titleOf],
  );
  const lastAlert = useDealAlerts({
    kept,
    paused,
    settings: alerts,
    botKeywords: botKeywords.data ?? [],
    namesOf,
    describe,
    tag: `poolbot-feed-${platform}-${kind}`,
    focusPanel: api.focus,
  });

  const { preview, show, hide, close } = usePreview(titleOf);
  const rowActions = useMemo<RowActions>(
    () => ({
      preview: show,
      unpreview: hide,
      copyMint: (event) => {
        navigator.clipboard.writeText(event.tokenMint).then(
          () => toast(t('feed.mintCopied')),
          () => toast(t('feed.mintNotCopied'), 'error'),
        );
      },
      choose: (event, card) => {
        const certificate = certificateOf(event.psaId);
        if (certificate === null) return;
        const name = card?.name ?? event.name;
        choose({
          kind: 'card',
          certificate,
          ...(event.grade === null ? {} : { grade: event.grade }),
          ...(name ? { name } : {}),
        });
      },
      showComps: (name, comps, predicted) => setCompsOpen({ name, comps, predicted }),
    }),
    [show, hide, toast, t, choose],
  );

  const onSort = useCallback((sort: FeedPanelState['sort']) => setState((current) => ({ ...current, sort })), []);
  const onFilters = useCallback(
    (filters: FeedPanelState['filters']) => setState((current) => ({ ...current, filters })),
    [],
  );
  const onAlerts = useCallback(
    (next: FeedPanelState['alerts']) => setState((current) => ({ ...current, alerts: next })),
    [],
  );
  const onPause = useCallback(() => setFrozen(keptRef.current), []);
  const onResume = useCallback(() => setFrozen(null), []);
  const onClear = useCallback(() => {
    clearKept();
    hideHistory();
    setFrozen((current) => (current ? { events: [], arrived: keptRef.current.arrived } : current));
    close();
  }, [clearKept, close, hideHistory]);
  const onViewHistory = useCallback(() => setHistoryDialog('view'), []);

  const empty = total === 0 ? (kind === 'listing' ? t('feed.waitingListings') : t('feed.waitingSales')) : null;

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
        paused={paused}
        heldCount={heldCount}
        onPause={onPause}
        onResume={onResume}
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
          kept: visible.events,
          filters: state.filters,
          filterCount,
          namesOf,
          titleOf,
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
          paused={paused}
          botKeywords={botKeywordsState}
          lastAlert={lastAlert}
        />
      )}
      {filterCount > 0 && total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {t('feed.showing', { shown: shownCount, count: total })}
          </Typography>
          <Button size="small" onClick={() => setState((current) => ({ ...current, filters: NO_FILTERS }))}>
            {t('feed.resetFilters')}
          </Button>
        </Box>
      )}
      <Box ref={listRef} sx={{ flex: 1, overflow: 'auto', px: 1.5 }}>
        {empty || shownCount === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {empty ?? t('feed.noMatch', { count: total })}
          </Typography>
        ) : (
          <FeedParts
            live={listed.live}
            earlier={listed.earlier}
            platform={platform}
            actions={rowActions}
            cardOf={cardOf}
            compsOf={compsOf}
            chosenCertificate={chosenCertificate}
          />
        )}
      </Box>
      <ImagePreview preview={preview} onClose={close} />
      <CompsDialog open={compsOpen} onClose={() => setCompsOpen(null)} />
      {ignored > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
          {t('feed.ignored', { count: ignored })}
        </Typography>
      )}
    </Box>
  );
}
