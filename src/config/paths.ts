/** Every route of the app, named once. */
export const PATHS = {
  root: '/',
  login: '/login',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  wallets: '/dashboard/wallets',
  botManagement: '/dashboard/bot-management',
} as const;

/** The dashboard's pages as they appear under it in the route table. */
export const DASHBOARD_CHILD = {
  account: 'account',
  wallets: 'wallets',
  botManagement: 'bot-management',
} as const satisfies Record<string, string>;
