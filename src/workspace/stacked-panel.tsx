import { memo } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import { PANEL_MIN_HEIGHT } from './model/geometry';
import { PanelShell, type PanelFrameProps } from './panel-frame';
import { usePanelHost } from './panel-host';
import { useWorkspace } from './workspace-context';

/**
 * One panel on a narrow screen: full width in the single column of panels, at its own height (never more than most
 * of the screen), with its own collapse and close. Like a floating panel, it re-renders only for its own changes.
 */
export const StackedPanel = memo(function StackedPanel({ panel, manifest }: PanelFrameProps) {
  const { id } = panel;
  const host = usePanelHost(id, manifest);
  const { t, actions, title } = host;
  const collapsed = useWorkspace((state) => state.collapsed[id] === true);
  return (
    <PanelShell
      id={id}
      manifest={manifest}
      host={host}
      collapsed={collapsed}
      frameSx={{
        height: collapsed ? 'auto' : `min(${Math.max(panel.height, PANEL_MIN_HEIGHT)}px, 75vh)`,
        flexShrink: 0,
      }}
      controls={
        <>
          <TooltipIconButton
            size="small"
            onClick={() => actions.toggleCollapsed(id)}
            aria-expanded={!collapsed}
            label={t(collapsed ? 'workspace.expandPanel' : 'workspace.collapsePanel', { title })}
          >
            {collapsed ? <ExpandMore fontSize="inherit" /> : <ExpandLess fontSize="inherit" />}
          </TooltipIconButton>
          <TooltipIconButton
            size="small"
            onClick={() => actions.close(id)}
            label={t('workspace.closePanel', { title })}
          >
            <CloseIcon fontSize="inherit" />
          </TooltipIconButton>
        </>
      }
    />
  );
});
