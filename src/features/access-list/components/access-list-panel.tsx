import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useJoinAccessList } from '../api/join-access-list';
import { errorText } from '../../../components/error-text';

const accessListSchema = z.object({
  email: z.email('accessList.emailInvalid').check(z.maxLength(254, 'accessList.emailInvalid')),
});
type AccessListValues = z.infer<typeof accessListSchema>;

/** Default export: the app loads it after the sign-in form, it is not needed for the first paint. */
export default function AccessListPanel() {
  const { t } = useTranslation();
  const join = useJoinAccessList();
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AccessListValues>({ resolver: zodResolver(accessListSchema), defaultValues: { email: '' } });

  const onSubmit = ({ email }: AccessListValues) => {
    if (join.isPending) return;
    setJoinedEmail(null);
    join.mutate(email.trim(), {
      onSuccess: () => {
        setJoinedEmail(email.trim());
        reset();
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="access-list-title" variant="outlined">
      <CardContent>
        <Stack spacing={2} component="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <Typography id="access-list-title" variant="h6" component="h2">
            {t('accessList.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('accessList.text')}
          </Typography>
          {joinedEmail && <Alert severity="success">{t('accessList.joined', { email: joinedEmail })}</Alert>}
          {join.isError && <Alert severity="error">{errorText(join.error, t)}</Alert>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              type="email"
              label={t('accessList.email')}
              autoComplete="email"
              error={Boolean(errors.email)}
              helperText={errors.email ? t('accessList.emailInvalid') : undefined}
              {...register('email')}
            />
            <Button type="submit" variant="outlined" disabled={join.isPending} sx={{ minWidth: 110, height: 40 }}>
              {join.isPending ? t('accessList.sending') : t('accessList.join')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
