import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storeDemoSession } from '../test-utils';

const NAMED_KEY = 'poolbot_layouts_1';
const namedLayouts = () =>
  JSON.parse(localStorage.getItem(NAMED_KEY) ?? '[]') as { name: string; layout: { panels: { id: string }[] } }[];

const morning = {
  format: 'poolbot-layout',
  version: 1,
  name: 'Morning',
  savedAt: '2026-11-20T09:30:00.000Z',
  panels: [
    { id: 'funding-rate', x: 0, y: 0, width: 1080, height: 640, zIndex: 1, link: 'blue' },
    { id: 'open-interest', x: 0, y: 656, width: 920, height: 600, zIndex: 2, link: 'blue' },
    { id: 'crystal-ball', x: 0, y: 0, width: 500, height: 600, zIndex: 3 },
  ],
};
const fileOf = (content: unknown, name = 'layout.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });

async function openLayoutsDialog() {
  storeDemoSession();
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Layouts…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Layouts' });
  return { user, dialog };
}

afterEach(() => vi.restoreAllMocks());

describe('layouts as files', () => {
  it('imports a layout file, naming the panel it left out, and asks before it would replace one of the same name', async () => {
    const { user, dialog } = await openLayoutsDialog();
    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf(morning));
    expect(await within(dialog).findByText(/Imported “Morning” with 2 panels\./)).toHaveTextContent(
      'crystal-ball was left out: this app has no such panel.',
    );
    expect(namedLayouts().map((layout) => [layout.name, layout.layout.panels.map((panel) => panel.id)])).toEqual([
      ['Morning', ['funding-rate', 'open-interest']],
    ]);

    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf(morning));
    const ask = await screen.findByRole('dialog', { name: 'A layout of that name exists' });
    await user.click(within(ask).getByRole('button', { name: 'Keep both' }));
    expect(await within(dialog).findByText(/Imported “Morning \(2\)”/)).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf({ ...morning, panels: [] }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'A layout of that name exists' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'A layout of that name exists' })).not.toBeInTheDocument(),
    );
    expect(namedLayouts().map((layout) => layout.name)).toEqual(['Morning', 'Morning (2)']);
    expect(namedLayouts()[0]?.layout.panels).toHaveLength(2);
  });

  it('refuses a hostile file whole, with the reason, and changes nothing', async () => {
    const { user, dialog } = await openLayoutsDialog();
    await user.upload(
      within(dialog).getByLabelText('Layout file'),
      fileOf({ ...morning, name: '<img src=x onerror=alert(1)>' }),
    );
    expect(
      await within(dialog).findByText(/This file was not imported: its name is empty, too long, or holds characters/),
    ).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf('{"__proto__": {"admin": true}}'));
    expect(await within(dialog).findByText(/holds keys a layout never has/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf('not json at all'));
    expect(await within(dialog).findByText(/it is not a layout file \(not JSON\)/)).toBeInTheDocument();
    expect(namedLayouts()).toEqual([]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('exports a saved layout to a file that imports back the same', async () => {
    const { user, dialog } = await openLayoutsDialog();
    await user.upload(within(dialog).getByLabelText('Layout file'), fileOf(morning));
    await within(dialog).findByText(/Imported “Morning”/);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:test/export';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Export Morning to a file' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const [blob] = blobs;
    if (!blob) throw new Error('nothing exported');
    const exported: unknown = JSON.parse(await blob.text());
    expect(exported).toMatchObject({
      format: 'poolbot-layout',
      name: 'Morning',
      panels: [
        { id: 'funding-rate', link: 'blue' },
        { id: 'open-interest', link: 'blue' },
      ],
    });
  });
});
