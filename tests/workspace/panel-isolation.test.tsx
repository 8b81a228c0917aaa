import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../src/i18n';
import { definePanel, type PanelManifest } from '../../src/panel-contract/panel-manifest';
import type { PanelProps } from '../../src/panel-contract/panel-props';
import type { WorkspaceCatalogue } from '../../src/workspace/catalogue';
import { SideMenu } from '../../src/workspace/side-menu';
import { WorkspaceCanvas } from '../../src/workspace/workspace-canvas';
import { WorkspaceProvider } from '../../src/workspace/workspace-provider';

const renders = vi.fn<ProfilerOnRenderCallback>();

// The app loads the dashboard's strings before it shows the workspace; this file renders the workspace on its own.
beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

function Probe({ title }: PanelProps) {
  return (
    <Profiler id={title} onRender={renders}>
      <p>{`${title} content`}</p>
    </Profiler>
  );
}

function Broken(): never {
  throw new Error('panel exploded');
}

const probe = () => Promise.resolve({ default: Probe });
const broken = () => Promise.resolve({ default: Broken });

function manifest(id: string, load: typeof probe = probe): PanelManifest {
  return definePanel({
    id,
    title: () => id,
    size: { width: 320, height: 220 },
    sizeReason: 'a test panel',
    params: undefined,
    load,
  });
}

function renderWorkspace(catalogue: WorkspaceCatalogue) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <WorkspaceProvider userId="t" catalogue={catalogue}>
        <Profiler id="menu" onRender={renders}>
          <SideMenu />
        </Profiler>
        <WorkspaceCanvas />
      </WorkspaceProvider>
    </MemoryRouter>,
  );
  return user;
}

const drag = (element: HTMLElement, by: { x: number; y: number }) => {
  fireEvent.mouseDown(element, { clientX: 100, clientY: 100, button: 0 });
  fireEvent.mouseMove(document, { clientX: 100 + by.x, clientY: 100 + by.y });
  fireEvent.mouseUp(document, { clientX: 100 + by.x, clientY: 100 + by.y });
};

describe('panel isolation', () => {
  it('dragging or resizing one panel of ten re-renders no other panel and nothing of the menu', async () => {
    // The menu buttons' click ripples fade out on timers (MUI's TouchRipple, 550 ms): they are run out before the drag,
    // so that a ripple ending on a slow machine is not counted as the drag re-rendering the menu.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ids = Array.from({ length: 10 }, (_, index) => `panel-${index}`);
    const user = renderWorkspace({
      panels: ids.map((id) => manifest(id)),
      menu: [{ id: 'all', label: () => 'All', items: ids.map((panelId) => ({ kind: 'panel', panelId })) }],
    });
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    for (const id of ids) await user.click(within(menu).getByRole('button', { name: id }));
    for (const id of ids) expect(await screen.findByText(`${id} content`)).toBeInTheDocument();
    const savedPanel = (id: string) =>
      (
        JSON.parse(localStorage.getItem('poolbot_layout_t') ?? '{}') as {
          panels: { id: string; x: number; y: number; width: number; height: number }[];
        }
      ).panels.find((panel) => panel.id === id);
    const before = savedPanel('panel-3');
    const region = screen.getByRole('region', { name: 'panel-3' });
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    renders.mockClear();
    // A drop that lands clear of every edge a panel snaps to, so it stays exactly where it was dropped.
    drag(within(region).getByRole('heading', { name: 'panel-3' }), { x: 40, y: 120 });
    expect(savedPanel('panel-3')).toMatchObject({ x: (before?.x ?? 0) + 40, y: (before?.y ?? 0) + 120 });
    const renderedByDrag = new Set(renders.mock.calls.map(([id]) => id));
    expect([...renderedByDrag].filter((id) => id !== 'panel-3')).toEqual([]);

    // A drop 5 px right of the left edge of the panel below it snaps to line up with it: the snap shows while the
    // panel is dragged, which re-renders that panel alone too.
    renders.mockClear();
    drag(within(region).getByRole('heading', { name: 'panel-3' }), { x: -35, y: 0 });
    expect(savedPanel('panel-3')).toMatchObject({ x: before?.x, y: (before?.y ?? 0) + 120 });
    const renderedBySnap = new Set(renders.mock.calls.map(([id]) => id));
    expect([...renderedBySnap].filter((id) => id !== 'panel-3')).toEqual([]);

    renders.mockClear();
    const corner = region.parentElement?.querySelector('.panel-resize-corner')?.parentElement;
    if (!corner) throw new Error('no resize handle');
    drag(corner, { x: 40, y: 30 });
    expect(savedPanel('panel-3')).not.toMatchObject({ width: before?.width, height: before?.height });
    const renderedByResize = new Set(renders.mock.calls.map(([id]) => id));
    expect([...renderedByResize].filter((id) => id !== 'panel-3')).toEqual([]);
  });

  it('a panel that throws shows the error and a retry in its own frame; the rest goes on', async () => {
    const user = renderWorkspace({
      panels: [manifest('healthy'), manifest('fragile', broken)],
      menu: [
        {
          id: 'all',
          label: () => 'All',
          items: [
            { kind: 'panel', panelId: 'healthy' },
            { kind: 'panel', panelId: 'fragile' },
          ],
        },
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'healthy' }));
    await user.click(within(menu).getByRole('button', { name: 'fragile' }));

    const fragile = screen.getByRole('region', { name: 'fragile' });
    expect(await within(fragile).findByText(/fragile stopped working/)).toBeInTheDocument();
    expect(within(fragile).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'healthy' })).getByText('healthy content')).toBeInTheDocument();

    await user.click(within(fragile).getByRole('button', { name: 'Close fragile' }));
    expect(screen.queryByRole('region', { name: 'fragile' })).not.toBeInTheDocument();
    expect(screen.getByText('healthy content')).toBeInTheDocument();
  });
});
