import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { env } from '../../src/config/env';
import { db } from '../../src/mocks/db';
import { setScreenSize } from '../screen-size';
import { server } from '../server';
import { currentPath, renderApp, storeDemoSession } from '../test-utils';

const volumeBotOf = (id: string) => db().users.find((entry) => entry.id === id)?.volumeBot;

const LAYOUT_KEY = 'poolbot_layout_1';

async function openWorkspace() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  return { ...utils, menu };
}

const panel = (title: string) => screen.getByRole('region', { name: title });
const savedLayout = () =>
  JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}') as {
    panels?: { id: string; width: number; height: number; maximized?: boolean; zIndex: number }[];
    selectedBot?: string | null;
  };

describe('the side menu', () => {
  it('lists every group and entry, with the New badges', async () => {
    const { user, menu } = await openWorkspace();
    for (const group of ['Airdrop Farming', 'Features', 'Pokémon', 'Vinted']) {
      expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Backpack Grid Bot New' })).toBeInTheDocument();
    for (const entry of ['My Balance', 'My Operation', 'Funding Rate', 'Open Interest']) {
      expect(within(menu).getByRole('button', { name: entry })).toBeInTheDocument();
    }
    for (const entry of [
      'Courtyard Listing',
      'Courtyard Sales',
      'Phygitals Listing',
      'Phygitals Sales',
      'Collector Crypt Listing',
      'Collector Crypt Sales',
      'ID to Price',
      'All Below Midi Price',
    ]) {
      expect(within(menu).getByRole('button', { name: `${entry} New` })).toBeInTheDocument();
    }

    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Settings' }));
    const settings = within(menu).getByRole('list', { name: 'Settings' });
    expect(
      within(settings)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter']);
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    const bots = within(menu).getByRole('list', { name: 'Bot' });
    expect(
      within(bots)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Pacifica Delta NeutralNot Selected',
      'Aster Delta Neutral SpotNot Selected',
      'Hyperliquid and Pacifica Delta NeutralNot Selected',
      'Hyperliquid and EdgeX Delta NeutralNot Selected',
      'Lighter and Aster Funding RateNot Selected',
      'Lighter and Pacifica Funding RateNot Selected',
      'Lighter and EdgeX Funding RateNot Selected',
    ]);

    await user.click(within(menu).getByRole('button', { name: 'Vinted' }));
    await waitFor(() => expect(within(menu).queryByRole('button', { name: 'Upload Bot' })).not.toBeInTheDocument());
  });

  it('marks the chosen bot Selected and the others Not Selected, opens it, and saves the choice on the server', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    await user.click(within(menu).getByRole('button', { name: /^Lighter and Aster Funding Rate/ }));
    expect(
      await within(menu).findByRole('button', { name: 'Lighter and Aster Funding Rate Selected' }),
    ).toBeInTheDocument();
    expect(within(menu).getAllByText('Not Selected')).toHaveLength(6);
    expect(await screen.findByRole('region', { name: 'Lighter and Aster Funding Rate' })).toBeInTheDocument();
    await waitFor(() => expect(volumeBotOf('1')).toMatchObject({ selectedBot: 'lighterAsterFundingRate' }));
    // The rest of the settings survive the write.
    expect(volumeBotOf('1')).toMatchObject({ exchanges: { hyperliquid: { enabled: true } } });
    expect(localStorage.getItem('poolbot_selected_bot_1')).toBeNull();
  });

  it('shows the choice the server holds, as on another browser', async () => {
    const user1 = db().users.find((entry) => entry.id === '1');
    if (!user1) throw new Error('no demo user');
    user1.volumeBot = { ...(user1.volumeBot as object), selectedBot: 'lighterEdgexFundingRate' };
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    expect(
      await within(menu).findByRole('button', { name: 'Lighter and EdgeX Funding Rate Selected' }),
    ).toBeInTheDocument();
    expect(within(menu).getAllByText('Not Selected')).toHaveLength(6);
  });

  it('undoes a choice the server refuses, and says so', async () => {
    server.use(http.put(`${env.poolApiUrl}/1`, () => HttpResponse.json({ error: 'nope' }, { status: 500 })));
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    await user.click(within(menu).getByRole('button', { name: /^Lighter and Aster Funding Rate/ }));
    expect(
      await screen.findByText('The bot choice could not be saved; the previous choice is kept.'),
    ).toBeInTheDocument();
    expect(within(menu).getAllByText('Not Selected')).toHaveLength(7);
  });

  it('moves a choice this browser kept to the server once, also one taken over from a layout of the first version', async () => {
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({
        version: 1,
        selectedBot: 'volume-bot-hyperliquidEdgexDeltaNeutral',
        panels: [{ id: 'phygitals-listing', x: 0, y: 0, width: 500, height: 600, zIndex: 1 }],
      }),
    );
    const first = await openWorkspace();
    expect(await screen.findByRole('region', { name: 'Phygitals Listing' })).toBeInTheDocument();
    await first.user.click(within(first.menu).getByRole('button', { name: 'Volume Bot' }));
    await first.user.click(within(first.menu).getByRole('button', { name: 'Bot' }));
    expect(
      await within(first.menu).findByRole('button', { name: 'Hyperliquid and EdgeX Delta Neutral Selected' }),
    ).toBeInTheDocument();
    expect(savedLayout()).toMatchObject({ version: 2, panels: [{ id: 'phygitals-listing' }] });
    expect(savedLayout()).not.toHaveProperty('selectedBot');
    await waitFor(() => expect(volumeBotOf('1')).toMatchObject({ selectedBot: 'hyperliquidEdgexDeltaNeutral' }));
    await waitFor(() => expect(localStorage.getItem('poolbot_selected_bot_1')).toBeNull());
    first.unmount();

    const { user } = renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    expect(
      await within(menu).findByRole('button', { name: 'Hyperliquid and EdgeX Delta Neutral Selected' }),
    ).toBeInTheDocument();
    expect(within(menu).getAllByText('Not Selected')).toHaveLength(6);
  });

  it('leaves the server choice alone when this browser kept another one', async () => {
    const user1 = db().users.find((entry) => entry.id === '1');
    if (!user1) throw new Error('no demo user');
    user1.volumeBot = { ...(user1.volumeBot as object), selectedBot: 'lighterEdgexFundingRate' };
    localStorage.setItem('poolbot_selected_bot_1', JSON.stringify('volume-bot-pacificaDeltaNeutral'));
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Bot' }));
    expect(
      await within(menu).findByRole('button', { name: 'Lighter and EdgeX Funding Rate Selected' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('poolbot_selected_bot_1')).toBeNull());
    expect(volumeBotOf('1')).toMatchObject({ selectedBot: 'lighterEdgexFundingRate' });
  });

  it('All Below Midi Price goes to the bot management page', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'All Below Midi Price New' }));
    expect(await screen.findByRole('heading', { name: 'Bot Management' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/bot-management');
  });

  it('becomes a drawer behind a menu button on a narrow screen', async () => {
    setScreenSize({ width: 600 });
    storeDemoSession();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Courtyard Listing New' }));
    const opened = await screen.findByRole('region', { name: 'Courtyard Listing' });
    expect(await within(opened).findByText('Waiting for listings…')).toBeInTheDocument();
  });
});

