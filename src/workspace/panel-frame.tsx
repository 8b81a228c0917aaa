import { memo, useState, type ReactNode } from 'react';
import { Rnd } from 'react-rnd';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import FilterNoneIcon from '@mui/icons-material/FilterNone';
import { userContentProps } from '../components/user-content';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import { PANEL_MIN_HEIGHT, PANEL_MIN_WIDTH, type Panel } from './model/geometry';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import { closesPanel } from './model/shortcuts';
import { escapeIsForPanel, usePanelHost } from './panel-host';
import { useWorkspaceStoreApi } from './workspace-context';
import { PanelLinkButton, RefusedSelection } from './panel-link';
import { PanelContent } from './panel-body';
import { openPanelWindow } from './pop-out-window';

const DRAG_HANDLE = 'panel-drag-handle';
const NO_DRAG = 'panel-no-drag';

export interface PanelFrameProps {
  panel: Panel;
  manifest: PanelManifest;
}

interface PanelShellProps {
  id: string;
  manifest: PanelManifest;
  host: ReturnType<typeof usePanelHost>;
  /** The buttons at the right of the title bar. */
  controls: ReactNode;
  header?: { className?: string; onDoubleClick?: () => void; cursor: string };
  /** A collapsed panel shows its title bar only; its content stays mounted (a feed keeps listening). */
  collapsed?: boolean;
  /** An Escape that nothing inside the panel took (a maximised panel goes back to its size; none closes it). */
  onEscape?: () => void;
  onFocus?: () => void;
  /** How the frame sits where it is: filling the floating box, or at its height in the column. */
  frameSx: Readonly<Record<string, string | number>>;
}

/** The panel as a labelled region: its title bar and its content, in its own error boundary. */
export function PanelShell({
  id,
  manifest,
  host,
  controls,
  header,
  collapsed = false,
  onEscape,
  onFocus,
  frameSx,
}: PanelShellProps) {
  const { actions, titleId, title, startState, saveState, api, selection, refused, registerElement } = host;
  const store = useWorkspaceStoreApi();
  // Closed from the keyboard, the focus goes on to the panel now in front, not to the page.
  const closeFromKeyboard = () => {
    actions.close(id);
    const rest = store.getState().layout;
    if (rest.some((panel) => panel.id === id)) return;
    const front = rest.reduce<(typeof rest)[number] | null>(
      (top, panel) => (top === null || panel.zIndex > top.zIndex ? panel : top),
      null,
    );
    if (front) actions.focus(front.id);
  };
  return (
    <Paper
      ref={registerElement}
      component="section"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-panel-id={id}
      variant="outlined"
      onFocus={onFocus}
      onKeyDown={(event) => {
        if (closesPanel(event)) {
          event.preventDefault();
          closeFromKeyboard();
        } else if (escapeIsForPanel(event)) onEscape?.();
      }}
      sx={{
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderColor: 'primary.dark',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        ...frameSx,
      }}
      {...userContentProps}
    >
      <Box
        className={header?.className}
        onDoubleClick={header?.onDoubleClick}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          minHeight: 40,
          cursor: header?.cursor ?? 'default',
          userSelect: 'none',
          borderBottom: collapsed ? 0 : 1,
          borderColor: 'divider',
          bgcolor: 'rgba(19, 180, 163, 0.08)',
        }}
      >
        <PanelLinkButton id={id} title={title} />
        <Typography id={titleId} component="h2" variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {controls}
      </Box>
      <Box
        className={NO_DRAG}
        hidden={collapsed}
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', cursor: 'auto', display: collapsed ? 'none' : undefined }}
      >
        {refused && <RefusedSelection refused={refused} />}
        <PanelContent
          id={id}
          manifest={manifest}
          title={title}
          startState={startState}
          saveState={saveState}
          api={api}
          selection={selection}
        />
      </Box>
    </Paper>
  );
}

/**
 * One floating panel. Memoised on its own panel object and manifest, and it reads only its own title from the
 * workspace, so moving or resizing one panel never re-renders another.
 */
