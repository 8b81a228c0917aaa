import { useState } from 'react';
import { createPortal } from 'react-dom';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../src/i18n';
import { useMenuChoice } from '../../src/panel-contract/menu-choice';
import { definePanel } from '../../src/panel-contract/panel-manifest';
import type { PanelProps } from '../../src/panel-contract/panel-props';
import type { MenuBadgeProps, WorkspaceCatalogue } from '../../src/workspace/catalogue';
import { ToastProvider } from '../../src/components/toast';
import { LayoutsDialog } from '../../src/workspace/layouts-dialog';
import { SideMenu } from '../../src/workspace/side-menu';
import { WorkspaceActionsBar } from '../../src/workspace/workspace-actions-bar';
import { WorkspaceCanvas } from '../../src/workspace/workspace-canvas';
import { WorkspaceProvider } from '../../src/workspace/workspace-provider';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

const LAYOUT_KEY = 'poolbot_layout_u1';
const counterState = z.object({ count: z.int().check(z.minimum(0)) });
type CounterState = z.output<typeof counterState>;

/** A panel that uses every part of the contract: params, its saved state and the workspace's API. */
function Counter({
  title,
  params,
  initialState,
  saveState,
  api,
  selection,
}: PanelProps<{ step: number }, CounterState>) {
  const [count, setCount] = useState(initialState?.count ?? 0);
  return (
    <div>
      {selection?.kind === 'market' && <p>{`On ${selection.base}, long ${selection.long ?? '?'}`}</p>}
      {selection && (
        <button onClick={() => api.openPanel('other', { kind: 'card', certificate: '123' })}>Hand back</button>
      )}
      <p>{`${title}: ${count}`}</p>
      <button
        type="button"
        onClick={() => {
          const next = count + params.step;
          setCount(next);
          saveState({ count: next });
        }}
      >
        Add
      </button>
      <button type="button" onClick={() => api.setTitle(`Counter at ${count}`)}>
        Rename
      </button>
      <button type="button" onClick={() => api.setTitle(null)}>
        Own name
      </button>
      <button type="button" onClick={api.close}>
        Done
      </button>
    </div>
  );
}

function Other({ api, selection }: PanelProps) {
  return (
    <div>
      <button type="button" onClick={api.focus}>
        Focus me
      </button>
      <button type="button" onClick={() => api.openPanel('counter', { kind: 'market', base: 'SOL', long: 'lighter' })}>
        Open the counter on SOL
      </button>
      <button type="button" onClick={() => api.openPanel('counter')}>
        Open the counter
      </button>
      <p>{selection ? `Handed ${JSON.stringify(selection)}` : 'Nothing handed'}</p>
    </div>
  );
}

/** A form that tells the workspace when it holds unsaved text; with a list and a search that open over the page. */
function Editor({ api }: PanelProps) {
  const [text, setText] = useState('');
  const [colour, setColour] = useState('red');
  return (
    <div>
      <TextField select label="Colour" value={colour} onChange={(event) => setColour(event.target.value)}>
        <MenuItem value="red">Red</MenuItem>
        <MenuItem value="blue">Blue</MenuItem>
      </TextField>
      <Autocomplete options={['BTC', 'ETH']} renderInput={(params) => <TextField {...params} label="Market" />} />
      {createPortal(
        <button type="button" aria-label="Floating over the page">
          ⋯
        </button>,
        document.body,
      )}
      <label>
        Note
        <input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            api.setUnsavedChanges(event.target.value !== '');
          }}
        />
      </label>
      <button type="button" onClick={() => api.setUnsavedChanges(false)}>
        Save note
      </button>
    </div>
  );
}

const chosen: string[] = [];
function ChoiceBadge({ panelId }: MenuBadgeProps) {
  useMenuChoice(() => chosen.push(panelId));
  return <span> badge</span>;
}

const catalogue: WorkspaceCatalogue = {
  panels: [
    definePanel({
      id: 'counter',
      title: () => 'Counter',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      accepts: ['market'],
      params: { step: 5 },
      stateSchema: counterState,
      load: () => Promise.resolve({ default: Counter }),
    }),
    definePanel({
      id: 'other',
      title: () => 'Other',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      accepts: ['card'],
      params: undefined,
      load: () => Promise.resolve({ default: Other }),
    }),
    definePanel({
      id: 'editor',
      title: () => 'Editor',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      params: undefined,
      exclusiveGroup: 'notes',
      load: () => Promise.resolve({ default: Editor }),
    }),
    definePanel({
      id: 'viewer',
      title: () => 'Viewer',
      size: { width: 320, height: 220 },
      sizeReason: 'a test panel',
      params: undefined,
      exclusiveGroup: 'notes',
      load: () => Promise.resolve({ default: Other }),
    }),
  ],
  menu: [
    {
      id: 'all',
      label: () => 'All',
      items: [
        { kind: 'panel', panelId: 'counter', Badge: ChoiceBadge },
        { kind: 'panel', panelId: 'other' },
        { kind: 'panel', panelId: 'editor' },
        { kind: 'panel', panelId: 'viewer' },
      ],
    },
  ],
};

