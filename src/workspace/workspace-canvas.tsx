import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseConfirm } from './close-confirm';
import { PanelFrame } from './panel-frame';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

/** The free-form area the panels float on; it tells the workspace its size so panels stay on it. */
export function WorkspaceCanvas() {
  const { t } = useTranslation();
  const layout = useWorkspace((state) => state.layout);
  const setAside = useWorkspace((state) => state.setAside);
  const { manifest } = useCatalogue();
  const actions = useWorkspaceActions();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
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
  }, [actions]);

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={t('workspace.canvas')}
      sx={{ position: 'relative', flex: 1, minWidth: 0, minHeight: 0, overflow: 'hidden' }}
    >
      {setAside > 0 && (
        <Alert
          severity="warning"
          onClose={actions.dismissSetAside}
          sx={{ position: 'absolute', bottom: 16, left: 16, right: 16, zIndex: 2000, maxWidth: 640 }}
        >
          {t('workspace.layoutUnreadable', { count: setAside })}
        </Alert>
      )}
      {layout.length === 0 && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
          <Box>
            <Typography variant="h5" component="p">
              {t('dashboard.emptyTitle')}
            </Typography>
            <Typography color="text.secondary">{t('dashboard.emptyText')}</Typography>
          </Box>
        </Box>
      )}
      {layout.map((panel) => {
        const panelManifest = manifest(panel.id);
        return panelManifest ? <PanelFrame key={panel.id} panel={panel} manifest={panelManifest} /> : null;
      })}
      <CloseConfirm />
    </Box>
  );
}
