import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import type { PanelSelection } from '../panel-contract/panel-selection';
import { LINK_COLOURS, LINK_SWATCHES, type LinkColour } from './model/links';
import { useWorkspace, useWorkspaceActions } from './workspace-context';

function Swatch({ colour }: { colour: LinkColour | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        border: 2,
        borderColor: colour ? LINK_SWATCHES[colour] : 'text.disabled',
        bgcolor: colour ? LINK_SWATCHES[colour] : 'transparent',
      }}
    />
  );
}

/**
 * The dot at the left of a panel's title: its link colour (an empty ring when it has none). Choosing a colour puts
 * the panel in that colour's group; panels of one group follow each other's selected market or card.
 */
export function PanelLinkButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const actions = useWorkspaceActions();
  const colour = useWorkspace((state) => state.layout.find((panel) => panel.id === id)?.link);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = colour ? t(`workspace.link.colours.${colour}`) : t('workspace.link.none');
  const choose = (next: LinkColour | null) => {
    actions.setLink(id, next);
    setAnchor(null);
  };
  return (
    <>
      <TooltipIconButton
        size="small"
        label={t('workspace.link.button', { title, colour: name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: -0.75 }}
      >
        <Swatch colour={colour} />
      </TooltipIconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem selected={colour === undefined} onClick={() => choose(null)}>
          <ListItemIcon>
            <Swatch colour={undefined} />
          </ListItemIcon>
          <ListItemText>{t('workspace.link.none')}</ListItemText>
        </MenuItem>
        {LINK_COLOURS.map((option) => (
          <MenuItem key={option} selected={colour === option} onClick={() => choose(option)}>
            <ListItemIcon>
              <Swatch colour={option} />
            </ListItemIcon>
            <ListItemText>{t(`workspace.link.colours.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** What a linked panel says when its group chose something it cannot show: it keeps its own. */
export function RefusedSelection({ refused }: { refused: PanelSelection['kind'] }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" sx={{ m: 1, py: 0 }}>
      {t(`workspace.link.cannotShow.${refused}`)}
    </Alert>
  );
}
