import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage } from '../i18n';

/** The choice is remembered in localStorage (see i18n/index.ts), and wins over the browser's language next time. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t('app.language')}
      value={currentLanguage()}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      sx={{ minWidth: 130 }}
    >
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} value={lng} lang={lng}>
          {t(`app.languageNames.${lng}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
