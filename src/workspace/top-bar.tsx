import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { env } from '../config/env';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { userContentProps } from '../components/user-content';
import { useAuth, useSignedInUser } from '../auth/auth-context';
import { displayName } from '../auth/model/user';
import { PATHS } from '../config/paths';
import { TooltipIconButton } from '../components/tooltip-icon-button';

interface TopBarProps {
  /** Controls the page adds to the bar (the menu button, workspace actions). */
  start?: ReactNode;
  end?: ReactNode;
}

export function TopBar({ start, end }: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const user = useSignedInUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayName(user);

  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        {start}
        {/* On a phone the logo stands for the name, and beside the menu button it gives way too: the bar's buttons
            (the alerts' bell among them) need the room. */}
        <Logo sx={{ fontSize: 28, display: start ? { xs: 'none', sm: 'inline-block' } : undefined }} />
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
          {env.productName}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {end}
        <LanguageSwitch />
        <TooltipIconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          label={t('topBar.openUserMenu')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? 'user-menu' : undefined}
        >
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </TooltipIconButton>
        <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <Box sx={{ px: 2, py: 1 }} {...userContentProps}>
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('topBar.userId', { id: user.id })}
            </Typography>
          </Box>
          <Divider />
          <MenuItem onClick={() => go(PATHS.account)}>
            <ListItemIcon>
              <AccountCircle fontSize="small" />
            </ListItemIcon>
            {t('topBar.account')}
          </MenuItem>
          <MenuItem onClick={() => go(PATHS.wallets)}>
            <ListItemIcon>
              <AccountBalanceWallet fontSize="small" />
            </ListItemIcon>
            {t('topBar.walletManager')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void logout();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            {t('topBar.logout')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