export const PanelFrame = memo(function PanelFrame({ panel, manifest }: PanelFrameProps) {
  const { id } = panel;
  const host = usePanelHost(id, manifest);
  const { t, actions, title } = host;
  // While dragging, how far the snap moves the panel from under the pointer: shown at once, applied on drop.
  const [snapOffset, setSnapOffset] = useState<{ x: number; y: number } | null>(null);

  return (
    <Rnd
      size={{ width: panel.width, height: panel.height }}
      position={{ x: panel.x, y: panel.y }}
      style={{ zIndex: panel.zIndex, display: 'flex' }}
      minWidth={PANEL_MIN_WIDTH}
      minHeight={PANEL_MIN_HEIGHT}
      dragHandleClassName={DRAG_HANDLE}
      cancel={`.${NO_DRAG}`}
      disableDragging={panel.maximized}
      enableResizing={panel.maximized ? false : { bottomRight: true }}
      resizeHandleComponent={{
        bottomRight: <Box aria-hidden className="panel-resize-corner" sx={resizeCornerSx} />,
      }}
      onMouseDown={() => actions.raise(id)}
      dragPositionOffset={snapOffset ?? undefined}
      onDrag={(_event, data) => {
        const target = actions.snapTarget(id, { x: data.x, y: data.y });
        const offset = { x: target.x - data.x, y: target.y - data.y };
        setSnapOffset((current) =>
          offset.x === 0 && offset.y === 0
            ? null
            : current?.x === offset.x && current.y === offset.y
              ? current
              : offset,
        );
      }}
      onDragStop={(_event, data) => {
        setSnapOffset(null);
        actions.move(id, actions.snapTarget(id, { x: data.x, y: data.y }));
      }}
      onResizeStop={(_event, _direction, element, _delta, position) =>
        actions.resize(id, { ...position, width: element.offsetWidth, height: element.offsetHeight })
      }
    >
      <PanelShell
        id={id}
        manifest={manifest}
        host={host}
        onFocus={() => actions.raise(id)}
        onEscape={panel.maximized ? () => actions.toggleMaximized(id) : undefined}
        header={{
          className: DRAG_HANDLE,
          onDoubleClick: () => actions.toggleMaximized(id),
          cursor: panel.maximized ? 'default' : 'move',
        }}
        frameSx={{ flex: 1 }}
        controls={
          <>
            <TooltipIconButton
              className={NO_DRAG}
              size="small"
              onClick={() => {
                // Opened here, in the click: browsers open a window only in answer to the user's own gesture.
                const opened = openPanelWindow(id, title, panel.width, panel.height);
                if (opened) actions.popOut(id, opened);
                else actions.popIn(id, 'blocked');
              }}
              label={t('workspace.popOut', { title })}
            >
              <OpenInNewIcon fontSize="inherit" />
            </TooltipIconButton>
            <TooltipIconButton
              className={NO_DRAG}
              size="small"
              onClick={() => actions.toggleMaximized(id)}
              label={t(panel.maximized ? 'workspace.restorePanel' : 'workspace.maximizePanel', { title })}
            >
              {panel.maximized ? <FilterNoneIcon fontSize="inherit" /> : <CropSquareIcon fontSize="inherit" />}
            </TooltipIconButton>
            <TooltipIconButton
              className={NO_DRAG}
              size="small"
              onClick={() => actions.close(id)}
              label={t('workspace.closePanel', { title })}
            >
              <CloseIcon fontSize="inherit" />
            </TooltipIconButton>
          </>
        }
      />
    </Rnd>
  );
});

const resizeCornerSx = {
  width: 16,
  height: 16,
  position: 'absolute',
  // re-resizable centres its 20 px handle on the corner; this puts the mark just inside the panel.
  right: 12,
  bottom: 12,
  cursor: 'nwse-resize',
  borderRight: '3px solid',
  borderBottom: '3px solid',
  borderColor: 'primary.main',
  borderBottomRightRadius: 4,
  opacity: 0.7,
} as const;
