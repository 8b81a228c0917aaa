import { memo, Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import type { PanelApi } from '../panel-contract/panel-props';
import type { PanelSelection } from '../panel-contract/panel-selection';
import { PopOutWindow } from './pop-out-window';
import { useWorkspace, useWorkspaceActions, useWorkspaceStoreApi } from './workspace-context';

function PanelCrashed({ title, resetErrorBoundary }: FallbackProps & { title: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t('workspace.panelError', { title })} {t('errors.panelCrashed')}
    </Alert>
  );
}

interface PanelBodyProps {
  manifest: PanelManifest;
  title: string;
  storedState: unknown;
  saveState: (state: unknown) => void;
  api: PanelApi;
  selection: PanelSelection | null;
}

/** The panel's own content, in its own error boundary; its props only change with its title. */
export const PanelBody = memo(function PanelBody({
  manifest,
  title,
  storedState,
  saveState,
  api,
  selection,
}: PanelBodyProps) {
  const { t } = useTranslation();
  const { Panel: Content } = manifest;
  // Until the panel's content is drawn, and whenever a part of it suspends.
  const loading = (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
      <CircularProgress size={28} aria-label={t('app.loading')} />
    </Box>
  );
  return (
    <ErrorBoundary fallbackRender={(props) => <PanelCrashed {...props} title={title} />}>
      <Suspense fallback={loading}>
        <Content
          title={title}
          storedState={storedState}
          saveState={saveState}
          api={api}
          selection={selection}
          loading={loading}
        />
      </Suspense>
    </ErrorBoundary>
  );
});

interface PanelContentProps extends Omit<PanelBodyProps, 'storedState'> {
  id: string;
  /** The state the panel opened with (the floating frame keeps it for the panel's whole life on the canvas). */
  startState: unknown;
}

/**
 * The panel's content where it is shown: in its frame on the canvas, or in a window of its own (popped out), with a
 * note in the frame's place so the user knows where it went and can bring it back.
 */
export function PanelContent({ id, startState, ...body }: PanelContentProps) {
  const { t } = useTranslation();
  const actions = useWorkspaceActions();
  const popped = useWorkspace((state) => state.poppedOut[id]);
  const problem = useWorkspace((state) => (state.popOutProblem?.id === id ? state.popOutProblem.problem : null));
  if (popped) return <PoppedOut id={id} target={popped} {...body} />;
  return (
    <>
      {problem && (
        <Alert severity="warning" sx={{ m: 1 }} onClose={() => actions.popIn(id)}>
          {problem === 'blocked' ? t('workspace.popOutBlocked') : t('workspace.popOutClosed')}
        </Alert>
      )}
      <InPlace id={id} startState={startState} {...body} />
    </>
  );
}

/**
 * The panel in its frame. It starts from the state it opened with; coming back from its own window, from what it
 * saved there (read once, as it mounts: what it saves later is kept, not handed back to it).
 */
function InPlace({ id, startState, ...body }: PanelContentProps) {
  const store = useWorkspaceStoreApi();
  const [stored] = useState(() => (id in store.getState().states ? store.getState().states[id] : startState));
  return <PanelBody storedState={stored} {...body} />;
}

function PoppedOut({ id, target, ...body }: Omit<PanelContentProps, 'startState'> & { target: Window }) {
  const { t } = useTranslation();
  const actions = useWorkspaceActions();
  const store = useWorkspaceStoreApi();
  // The panel starts in its window from what it last saved, not from what it opened with.
  const [latest] = useState(() => store.getState().states[id]);
  const back = () => actions.popIn(id);
  // Only while the panel is still in this window: bringing it back closes the window, which says so too.
  const gone = (atOnce: boolean) => {
    if (store.getState().poppedOut[id] === target) actions.popIn(id, atOnce ? 'closed' : undefined);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('workspace.poppedOut', { title: body.title })}
      </Typography>
      <Button size="small" variant="outlined" onClick={back}>
        {t('workspace.bringBack')}
      </Button>
      <PopOutWindow target={target} title={body.title} onClosed={gone}>
        <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
          <Box
            component="header"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              minHeight: 40,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: 'rgba(19, 180, 163, 0.08)',
            }}
          >
            <Typography component="h1" variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: 700 }}>
              {body.title}
            </Typography>
            <Button size="small" onClick={back}>
              {t('workspace.bringBack')}
            </Button>
          </Box>
          <Box component="main" sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            <PanelBody storedState={latest} {...body} />
          </Box>
        </Box>
      </PopOutWindow>
    </Box>
  );
}