describe('panels', () => {
  it('open from each group at their sizes', async () => {
    const { user, menu } = await openWorkspace();
    expect(screen.getByText('No open panels')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Backpack Grid Bot New' }));
    await user.click(within(menu).getByRole('button', { name: 'Volume Bot' }));
    await user.click(within(menu).getByRole('button', { name: 'Settings' }));
    await user.click(within(menu).getByRole('button', { name: 'EdgeX' }));
    await user.click(within(menu).getByRole('button', { name: 'My Operation' }));
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Sales New' }));

    expect(
      await within(panel('EdgeX Settings')).findByRole('textbox', { name: 'Account address' }),
    ).toBeInTheDocument();
    expect(await within(panel('My Operation')).findByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(await within(panel('Phygitals Sales')).findByText('Waiting for sales…')).toBeInTheDocument();
    expect(await within(panel('Backpack Grid Bot')).findByLabelText(/Pair/)).toBeInTheDocument();
    expect(screen.queryByText('No open panels')).not.toBeInTheDocument();
    const sizes = Object.fromEntries((savedLayout().panels ?? []).map((p) => [p.id, [p.width, p.height]]));
    expect(sizes).toEqual({
      'backpack-grid-bot': [500, 600],
      'volume-settings-edgex': [480, 600],
      'my-operation': [960, 640],
      'phygitals-sales': [500, 600],
    });
  });

  it('keeps one Vinted panel open at a time, at 500×500 (settings 480 wide)', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Upload Bot' }));
    const upload = within(menu).getByRole('list', { name: 'Upload Bot' });
    await user.click(within(upload).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('region', { name: 'Vinted Settings' })).toBeInTheDocument();
    expect(savedLayout().panels?.map((p) => [p.id, p.width, p.height])).toEqual([['vinted-settings', 480, 500]]);
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('region', { name: 'Vinted Upload' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vinted Settings' })).not.toBeInTheDocument();
    expect(savedLayout().panels?.map((p) => [p.id, p.width, p.height])).toEqual([['vinted-upload', 500, 500]]);
  });

  it('raises an open panel instead of opening a second copy, and raises on click', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await user.click(within(menu).getByRole('button', { name: 'Funding Rate' }));
    const z = (id: string) => savedLayout().panels?.find((p) => p.id === id)?.zIndex ?? 0;
    expect(z('funding-rate')).toBeGreaterThan(z('phygitals-listing'));
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    expect(screen.getAllByRole('region', { name: 'Phygitals Listing' })).toHaveLength(1);
    expect(z('phygitals-listing')).toBeGreaterThan(z('funding-rate'));
    fireEvent.mouseDown(within(panel('Funding Rate')).getByRole('heading', { name: 'Funding Rate' }));
    await waitFor(() => expect(z('funding-rate')).toBeGreaterThan(z('phygitals-listing')));
  });

  it('closes with its close button, with Alt+Shift+W (never with Escape), and all at once', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await user.click(within(menu).getByRole('button', { name: 'Funding Rate' }));
    await user.click(within(menu).getByRole('button', { name: 'Open Interest' }));
    await user.click(screen.getByRole('button', { name: 'Close Phygitals Listing' }));
    expect(screen.queryByRole('region', { name: 'Phygitals Listing' })).not.toBeInTheDocument();

    screen.getByRole('button', { name: 'Maximize Funding Rate' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Funding Rate' })).toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(screen.queryByRole('region', { name: 'Funding Rate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    expect(screen.getByText('No open panels')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close all' })).toBeDisabled();
  });

  it('maximises and restores from the header button and by double-clicking the header', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await user.click(screen.getByRole('button', { name: 'Maximize Phygitals Listing' }));
    expect(savedLayout().panels?.[0]?.maximized).toBe(true);
    await user.dblClick(within(panel('Phygitals Listing')).getByRole('heading', { name: 'Phygitals Listing' }));
    expect(savedLayout().panels?.[0]).toMatchObject({ maximized: false, width: 500, height: 600 });
    expect(screen.getByRole('button', { name: 'Maximize Phygitals Listing' })).toBeInTheDocument();
  });

  it('comes back after a remount', async () => {
    const first = await openWorkspace();
    await first.user.click(within(first.menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await first.user.click(within(first.menu).getByRole('button', { name: 'Courtyard Listing New' }));
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('region', { name: 'Phygitals Listing' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Courtyard Listing' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Courtyard Listing' })).findByText('Waiting for listings…'),
    ).toBeInTheDocument();
  });

  it("keeps each user's layout to themselves", async () => {
    const first = await openWorkspace();
    await first.user.click(within(first.menu).getByRole('button', { name: 'Phygitals Listing New' }));
    first.unmount();
    storeDemoSession('demo2fa');
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
  });

  it('starts empty, says so and keeps the unreadable layout aside when the saved one is corrupt', async () => {
    localStorage.setItem(LAYOUT_KEY, '{"version":1,"panels":"oops"');
    const { user } = await openWorkspace();
    expect(screen.getByText(/One part of your saved layout could not be read; it was set aside/)).toBeInTheDocument();
    expect(screen.getByText('No open panels')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${LAYOUT_KEY}_unreadable`) ?? '')).toEqual([
      '{"version":1,"panels":"oops"',
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('sets aside only the saved panels it cannot read, and opens the others where they were', async () => {
    const good = { id: 'open-interest', x: 40, y: 30, width: 520, height: 610, zIndex: 2 };
    const badSize = { id: 'phygitals-listing', x: 0, y: 0, width: 'wide', height: 600, zIndex: 1 };
    const noId = { x: 0, y: 0, width: 500, height: 600, zIndex: 3 };
    localStorage.setItem(LAYOUT_KEY, JSON.stringify({ version: 2, panels: [badSize, good, noId] }));
    await openWorkspace();
    expect(await screen.findByRole('region', { name: 'Open Interest' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phygitals Listing' })).not.toBeInTheDocument();
    expect(screen.getByText(/2 parts of your saved layout could not be read; they were set aside/)).toBeInTheDocument();
    expect(savedLayout().panels).toEqual([good]);
    expect(JSON.parse(localStorage.getItem(`${LAYOUT_KEY}_unreadable`) ?? '')).toEqual([badSize, noId]);
  });

  it('drops saved panels the catalogue no longer has', async () => {
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({
        version: 1,
        selectedBot: null,
        panels: [
          { id: 'retired-panel', x: 0, y: 0, width: 500, height: 600, zIndex: 1 },
          { id: 'open-interest', x: 10, y: 10, width: 500, height: 600, zIndex: 2 },
        ],
      }),
    );
    await openWorkspace();
    expect(await screen.findByRole('region', { name: 'Open Interest' })).toBeInTheDocument();
    expect(savedLayout().panels?.map((p) => p.id)).toEqual(['open-interest']);
  });

  it('resets the layout to the default sizes', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await user.click(screen.getByRole('button', { name: 'Maximize Phygitals Listing' }));
    await user.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(savedLayout().panels?.[0]).toMatchObject({ id: 'phygitals-listing', width: 500, height: 600 });
    expect(savedLayout().panels?.[0]?.maximized).toBeUndefined();
  });

  it('keeps the open panels while the user visits another page', async () => {
    const { user, menu } = await openWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await user.click(screen.getByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('region', { name: 'Phygitals Listing' })).toBeInTheDocument();
  });
});
