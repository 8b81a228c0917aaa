import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';
import { userContentProps } from '../../../components/user-content';
import { useSignedInUser } from '../../../auth/auth-context';
import { displayName } from '../../../auth/model/user';
import { EditProfileDialog } from './edit-profile-dialog';
import { TwoFactorCard } from './two-factor-card';

export default function AccountPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);
  return (
    <PageShell title={t('pages.account')}>
      <Card variant="outlined" component="section" aria-label={t('account.profileSection')}>
        <CardContent>
          <Stack spacing={1} {...userContentProps}>
            <Typography variant="caption" color="text.secondary">
              {t('account.username')}
            </Typography>
            <Typography variant="h6" component="p">
              {displayName(user)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('account.userId')}
            </Typography>
            <Typography component="p">{user.id}</Typography>
          </Stack>
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            {t('account.editProfile')}
          </Button>
        </CardContent>
      </Card>
      <TwoFactorCard />
      {editing && <EditProfileDialog onClose={() => setEditing(false)} />}
    </PageShell>
  );
}
