import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp, signIn, storeDemoSession } from '../test-utils';

/*
 * In a file of its own, so that the first test meets the app as a visit does: its routes, the dashboard's chunk and
 * strings still to load when the key is pressed (a test file starts from a fresh module cache).
 */
describe('Ctrl+K from the first moment of the dashboard', () => {
  it('opens the palette once the dashboard shows when pressed while it was still loading, after sign-in', async () => {
    const { user } = renderApp('/login');
    // The key goes down as the sign-in page goes away, while the dashboard is on its way (its code and strings).
    let dashboardThere: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (screen.queryByLabelText('Username')) return;
      observer.disconnect();
      dashboardThere = document.querySelector('header') !== null;
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    await signIn(user);
    observer.observe(document.body, { childList: true, subtree: true });
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    expect(dashboardThere).toBe(false);
    expect(currentPath()).toBe('/dashboard');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Panel, page or command' })).toHaveFocus());
  });

  it('opens the palette when pressed the instant the dashboard appears, before anything else runs', async () => {
    storeDemoSession();
    // The key goes down in the same turn as the dashboard's top bar reaches the page (a MutationObserver's callback
    // runs right after that change, before any timer).
    const observer = new MutationObserver(() => {
      if (!document.querySelector('header')) return;
      observer.disconnect();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Go to' })).toBeInTheDocument();
    observer.disconnect();
  });
});
