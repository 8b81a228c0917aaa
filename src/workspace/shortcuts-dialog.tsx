import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { closePanelKeys, paletteModifier } from './model/shortcuts';
import { useWorkspace, useWorkspaceActions } from './workspace-context';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {keys.map((key) => (
        <Box
          key={key}
          component="kbd"
          sx={{
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.5,
            fontFamily: 'inherit',
            fontSize: 13,
            whiteSpace: 'nowrap',
          }}
        >
          {key}
        </Box>
      ))}
    </Box>
  );
}

/** '?' (or the keyboard button of the top bar, or the palette): every shortcut the dashboard has. */
export function ShortcutsDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useWorkspace((state) => state.dialog === 'shortcuts');
  const { setDialog } = useWorkspaceActions();
  const close = () => setDialog(null);
  // A row is keys to press, or a gesture said in words.
  const rows: { keys?: string[]; gesture?: string; action: string }[] = [
    { keys: [paletteModifier(navigator.platform), 'K'], action: t('shortcuts.palette') },
    { keys: ['↑', '↓', 'Enter'], action: t('shortcuts.choose') },
    { keys: ['?'], action: t('shortcuts.help') },
    { keys: ['Esc'], action: t('shortcuts.escape') },
    { keys: [...closePanelKeys(navigator.platform)], action: t('shortcuts.closePanel') },
    { keys: ['Tab', 'Shift+Tab'], action: t('shortcuts.tab') },
    { gesture: t('shortcuts.doubleClick'), action: t('shortcuts.maximize') },
  ];
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('shortcuts.keys')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('shortcuts.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.action}>
                <TableCell component="th" scope="row">
                  {row.keys ? <Keys keys={row.keys} /> : row.gesture}
                </TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained">
          {t('shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
