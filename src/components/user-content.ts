/**
 * Marks a subtree as data (a user name, a price, a certificate number, a panel) rather than page chrome, so the
 * not-found watcher never mistakes a "404" in it for an error page.
 */
export const USER_CONTENT_ATTRIBUTE = 'data-user-content';
export const userContentProps = { [USER_CONTENT_ATTRIBUTE]: '' } as const;
