import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import { useWorkspace, useWorkspaceActions } from './workspace-context';

/**
 * Tile, Layouts (named layouts), Reset layout and Close all, in the top bar while the workspace shows: as buttons on
 * a wide screen, behind one "Arrange panels" button on a narrower one, where there is no room for four.
 */
export function WorkspaceActionsBar() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const empty = useWorkspace((state) => state.layout.length === 0);
  const actions = useWorkspaceActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (wide) {
    return (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={empty}
          onClick={actions.tile}
          startIcon={<GridViewOutlined />}
        >
          {t('workspace.tile')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => actions.setDialog('layouts')}
          startIcon={<BookmarksOutlined />}
        >
          {t('workspace.layouts')}
        </Button>
        <Button size="small" variant="outlined" disabled={empty} onClick={actions.resetLayout}>
          {t('workspace.resetLayout')}
        </Button>
        <Button size="small" variant="outlined" color="secondary" disabled={empty} onClick={actions.closeAll}>
          {t('workspace.closeAll')}
        </Button>
      </Stack>
    );
  }

  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <TooltipIconButton
        label={t('workspace.arrange')}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'workspace-actions' : undefined}
      >
        <DashboardCustomizeOutlined />
      </TooltipIconButton>
      <Menu id="workspace-actions" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled={empty} onClick={run(actions.tile)}>
          <ListItemIcon>
            <GridViewOutlined fontSize="small" />
          </ListItemIcon>
          {t('workspace.tile')}
        </MenuItem>
        <MenuItem onClick={run(() => actions.setDialog('layouts'))}>
          <ListItemIcon>
            <BookmarksOutlined fontSize="small" />
          </ListItemIcon>
          {t('workspace.layouts')}
        </MenuItem>
        <MenuItem disabled={empty} onClick={run(actions.resetLayout)}>
          <ListItemIcon>
            <RestartAltOutlined fontSize="small" />
          </ListItemIcon>
          {t('workspace.resetLayout')}
        </MenuItem>
        <Divider />
        <MenuItem disabled={empty} onClick={run(actions.closeAll)}>
          <ListItemIcon>
            <CloseOutlined fontSize="small" />
          </ListItemIcon>
          {t('workspace.closeAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
