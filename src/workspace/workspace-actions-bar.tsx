import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useWorkspace, useWorkspaceActions } from './workspace-context';

/** 'Close all' and 'Reset layout', in the top bar while the workspace shows. */
export function WorkspaceActionsBar() {
  const { t } = useTranslation();
  const empty = useWorkspace((state) => state.layout.length === 0);
  const actions = useWorkspaceActions();
  return (
    <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
      <Button size="small" variant="outlined" disabled={empty} onClick={actions.resetLayout}>
        {t('workspace.resetLayout')}
      </Button>
      <Button size="small" variant="outlined" color="secondary" disabled={empty} onClick={actions.closeAll}>
        {t('workspace.closeAll')}
      </Button>
    </Stack>
  );
}
