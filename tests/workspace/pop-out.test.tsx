import { lazy, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as z from 'zod/mini';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../src/i18n';
import { definePanel } from '../../src/panel-contract/panel-manifest';
import type { PanelProps } from '../../src/panel-contract/panel-props';
import { ToastProvider } from '../../src/components/toast';
import type { WorkspaceCatalogue } from '../../src/workspace/catalogue';
import { SideMenu } from '../../src/workspace/side-menu';
import { WorkspaceCanvas } from '../../src/workspace/workspace-canvas';
import { WorkspaceProvider } from '../../src/workspace/workspace-provider';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));
afterEach(() => vi.restoreAllMocks());

/** A panel with something to count, kept with the layout. */
function Tally({ initialState, saveState }: PanelProps<undefined, number>) {
  const [count, setCount] = useState(initialState ?? 0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        saveState(count + 1);
      }}
    >
      {`Counted ${count}`}
    </button>
  );
}

const catalogue: WorkspaceCatalogue = {
  panels: [
    definePanel({
      id: 'tally',
      title: () => 'Tally',
      size: { width: 320, height: 240 },
      sizeReason: 'a test panel',
      params: undefined,
      stateSchema: z.number(),
      component: lazy(() => Promise.resolve({ default: Tally })),
    }),
  ],
  menu: [{ id: 'all', label: () => 'All', items: [{ kind: 'panel', panelId: 'tally' }] }],
};

/**
 * The window the browser gives: this test environment has no second page that works, so the panel's "window" renders
 * into this page's body (outside the workspace); its events are its own, and closing it is recorded.
 */
function secondPage() {
  const events = new EventTarget();
  const close = vi.fn();
  const target = {
    document,
    close,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  return { target: target as unknown as Window, close };
}

function renderWorkspace() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ToastProvider>
        <WorkspaceProvider userId="u1" catalogue={catalogue}>
          <SideMenu />
          <WorkspaceCanvas />
        </WorkspaceProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { user, menu: screen.getByRole('navigation', { name: 'Menu' }) };
}

describe('popping a panel out', () => {
  it('shows the panel in its own window, from what it last saved, and brings it back to its place', async () => {
    const { target, close } = secondPage();
    const open = vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Counted 0' }));

    await user.click(within(frame).getByRole('button', { name: 'Open Tally in its own window' }));
    expect(open).toHaveBeenCalledWith('', 'poolbot-panel-tally', 'popup,width=320,height=240');
    expect(within(frame).getByText('Tally is in its own window.')).toBeInTheDocument();
    // In its window: the part of the page outside the workspace's frame.
    const windowPage = (await screen.findByRole('main')).parentElement;
    if (!windowPage) throw new Error('no window page');
    const inWindow = within(windowPage);
    expect(await inWindow.findByRole('button', { name: 'Counted 1' })).toBeInTheDocument();
    expect(document.title).toBe('Tally');
    await user.click(inWindow.getByRole('button', { name: 'Counted 1' }));
    expect(inWindow.getByRole('button', { name: 'Counted 2' })).toBeInTheDocument();

    await user.click(inWindow.getByRole('button', { name: 'Bring back' }));
    expect(close).toHaveBeenCalled();
    expect(await within(frame).findByRole('button', { name: 'Counted 2' })).toBeInTheDocument();
    expect(within(frame).queryByText('Tally is in its own window.')).not.toBeInTheDocument();
  });

  it('brings the panel back when the user closes its window', async () => {
    const { target } = secondPage();
    vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    await screen.findByRole('main');
    // The user closes the window: its page goes away.
    target.dispatchEvent(new Event('pagehide'));
    expect(await within(frame).findByRole('button', { name: /Counted/ })).toBeInTheDocument();
  });

  it('says so, and keeps the panel in place, when the browser will not open a window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    expect(within(frame).getByText(/The browser did not open a new window/)).toBeInTheDocument();
    await waitFor(() => expect(within(frame).getByRole('button', { name: 'Counted 0' })).toBeInTheDocument());
  });
});
