import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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
import { UNDO_DURATION_MS, UndoClose } from '../../src/workspace/undo-close';
import { WorkspaceActionsBar } from '../../src/workspace/workspace-actions-bar';
import { WorkspaceCanvas } from '../../src/workspace/workspace-canvas';
import { WorkspaceProvider } from '../../src/workspace/workspace-provider';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));
afterEach(() => vi.useRealTimers());

const LAYOUT_KEY = 'poolbot_layout_u1';

/** A panel with a count it keeps with the layout. */
function Counter({ title, initialState, saveState }: PanelProps<undefined, number>) {
  const [count, setCount] = useState(initialState ?? 0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
        saveState(count + 1);
      }}
    >{`${title} counted ${count}`}</button>
  );
}

const panel = (id: string, title: string) =>
  definePanel({
    id,
    title: () => title,
    size: { width: 320, height: 220 },
    sizeReason: 'a test panel',
    params: undefined,
    stateSchema: z.number(),
    load: () => Promise.resolve({ default: Counter }),
  });

const catalogue: WorkspaceCatalogue = {
  panels: [panel('tally', 'Tally'), panel('score', 'Score')],
  menu: [
    {
      id: 'all',
      label: () => 'All',
      items: [
        { kind: 'panel', panelId: 'tally' },
        { kind: 'panel', panelId: 'score' },
      ],
    },
  ],
};

/** Two panels where the user left them: Tally moved, resized, linked blue, counted 7; Score over it. */
const LEFT = [
  { id: 'tally', x: 140, y: 90, width: 410, height: 330, zIndex: 1, link: 'blue', state: 7 },
  { id: 'score', x: 600, y: 20, width: 320, height: 220, zIndex: 2, state: 2 },
];

function renderWorkspace() {
  localStorage.setItem(LAYOUT_KEY, JSON.stringify({ version: 2, panels: LEFT }));
  const user = userEvent.setup({
    delay: null,
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(
    <MemoryRouter>
      <ToastProvider>
        <WorkspaceProvider userId="u1" catalogue={catalogue}>
          <WorkspaceActionsBar />
          <SideMenu />
          <WorkspaceCanvas />
          <UndoClose />
        </WorkspaceProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  return { user };
}

const saved = () =>
  (JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}') as { panels?: Record<string, unknown>[] }).panels ?? [];

describe('Undo after closing panels', () => {
  it('puts a closed panel back where it was, at its size, in its link colour, with what it had saved', async () => {
    const { user } = renderWorkspace();
    const tally = await screen.findByRole('region', { name: 'Tally' });
    await user.click(await within(tally).findByRole('button', { name: 'Tally counted 7' }));
    await user.click(within(tally).getByRole('button', { name: 'Close Tally' }));
    expect(screen.queryByRole('region', { name: 'Tally' })).not.toBeInTheDocument();
    expect(saved().map((entry) => entry.id)).toEqual(['score']);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Panel closed: Tally.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    const back = await screen.findByRole('region', { name: 'Tally' });
    expect(await within(back).findByRole('button', { name: 'Tally counted 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link colour of Tally: Blue' })).toBeInTheDocument();
    expect(saved().find((entry) => entry.id === 'tally')).toMatchObject({
      x: 140,
      y: 90,
      width: 410,
      height: 330,
      link: 'blue',
      state: 8,
    });
    // Back in front of the panel that stayed, as the panel the user wanted back.
    const layer = (name: string) => Number(screen.getByRole('region', { name }).parentElement?.style.zIndex);
    expect(layer('Tally')).toBeGreaterThan(layer('Score'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('puts back every panel after Close all, and after a panel closed from the keyboard', async () => {
    const { user } = renderWorkspace();
    await screen.findByRole('region', { name: 'Score' });
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    expect(screen.getByText('No open panels')).toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('2 panels closed.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Tally counted 7' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Score counted 2' })).toBeInTheDocument();
    expect(saved()).toEqual([
      { id: 'tally', x: 140, y: 90, width: 410, height: 330, zIndex: 1, link: 'blue', state: 7 },
      { id: 'score', x: 600, y: 20, width: 320, height: 220, zIndex: 2, state: 2 },
    ]);

    screen.getByRole('button', { name: 'Score counted 2' }).focus();
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(screen.queryByRole('region', { name: 'Score' })).not.toBeInTheDocument();
    // The focus goes on to the panel now in front.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Tally' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Panel closed: Score.'));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Score counted 2' })).toBeInTheDocument();
  });

  it('offers Undo for 8 seconds, longer than a toast’s 3, and only for the last closing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderWorkspace();
    await user.click(await screen.findByRole('button', { name: 'Close Tally' }));
    await user.click(screen.getByRole('button', { name: 'Close Score' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Panel closed: Score.'));
    expect(UNDO_DURATION_MS).toBe(8000);
    act(() => {
      vi.advanceTimersByTime(UNDO_DURATION_MS - 1000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 500 });
    // Undo was for Score only: Tally, closed before, stays closed.
    expect(screen.getByText('No open panels')).toBeInTheDocument();
  });
});
