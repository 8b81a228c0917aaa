import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageFullFor } from '../refused-storage';
import { setScreenSize } from '../screen-size';
import { renderApp, storeDemoSession } from '../test-utils';

const LAYOUT_KEY = 'poolbot_layout_1';
const NAMED_KEY = 'poolbot_layouts_1';

interface StoredPanel {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  state?: unknown;
}
const savedPanels = () =>
  (JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}') as { panels?: StoredPanel[] }).panels ?? [];
const namedLayouts = () =>
  JSON.parse(localStorage.getItem(NAMED_KEY) ?? '[]') as { name: string; layout: { panels: StoredPanel[] } }[];

async function openWorkspace() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  const menu = await screen.findByRole('navigation', { name: 'Menu' });
  const open = async (...entries: string[]) => {
    for (const entry of entries) await utils.user.click(within(menu).getByRole('button', { name: entry }));
  };
  return { ...utils, menu, open };
}

async function openLayoutsDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Layouts…' }));
  return screen.findByRole('dialog', { name: 'Layouts' });
}

describe('Tile', () => {
  it('lays every open panel out side by side over the whole canvas', async () => {
    const { user, open } = await openWorkspace();
    expect(screen.getByRole('button', { name: 'Tile' })).toBeDisabled();
    await open('Phygitals Listing New', 'Funding Rate', 'Open Interest');
    await user.click(screen.getByRole('button', { name: 'Tile' }));
    // The test window is 1024×768 (no layout engine: the canvas is the window).
    expect(savedPanels().map(({ id, x, y, width, height }) => ({ id, x, y, width, height }))).toEqual([
      { id: 'phygitals-listing', x: 0, y: 0, width: 331, height: 768 },
      { id: 'funding-rate', x: 347, y: 0, width: 330, height: 768 },
      { id: 'open-interest', x: 693, y: 0, width: 331, height: 768 },
    ]);
  });
});