function renderWorkspace() {
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <MemoryRouter>
      <ToastProvider>
        <WorkspaceProvider userId="u1" catalogue={catalogue}>
          <WorkspaceActionsBar />
          <SideMenu />
          <WorkspaceCanvas />
          <LayoutsDialog />
        </WorkspaceProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  return { user, menu, ...utils };
}

describe('the panel contract', () => {
  it('hands a panel its params and keeps what it saves with the layout, for the next visit', async () => {
    const first = renderWorkspace();
    await first.user.click(within(first.menu).getByRole('button', { name: /^Counter/ }));
    const counter = await screen.findByRole('region', { name: 'Counter' });
    expect(await within(counter).findByText('Counter: 0')).toBeInTheDocument();
    await first.user.click(within(counter).getByRole('button', { name: 'Add' }));
    await first.user.click(within(counter).getByRole('button', { name: 'Add' }));
    expect(within(counter).getByText('Counter: 10')).toBeInTheDocument();
    first.unmount();

    renderWorkspace();
    expect(await screen.findByText('Counter: 10')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}')).toMatchObject({
      version: 2,
      panels: [{ id: 'counter', state: { count: 10 } }],
    });
  });

  it('forgets the state of a panel when it closes', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: /^Counter/ }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Close Counter' }));
    await user.click(within(menu).getByRole('button', { name: /^Counter/ }));
    expect(await screen.findByText('Counter: 0')).toBeInTheDocument();
  });

  it('opens a panel whose saved state it cannot read with its defaults, and sets that state aside', async () => {
    const unreadable = { id: 'counter', x: 0, y: 0, width: 320, height: 220, zIndex: 1, state: { count: -3 } };
    localStorage.setItem(LAYOUT_KEY, JSON.stringify({ version: 2, panels: [unreadable] }));
    renderWorkspace();
    expect(await screen.findByText('Counter: 0')).toBeInTheDocument();
    expect(screen.getByText(/One part of your saved layout could not be read/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`${LAYOUT_KEY}_unreadable`) ?? '')).toEqual([
      { id: 'counter', state: { count: -3 } },
    ]);
    expect(JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '{}')).toEqual({
      version: 2,
      panels: [{ id: 'counter', x: 0, y: 0, width: 320, height: 220, zIndex: 1 }],
    });
  });

  it('lets a panel open another and hand it a market or a card, which the other shows until it closes', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: /^Other/ }));
    const other = await screen.findByRole('region', { name: 'Other' });
    expect(await within(other).findByText('Nothing handed')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Open the counter on SOL' }));
    const counter = await screen.findByRole('region', { name: 'Counter' });
    expect(await within(counter).findByText('On SOL, long lighter')).toBeInTheDocument();
    // Handing back: the first panel, open already, gets it too; a panel hands nothing to itself.
    await user.click(within(counter).getByRole('button', { name: 'Hand back' }));
    expect(within(other).getByText('Handed {"kind":"card","certificate":"123"}')).toBeInTheDocument();
    // A panel that closes forgets what it was handed; opened plainly, it gets nothing.
    await user.click(screen.getByRole('button', { name: 'Close Counter' }));
    await user.click(within(other).getByRole('button', { name: 'Open the counter' }));
    const reopened = await screen.findByRole('region', { name: 'Counter' });
    expect(await within(reopened).findByText('Counter: 0')).toBeInTheDocument();
    expect(within(reopened).queryByText(/^On /)).not.toBeInTheDocument();
  });

  it('lets a panel change its title, take its own back, and close itself', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: /^Counter/ }));
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const renamed = screen.getByRole('region', { name: 'Counter at 0' });
    expect(within(renamed).getByRole('heading', { name: 'Counter at 0' })).toBeInTheDocument();
    await user.click(within(renamed).getByRole('button', { name: 'Own name' }));
    expect(screen.getByRole('region', { name: 'Counter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Counter' })).not.toBeInTheDocument();
  });

  it('brings a panel that asks for focus to the front, with the keyboard focus in it', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Other' }));
    await user.click(within(menu).getByRole('button', { name: /^Counter/ }));
    const layer = (name: string) => Number(screen.getByRole('region', { name }).parentElement?.style.zIndex);
    expect(layer('Counter')).toBeGreaterThan(layer('Other'));
    await user.click(await screen.findByRole('button', { name: 'Focus me' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Other' })).toHaveFocus());
    expect(layer('Other')).toBeGreaterThan(layer('Counter'));
  });

  it("tells a feature's badge each time the user chooses its entry", async () => {
    chosen.length = 0;
    const { user, menu } = renderWorkspace();
    const entry = within(menu).getByRole('button', { name: 'Counter badge' });
    await user.click(entry);
    await user.click(entry);
    await user.click(within(menu).getByRole('button', { name: 'Other' }));
    expect(chosen).toEqual(['counter', 'counter']);
  });

  it('closes with Escape only what floats (a list, a search), never the panel; its own keys close it, asking first', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    const editor = await screen.findByRole('region', { name: 'Editor' });
    await user.type(await within(editor).findByRole('textbox', { name: 'Note' }), 'draft');

    await user.click(within(editor).getByRole('combobox', { name: 'Colour' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(within(editor).getByRole('combobox', { name: 'Market' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Nothing open inside any more: Escape again, and out of habit a third time, and the panel stays.
    within(editor).getByRole('textbox', { name: 'Note' }).focus();
    await user.keyboard('{Escape}{Escape}');
    screen.getByRole('button', { name: 'Floating over the page' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Editor' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();

    // Alt+Shift+W closes it, even from its text field; with unsaved changes it asks first.
    within(editor).getByRole('textbox', { name: 'Note' }).focus();
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    // Behind the question (hidden from the page while it asks), the draft is still there.
    expect(within(editor).getByDisplayValue('draft')).toBeInTheDocument();
  });

  it('asks before a panel with unsaved changes closes, by its button, its keys or Close all', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    await user.click(within(menu).getByRole('button', { name: 'Other' }));
    const editor = await screen.findByRole('region', { name: 'Editor' });
    await user.type(await within(editor).findByRole('textbox', { name: 'Note' }), 'draft');

    await user.click(within(editor).getByRole('button', { name: 'Close Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Editor has changes that are not saved. Close and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Editor' })).getByRole('textbox')).toHaveValue('draft');

    within(screen.getByRole('region', { name: 'Editor' }))
      .getByRole('textbox')
      .focus();
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Close all asks once, and closes every panel when the user agrees.
    await user.click(screen.getByRole('button', { name: 'Close all' }));
    await user.click(await screen.findByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Editor' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('closes at once a panel whose changes were saved, and one that never had any', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    const editor = await screen.findByRole('region', { name: 'Editor' });
    await user.type(await within(editor).findByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(within(editor).getByRole('button', { name: 'Save note' }));
    await user.click(within(editor).getByRole('button', { name: 'Close Editor' }));
    expect(screen.queryByRole('region', { name: 'Editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before opening a panel of its group closes a panel with unsaved changes', async () => {
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    await user.type(await within(await screen.findByRole('region', { name: 'Editor' })).findByRole('textbox'), 'draft');

    await user.click(within(menu).getByRole('button', { name: 'Viewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Editor has changes that are not saved. Close and lose them?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Editor' })).getByRole('textbox')).toHaveValue('draft');
    expect(screen.queryByRole('region', { name: 'Viewer' })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Viewer' }));
    await user.click(await screen.findByRole('button', { name: 'Close without saving' }));
    expect(await screen.findByRole('region', { name: 'Viewer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Editor' })).not.toBeInTheDocument();

    // A panel of the group with nothing unsaved gives way at once.
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    expect(await screen.findByRole('region', { name: 'Editor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Viewer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a named layout that leaves it out closes a panel with unsaved changes', async () => {
    const saved = { x: 0, y: 0, width: 320, height: 220, zIndex: 1 };
    localStorage.setItem(
      'poolbot_layouts_u1',
      JSON.stringify([
        {
          name: 'Counting',
          savedAt: '2026-11-20T08:00:00.000Z',
          layout: { version: 2, panels: [{ id: 'counter', ...saved }] },
        },
      ]),
    );
    const { user, menu } = renderWorkspace();
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    await user.type(await within(await screen.findByRole('region', { name: 'Editor' })).findByRole('textbox'), 'draft');
    const openCounting = async () => {
      await user.click(screen.getByRole('button', { name: 'Layouts…' }));
      const layouts = await screen.findByRole('dialog', { name: 'Layouts' });
      await user.click(within(layouts).getByRole('button', { name: 'Open layout Counting' }));
      return screen.findByRole('dialog', { name: 'Unsaved changes' });
    };

    await user.click(within(await openCounting()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Editor' })).getByRole('textbox')).toHaveValue('draft');
    expect(screen.queryByRole('region', { name: 'Counter' })).not.toBeInTheDocument();
    expect(screen.queryByText('Layout “Counting” opened')).not.toBeInTheDocument();

    await user.click(within(await openCounting()).getByRole('button', { name: 'Close without saving' }));
    expect(await screen.findByRole('region', { name: 'Counter' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Editor' })).not.toBeInTheDocument();
    expect(await screen.findByText('Layout “Counting” opened')).toBeInTheDocument();
  });

  it('asks the browser to confirm leaving the page while a panel has unsaved changes', async () => {
    const { user, menu } = renderWorkspace();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(within(menu).getByRole('button', { name: 'Editor' }));
    const editor = await screen.findByRole('region', { name: 'Editor' });
    expect(leave()).toBe(false);
    await user.type(await within(editor).findByRole('textbox', { name: 'Note' }), 'x');
    expect(leave()).toBe(true);
    await user.clear(within(editor).getByRole('textbox', { name: 'Note' }));
    expect(leave()).toBe(false);
  });
});
