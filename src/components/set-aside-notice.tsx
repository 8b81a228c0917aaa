import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

interface SetAsideNoticeProps {
  /** How many stored entries could not be read. */
  count: number;
  /** What the screen could not load, in its own words ('Failed to load wallets'). */
  title: string;
  onClose?: () => void;
}

/** Says that some stored entries could not be read, that they were kept aside, and that everything else is here. */
export function SetAsideNotice({ count, title, onClose }: SetAsideNoticeProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose}>
      <AlertTitle>{title}</AlertTitle>
      {t('common.setAside', { count })}
    </Alert>
  );
}
