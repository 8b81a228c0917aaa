import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CloseConfirm } from './close-confirm';
import { PanelFrame } from './panel-frame';
import { StackedPanel } from './stacked-panel';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

function Notices() {
  const { t } = useTranslation();
  const setAside = useWorkspace((state) => state.setAside);
  const layoutsSetAside = useWorkspace((state) => state.layoutsSetAside);
  const actions = useWorkspaceActions();
  if (setAside === 0 && layoutsSetAside === 0) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        bottom: 16,
        left: 16,
        right: 16,
        zIndex: 2000,
        maxWidth: 640,
        display: 'grid',
        gap: 1,
      }}
    >
      {setAside > 0 && (
        <Alert severity="warning" onClose={actions.dismissSetAside}>
          {t('workspace.layoutUnreadable', { count: setAside })}
        </Alert>
      )}
      {layoutsSetAside > 0 && (
        <Alert severity="warning" onClose={actions.dismissLayoutsSetAside}>
          {t('workspace.namedLayoutsUnreadable', { count: layoutsSetAside })}
        </Alert>
      )}
    </Box>
  );
}

function EmptyCanvas() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
      <Box>
        <Typography variant="h5" component="p">
          {t('dashboard.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.emptyText')}</Typography>
      </Box>
    </Box>
  );
}

/**
 * Where the panels are. On a wide screen, the free-form area they float on, which tells the workspace its size so
 * panels stay on it. On a narrow one (where the menu is a drawer too), one scrolling column of full-width panels in
 * the order they were opened; the floating layout is kept as it was for when the screen is wide again.
 */
export function WorkspaceCanvas() {
  const { t } = useTranslation();
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const layout = useWorkspace((state) => state.layout);
  const { manifest } = useCatalogue();
  const actions = useWorkspaceActions();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || stacked) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      // Without layout (tests without a renderer), fall back to the window.
      actions.setCanvasSize(width > 0 ? { width, height } : { width: window.innerWidth, height: window.innerHeight });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [actions, stacked]);

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={t('workspace.canvas')}
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: stacked ? 'auto' : 'hidden',
        ...(stacked && { display: 'flex', flexDirection: 'column', gap: 1.5, p: 1 }),
      }}
    >
      <Notices />
      {layout.length === 0 && <EmptyCanvas />}
      {layout.map((panel) => {
        const panelManifest = manifest(panel.id);
        if (!panelManifest) return null;
        return stacked ? (
          <StackedPanel key={panel.id} panel={panel} manifest={panelManifest} />
        ) : (
          <PanelFrame key={panel.id} panel={panel} manifest={panelManifest} />
        );
      })}
      <CloseConfirm />
    </Box>
  );
}