describe('named layouts', () => {
  it('saves the open panels under a name, and opens them again as they were', async () => {
    const { user, open } = await openWorkspace();
    await open('Phygitals Listing New', 'Open Interest');
    await user.click(screen.getByRole('button', { name: 'Tile' }));
    const tiled = savedPanels();

    let dialog = await openLayoutsDialog(user);
    expect(within(dialog).getByText('No saved layouts yet.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Layout name'), '  Morning  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Layout “Morning” saved')).toBeInTheDocument();
    expect(namedLayouts()).toMatchObject([{ name: 'Morning', layout: { version: 2, panels: tiled } }]);
    expect(within(dialog).getByRole('list', { name: 'Saved layouts' })).toHaveTextContent(/Morning2 panels · saved/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Layouts' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Close all' }));
    await open('Courtyard Sales New');
    dialog = await openLayoutsDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Open layout Morning' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Layouts' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Phygitals Listing' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open Interest' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Courtyard Sales' })).not.toBeInTheDocument();
    expect(savedPanels()).toEqual(tiled);
  });

  it('opens a layout by its name in the list, as its Open button does', async () => {
    localStorage.setItem(
      NAMED_KEY,
      JSON.stringify([
        {
          name: 'Night shift',
          savedAt: '2026-03-01T08:00:00.000Z',
          layout: { version: 2, panels: [{ id: 'open-interest', x: 24, y: 0, width: 500, height: 600, zIndex: 1 }] },
        },
      ]),
    );
    const { user, open } = await openWorkspace();
    await open('Courtyard Sales New');
    const dialog = await openLayoutsDialog(user);
    const list = within(dialog).getByRole('list', { name: 'Saved layouts' });
    await user.click(within(list).getByRole('button', { name: 'Night shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Layouts' })).not.toBeInTheDocument());
    expect(await screen.findByText('Layout “Night shift” opened')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open Interest' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Courtyard Sales' })).not.toBeInTheDocument();
    expect(savedPanels()).toEqual([{ id: 'open-interest', x: 24, y: 0, width: 500, height: 600, zIndex: 1 }]);
  });

  it('says why Save is not possible, and that a name in use is replaced', async () => {
    const { user, open } = await openWorkspace();
    let dialog = await openLayoutsDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText('Open a panel first: a layout keeps the open panels.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open('Phygitals Listing New');
    dialog = await openLayoutsDialog(user);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Enter a name')).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription('Enter a name');
    await user.type(within(dialog).getByLabelText('Layout name'), 'x'.repeat(41));
    expect(within(dialog).getByText('Use at most 40 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Layout name'));
    await user.type(within(dialog).getByLabelText('Layout name'), 'Desk');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.type(within(dialog).getByLabelText('Layout name'), 'DESK');
    expect(within(dialog).getByText('Saving replaces the layout “Desk”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(namedLayouts().map((layout) => layout.name)).toEqual(['DESK']);
  });

  it('renames and deletes a layout, after asking', async () => {
    localStorage.setItem(
      NAMED_KEY,
      JSON.stringify(
        ['Evening', 'Morning'].map((name) => ({
          name,
          savedAt: '2026-03-01T08:00:00.000Z',
          layout: { version: 2, panels: [{ id: 'phygitals-listing', x: 0, y: 0, width: 500, height: 600, zIndex: 1 }] },
        })),
      ),
    );
    const { user } = await openWorkspace();
    const dialog = await openLayoutsDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Rename Morning' }));
    const field = within(dialog).getByLabelText('New name for Morning');
    await user.clear(field);
    await user.type(field, 'evening');
    expect(within(dialog).getByText('Another layout has this name')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Dawn{Enter}');
    expect(await screen.findByText('Layout renamed')).toBeInTheDocument();
    expect(namedLayouts().map((layout) => layout.name)).toEqual(['Evening', 'Dawn']);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Evening' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this layout?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Layout deleted')).toBeInTheDocument();
    expect(namedLayouts().map((layout) => layout.name)).toEqual(['Dawn']);
    expect(within(dialog).queryByText('Evening')).not.toBeInTheDocument();
  });

  it('sets aside a saved layout it cannot read, says so, and keeps the others', async () => {
    const good = {
      name: 'Good',
      savedAt: '2026-03-01T08:00:00.000Z',
      layout: { version: 2, panels: [{ id: 'open-interest', x: 0, y: 0, width: 500, height: 600, zIndex: 1 }] },
    };
    const bad = { name: '', layout: 'nope' };
    localStorage.setItem(NAMED_KEY, JSON.stringify([bad, good]));
    const { user } = await openWorkspace();
    expect(screen.getByText('One of your saved layouts could not be read; it was set aside.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${NAMED_KEY}_unreadable`) ?? '[]')).toEqual([bad]);
    const dialog = await openLayoutsDialog(user);
    expect(within(dialog).getByRole('list', { name: 'Saved layouts' })).toHaveTextContent(/Good/);
    // The list is written again only with what could be read, the unreadable one being kept aside.
    await user.click(within(dialog).getByRole('button', { name: 'Delete Good' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this layout?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(namedLayouts()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(`${NAMED_KEY}_unreadable`) ?? '[]')).toEqual([bad]);
  });

  it('says so when storage refuses to keep a layout, and shows nothing that was not kept', async () => {
    const { user, open } = await openWorkspace();
    await open('Phygitals Listing New');
    const dialog = await openLayoutsDialog(user);
    await user.type(within(dialog).getByLabelText('Layout name'), 'Full');
    // Storage refuses the named layouts only: everything else is still written.
    const written: string[] = [];
    const refuse = storageFullFor((key) => {
      written.push(key);
      return key === NAMED_KEY;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(written).toContain(NAMED_KEY);
    refuse.mockRestore();
    // The form's submit is asynchronous (react-hook-form): its message is awaited, not expected at once.
    expect(
      await within(dialog).findByText("The browser's storage refused the change; nothing was saved."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('No saved layouts yet.')).toBeInTheDocument();
  });
});

describe('on a narrow screen', () => {
  const narrow = async () => {
    setScreenSize({ width: 390 });
    storeDemoSession();
    const utils = renderApp('/dashboard');
    const openFromDrawer = async (entry: string) => {
      await utils.user.click(await screen.findByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Menu' });
      await utils.user.click(within(menu).getByRole('button', { name: entry }));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    };
    await screen.findByRole('button', { name: 'Open menu' });
    return { ...utils, openFromDrawer };
  };
  it('stacks the panels in one column, each with its own collapse and close, and keeps the floating layout', async () => {
    localStorage.setItem(
      LAYOUT_KEY,
      JSON.stringify({
        version: 2,
        panels: [{ id: 'phygitals-listing', x: 700, y: 100, width: 520, height: 610, zIndex: 1 }],
      }),
    );
    const { user, openFromDrawer } = await narrow();
    const balance = await screen.findByRole('region', { name: 'Phygitals Listing' });
    expect(within(balance).queryByRole('button', { name: 'Maximize Phygitals Listing' })).not.toBeInTheDocument();
    await openFromDrawer('Open Interest');
    const interest = await screen.findByRole('region', { name: 'Open Interest' });
    await waitFor(() => expect(interest).toHaveFocus());
    const canvas = screen.getByRole('region', { name: 'Workspace' });
    expect(
      within(canvas)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Phygitals Listing', 'Open Interest']);

    // The panel's content loads after its frame: it is there before the collapse hides it.
    const waiting = await within(balance).findByText('Waiting for listings…');
    await user.click(within(balance).getByRole('button', { name: 'Collapse Phygitals Listing' }));
    expect(waiting).not.toBeVisible();
    const expand = within(balance).getByRole('button', { name: 'Expand Phygitals Listing' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(await within(balance).findByText('Waiting for listings…')).toBeVisible();

    await user.click(within(interest).getByRole('button', { name: 'Close Open Interest' }));
    expect(screen.queryByRole('region', { name: 'Open Interest' })).not.toBeInTheDocument();
    // The narrow screen left the floating layout as it was, for when the screen is wide again.
    expect(savedPanels()).toEqual([{ id: 'phygitals-listing', x: 700, y: 100, width: 520, height: 610, zIndex: 1 }]);
  });

  it('reaches Tile, Layouts, Reset layout and Close all from one button; Tile shows every panel whole', async () => {
    const { user, openFromDrawer } = await narrow();
    await openFromDrawer('Phygitals Listing New');
    const balance = await screen.findByRole('region', { name: 'Phygitals Listing' });
    await user.click(within(balance).getByRole('button', { name: 'Collapse Phygitals Listing' }));

    await user.click(screen.getByRole('button', { name: 'Arrange panels' }));
    const actions = await screen.findByRole('menu');
    expect(
      within(actions)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Tile', 'Layouts…', 'Reset layout', 'Close all']);
    await user.click(within(actions).getByRole('menuitem', { name: 'Tile' }));
    expect(await within(balance).findByText('Waiting for listings…')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Arrange panels' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Close all' }));
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
  });
});
