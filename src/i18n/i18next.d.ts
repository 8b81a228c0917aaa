import 'i18next';
import type en from './locales/en.json';
import type dashboardEn from './locales/dashboard/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // See DASHBOARD_NAMESPACE in ./index.ts.
    fallbackNS: 'dashboard';
    resources: { translation: typeof en; dashboard: typeof dashboardEn };
  }
}
