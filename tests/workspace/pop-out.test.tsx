import { StrictMode, useState } from 'react';
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
import { POP_OUT_SETTLE_MS } from '../../src/workspace/pop-out-window';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  // The "second page" is this one: the pop-out's style cache wrote into this document's head. The cache goes with the
  // test; its rules would be matched against every element the worker's later files name.
  for (const style of document.head.querySelectorAll('style[data-emotion="pop-out"]')) style.remove();
});

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
      load: () => Promise.resolve({ default: Tally }),
    }),
  ],
  menu: [{ id: 'all', label: () => 'All', items: [{ kind: 'panel', panelId: 'tally' }] }],
};

/**
 * The window the browser gives: this test environment has no second page that works, so the panel's "window" renders
 * into this page's body (outside the workspace); its events are its own, and closing it is recorded.
 */
function secondPage({ closed = false } = {}) {
  const events = new EventTarget();
  const close = vi.fn();
  const target = {
    document,
    closed,
    close,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  return { target: target as unknown as Window, close };
}

function renderWorkspace({ strict = false } = {}) {
  const user = userEvent.setup({ delay: null });
  const workspace = (
    <MemoryRouter>
      <ToastProvider>
        <WorkspaceProvider userId="u1" catalogue={catalogue}>
          <SideMenu />
          <WorkspaceCanvas />
        </WorkspaceProvider>
      </ToastProvider>
    </MemoryRouter>
  );
  const { unmount } = render(strict ? <StrictMode>{workspace}</StrictMode> : workspace);
  return { user, unmount, menu: screen.getByRole('navigation', { name: 'Menu' }) };
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
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    await screen.findByRole('main');
    // Seconds later, the user closes the window: its page goes away.
    vi.setSystemTime(Date.now() + 5000);
    target.dispatchEvent(new Event('pagehide'));
    expect(await within(frame).findByRole('button', { name: /Counted/ })).toBeInTheDocument();
    expect(within(frame).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so, and keeps the panel in place, when its window closes as soon as it opened', async () => {
    const { target } = secondPage();
    vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    vi.useFakeTimers({ toFake: ['Date'] });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    await screen.findByRole('main');
    // Within a second, before the user has seen it: the browser (or an extension) closed it.
    vi.setSystemTime(Date.now() + POP_OUT_SETTLE_MS - 1);
    target.dispatchEvent(new Event('pagehide'));
    expect(await within(frame).findByRole('alert')).toHaveTextContent(
      'The new window closed as soon as it opened (the browser or a pop-up blocker closed it): the panel stayed here.',
    );
    expect(await within(frame).findByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(within(frame).queryByText('Tally is in its own window.')).not.toBeInTheDocument();
  });

  it('says so when the window it was given is closed already, or cannot be written into', async () => {
    const { target } = secondPage({ closed: true });
    vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    expect(await within(frame).findByRole('alert')).toHaveTextContent(/closed as soon as it opened/);

    // A window of another origin (its document cannot be reached): closed again, and said as a blocked one.
    const close = vi.fn();
    const foreign = {
      close,
      get document(): Document {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    vi.spyOn(window, 'open').mockReturnValue(foreign as unknown as Window);
    await user.click(within(frame).getByRole('button', { name: 'Open Tally in its own window' }));
    expect(close).toHaveBeenCalled();
    expect(await within(frame).findByText(/The browser did not open a new window/)).toBeInTheDocument();
  });

  it("keeps the window open under React's development checks, which mount every effect twice", async () => {
    const { target, close } = secondPage();
    vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu } = renderWorkspace({ strict: true });
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    const windowPage = (await screen.findByRole('main')).parentElement;
    if (!windowPage) throw new Error('no window page');
    expect(await within(windowPage).findByRole('button', { name: 'Counted 0' })).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    expect(within(frame).getByText('Tally is in its own window.')).toBeInTheDocument();
    // Closing the panel closes its window.
    await user.click(within(frame).getByRole('button', { name: 'Close Tally' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes the windows when the tab goes away, and when the workspace does (sign-out)', async () => {
    const { target, close } = secondPage();
    vi.spyOn(window, 'open').mockReturnValue(target);
    const { user, menu, unmount } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Tally' }));
    const frame = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(frame).findByRole('button', { name: 'Open Tally in its own window' }));
    await screen.findByRole('main');
    window.dispatchEvent(new Event('pagehide'));
    expect(close).toHaveBeenCalledTimes(1);
    unmount();
    expect(close).toHaveBeenCalledTimes(2);
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
