import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { currentPath, openFromMenu, renderApp, storeDemoSession } from '../test-utils';

async function openWorkspace(path = '/dashboard') {
  storeDemoSession();
  const utils = renderApp(path);
  // The top bar, in whichever language.
  await screen.findByRole('banner');
  return utils;
}

const palette = () => screen.findByRole('dialog', { name: 'Go to' });

describe('the command palette', () => {
  it('opens with Ctrl+K and opens a panel by name, which then has the focus', async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const field = within(dialog).getByRole('combobox', { name: 'Panel, page or command' });
    expect(field).toHaveFocus();
    await user.type(field, 'open int');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Open InterestFeatures']);
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Open Interest' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument();
  });

  it('takes the focus when opened again at once, while the panel chosen before is still taking it', async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(within(await palette()).getByRole('combobox'), 'open int');
    await user.keyboard('{Enter}');
    // At once, before the panel has taken the focus: the palette again, and what is typed goes into it.
    await user.keyboard('{Control>}k{/Control}');
    const field = within(await palette()).getByRole('combobox', { name: 'Panel, page or command' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('fund');
    // Not a wait but a barrier: a frame and a task queued after the panel's own focus move, so that it has run.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('fund');
  });

  it('opens with ⌘K too, and tells entries of the same name apart by where they are in the menu', async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'settings');
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Aster SettingsAirdrop Farming › Volume Bot › Settings');
    expect(options).toContain('Vinted SettingsVinted › Upload Bot');
    expect(within(dialog).getByRole('group', { name: 'Panels' })).toBeInTheDocument();
  });

  it('goes to a page, and from a page opens a panel on the dashboard', async () => {
    const { user } = await openWorkspace('/dashboard/account');
    await user.click(screen.getByRole('button', { name: 'Find a panel or page (Ctrl+K)' }));
    let dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'wallet');
    await user.click(within(dialog).getByRole('option', { name: 'Wallet Manager' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/wallets'));

    await user.keyboard('{Control>}k{/Control}');
    dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'phygitals listing{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    const panel = await screen.findByRole('region', { name: 'Phygitals Listing' });
    await waitFor(() => expect(panel).toHaveFocus());
  });

  it('runs the workspace commands, and closes with Escape', async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    let dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'shortcuts{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'layout');
    await user.click(within(dialog).getByRole('option', { name: 'Save or open a layout…' }));
    expect(await screen.findByRole('dialog', { name: 'Layouts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    expect(await palette()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).not.toBeInTheDocument());
  });

  it('opens a named layout by its name', async () => {
    localStorage.setItem(
      'poolbot_layouts_1',
      JSON.stringify([
        {
          name: 'Night shift',
          savedAt: '2026-03-01T08:00:00.000Z',
          layout: { version: 2, panels: [{ id: 'funding-rate', x: 0, y: 0, width: 500, height: 600, zIndex: 1 }] },
        },
      ]),
    );
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'night');
    await user.click(within(dialog).getByRole('option', { name: 'Open layout “Night shift”' }));
    expect(await screen.findByRole('region', { name: 'Funding Rate' })).toBeInTheDocument();
    expect(await screen.findByText('Layout “Night shift” opened')).toBeInTheDocument();
  });

  it('finds a panel by its Italian name with English on, and by its English name with Italian on', async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    let dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), 'Il mio saldo');
    expect(await within(dialog).findByRole('option', { name: /^My Balance/ })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), 'Tasso di finanziamento');
    await user.click(await within(dialog).findByRole('option', { name: /^Funding Rate/ }));
    expect(await screen.findByRole('region', { name: 'Funding Rate' })).toBeInTheDocument();

    await i18n.changeLanguage('it');
    await user.keyboard('{Control>}k{/Control}');
    dialog = await screen.findByRole('dialog', { name: 'Vai a' });
    await user.type(within(dialog).getByRole('combobox'), 'my balance');
    expect(await within(dialog).findByRole('option', { name: /^Il mio saldo/ })).toBeInTheDocument();
  });

  it('speaks Italian, and says when nothing matches', async () => {
    await i18n.changeLanguage('it');
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Vai a' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Pannello, pagina o comando' }), 'saldo');
    expect(within(dialog).getByRole('option', { name: /Il mio saldo/ })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(within(dialog).getByText('Nessun risultato con questo nome')).toBeInTheDocument();
  });
});

describe('keyboard shortcuts', () => {
  it("lists them on '?', but not while typing in a field", async () => {
    const { user } = await openWorkspace();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(within(dialog).getByRole('combobox'), '?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('?');
    const shortcuts = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(shortcuts)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('CtrlKFind any panel, page or command by name');
    expect(rows).toContain('?Show this list (when not typing in a field)');
    expect(rows).toContain(
      'EscClose the menu, list or dialog that is open, or bring a maximized panel back to its size (Escape never closes a panel)',
    );
    expect(rows).toContain('AltShiftWClose the panel that has the focus (Undo reopens it)');
    await user.click(within(shortcuts).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('are listed in Italian too, the key that closes a panel with them', async () => {
    await i18n.changeLanguage('it');
    const { user } = await openWorkspace();
    await user.keyboard('?');
    const shortcuts = await screen.findByRole('dialog', { name: 'Scorciatoie da tastiera' });
    const rows = within(shortcuts)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('AltShiftWChiude il pannello che ha il focus (Annulla lo riapre)');
    expect(rows).toContain(
      "EscChiude il menu, l'elenco o la finestra di dialogo aperti, o riporta alle sue dimensioni un pannello ingrandito (Esc non chiude mai un pannello)",
    );
  });

  it('Escape brings a maximised panel back to its size and closes nothing; Alt+Shift+W closes it', async () => {
    const { user } = await openWorkspace();
    await openFromMenu(user, 'Features', 'Open Interest');
    const panel = await screen.findByRole('region', { name: 'Open Interest' });
    await user.click(within(panel).getByRole('button', { name: 'Maximize Open Interest' }));
    within(panel).getByRole('button', { name: 'Restore Open Interest' }).focus();
    await user.keyboard('{Escape}');
    expect(await within(panel).findByRole('button', { name: 'Maximize Open Interest' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Open Interest' })).toBeInTheDocument();
    within(panel).getByRole('button', { name: 'Maximize Open Interest' }).focus();
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    expect(screen.queryByRole('region', { name: 'Open Interest' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Panel closed: Open Interest.');
  });

  it('are there from the top bar too', async () => {
    const { user } = await openWorkspace();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts (?)' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('icon buttons', () => {
  it('each have a name, shown as a tooltip on hover', async () => {
    const { user } = await openWorkspace();
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Backpack Grid Bot New' }));
    await user.click(within(menu).getByRole('button', { name: 'Phygitals Listing New' }));
    await screen.findByRole('region', { name: 'Backpack Grid Bot' });
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();

    await user.hover(screen.getByRole('button', { name: 'Close Phygitals Listing' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Close Phygitals Listing');
  });
});
