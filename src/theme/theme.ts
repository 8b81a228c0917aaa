import { createTheme } from '@mui/material/styles';
import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/latin-500.css';
import '@fontsource/jetbrains-mono/latin-700.css';

export const BRAND = {
  primary: '#13b4a3',
  secondary: '#00b0ff',
  paper: '#040D12',
  background: '#121212',
} as const;

const MONO = '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    // WCAG AA: text on a coloured button (e.g. the red Remove) must reach 4.5:1, so MUI picks dark text where white
    // would not.
    contrastThreshold: 4.5,
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    background: { default: BRAND.background, paper: BRAND.paper },
  },
  typography: { fontFamily: MONO, button: { fontWeight: 700, letterSpacing: '0.06em' } },
  shape: { borderRadius: 6 },
  components: {
    MuiCssBaseline: {
      styleOverrides: { body: { fontFeatureSettings: '"zero" 1' } },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});
