import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../src/i18n';
import { definePanel } from '../../src/panel-contract/panel-manifest';
import type { PanelProps } from '../../src/panel-contract/panel-props';
import { ToastProvider } from '../../src/components/toast';
import type { WorkspaceCatalogue } from '../../src/workspace/catalogue';
import { SideMenu } from '../../src/workspace/side-menu';
import { WorkspaceCanvas } from '../../src/workspace/workspace-canvas';
import { WorkspaceProvider } from '../../src/workspace/workspace-provider';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

/** A panel that shows what it was handed, and chooses a market or a card of its own. */
function Picker({ api, selection }: PanelProps) {
  return (
    <div>
      <button type="button" onClick={() => api.select({ kind: 'market', base: 'BTC' })}>
        Choose BTC
      </button>
      <button type="button" onClick={() => api.select({ kind: 'card', certificate: '12345678' })}>
        Choose a card
      </button>
      <p>
        {selection ? `Showing ${selection.kind === 'market' ? selection.base : selection.certificate}` : 'Own choice'}
      </p>
    </div>
  );
}

const load = () => Promise.resolve({ default: Picker });
const catalogue: WorkspaceCatalogue = {
  panels: [
    definePanel({
      id: 'markets',
      title: () => 'Markets',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      accepts: ['market'],
      params: undefined,
      load,
    }),
    definePanel({
      id: 'chart',
      title: () => 'Chart',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      accepts: ['market'],
      params: undefined,
      load,
    }),
    definePanel({
      id: 'cards',
      title: () => 'Cards',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      accepts: ['card'],
      params: undefined,
      load,
    }),
  ],
  menu: [
    {
      id: 'all',
      label: () => 'All',
      items: [
        { kind: 'panel', panelId: 'markets' },
        { kind: 'panel', panelId: 'chart' },
        { kind: 'panel', panelId: 'cards' },
      ],
    },
  ],
};

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
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  return { user, menu };
}

async function link(user: ReturnType<typeof userEvent.setup>, title: string, colour: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Link colour of ${title}:`) }));
  await user.click(await screen.findByRole('menuitem', { name: colour }));
}

describe('link colours between panels', () => {
  it('let panels of one colour follow what is chosen in any of them, and no panel outside it', async () => {
    const { user, menu } = renderWorkspace();
    for (const name of ['Markets', 'Chart', 'Cards']) await user.click(within(menu).getByRole('button', { name }));
    const markets = await screen.findByRole('region', { name: 'Markets' });
    const chart = await screen.findByRole('region', { name: 'Chart' });
    const cards = await screen.findByRole('region', { name: 'Cards' });
    expect(screen.getByRole('button', { name: 'Link colour of Markets: Not linked' })).toBeInTheDocument();

    await link(user, 'Markets', 'Blue');
    await link(user, 'Chart', 'Blue');
    expect(screen.getByRole('button', { name: 'Link colour of Chart: Blue' })).toBeInTheDocument();
    await user.click(await within(markets).findByRole('button', { name: 'Choose BTC' }));
    expect(await within(chart).findByText('Showing BTC')).toBeInTheDocument();
    // The panel that chose keeps its own; a panel of no colour hears nothing.
    expect(within(markets).getByText('Own choice')).toBeInTheDocument();
    expect(within(cards).getByText('Own choice')).toBeInTheDocument();

    // Joining a colour brings its last choice: a market, which a card panel cannot show, so it says so.
    await link(user, 'Cards', 'Blue');
    expect(await within(cards).findByText(/chose a market, which this panel does not show/)).toBeInTheDocument();
    expect(within(cards).getByText('Own choice')).toBeInTheDocument();

    // Out of the group, the chart no longer follows.
    await link(user, 'Chart', 'Not linked');
    await user.click(within(cards).getByRole('button', { name: 'Choose a card' }));
    expect(within(chart).getByText('Showing BTC')).toBeInTheDocument();
    expect(within(markets).queryByText(/Showing/)).not.toBeInTheDocument();
    expect(await within(markets).findByText(/chose a card, which this panel does not show/)).toBeInTheDocument();
  });

  it('keeps each panel’s colour with the layout, for the next visit', async () => {
    const first = renderWorkspace();
    await first.user.click(within(first.menu).getByRole('button', { name: 'Markets' }));
    await link(first.user, 'Markets', 'Purple');
    expect(JSON.parse(localStorage.getItem('poolbot_layout_u1') ?? '{}')).toMatchObject({
      panels: [{ id: 'markets', link: 'purple' }],
    });
  });
});
