import { DASHBOARD_CHILD, PATHS } from '../config/paths';

/**
 * The dashboard's pages, each its own chunk. Named here once, so that the router and the dashboard's layout load the
 * same module: the layout starts loading the page a deep link asks for while its own strings are still on their way.
 */
export const pageLoaders = {
  workspace: () => import('../workspace/workspace-page'),
  account: () => import('../features/account/components/account-page'),
  wallets: () => import('../features/wallets/components/wallets-page'),
  botManagement: () => import('../features/bot-management/components/bot-management-page'),
};

/** Whether the page at `pathname` shows the account record as it opens (bot management: the buy bot's settings). */
export const pageNeedsAccountRecord = (pathname: string): boolean =>
  pathname === `${PATHS.dashboard}/${DASHBOARD_CHILD.botManagement}`;

/** Starts loading the page at `pathname` (a module import is made once, whoever asks first). */
export function preloadPage(pathname: string): void {
  const child = pathname.startsWith(`${PATHS.dashboard}/`) ? pathname.slice(PATHS.dashboard.length + 1) : '';
  const load =
    child === DASHBOARD_CHILD.account
      ? pageLoaders.account
      : child === DASHBOARD_CHILD.wallets
        ? pageLoaders.wallets
        : child === DASHBOARD_CHILD.botManagement
          ? pageLoaders.botManagement
          : pageLoaders.workspace;
  void load();
}
