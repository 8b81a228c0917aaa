import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PUBLISH_SIMULATION_MS } from '../../../src/features/vinted/components/vinted-upload-panel';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

const image = (name: string, type = 'image/jpeg', size = 1024) => new File([new Uint8Array(size)], name, { type });

async function openUpload() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'Upload Bot', 'Upload');
  const panel = await screen.findByRole('region', { name: 'Vinted Upload' });
  // Our own filter decides what is accepted, not the browser's file picker.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const picker = await within(panel).findByLabelText('Add images', { selector: 'input' });
  return { ...utils, user, panel, picker };
}

describe('Vinted upload', () => {
  it('keeps Publish disabled until there is an image, and says so beside it', async () => {
    const { user, panel, picker } = await openUpload();
    const publish = within(panel).getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(within(panel).getByText('At least one image is required')).toBeInTheDocument();
    expect(publish).toHaveAccessibleDescription('At least one image is required');
    await user.upload(picker, image('front.jpg'));
    expect(publish).toBeEnabled();
    expect(within(panel).queryByText('At least one image is required')).not.toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'front.jpg' })).toBeInTheDocument();
  });

  it('checks every field with its message', async () => {
    const { user, panel, picker } = await openUpload();
    await user.upload(picker, image('front.jpg'));
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Title is required')).toBeInTheDocument();
    expect(within(panel).getByText('Description is required')).toBeInTheDocument();
    expect(within(panel).getByText('Price is required')).toBeInTheDocument();

    await user.click(within(panel).getByLabelText(/^Title/));
    await user.paste('x'.repeat(81));
    await user.click(within(panel).getByLabelText(/^Description/));
    await user.paste('y'.repeat(501));
    await user.type(within(panel).getByLabelText(/^Price/), '0');
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText('Title must be less than 80 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Description must be less than 500 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Price must be greater than 0')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Remove front.jpg' }));
    expect(await within(panel).findByText('At least one image is required')).toBeInTheDocument();
  });

  it('counts the title and description as they are typed', async () => {
    const { user, panel } = await openUpload();
    await user.type(within(panel).getByLabelText(/^Title/), 'Charizard');
    expect(within(panel).getByText('9/80')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(/^Description/), 'Mint');
    expect(within(panel).getByText('4/500')).toBeInTheDocument();
  });

  it('adds only JPG and PNG files of at most 10 MB, six at most, and says what it left out', async () => {
    const { user, panel, picker } = await openUpload();
    await user.upload(picker, [
      image('a.jpg'),
      image('b.png', 'image/png'),
      image('c.gif', 'image/gif'),
      image('huge.png', 'image/png', 10 * 1024 * 1024 + 1),
      image('d.jpg'),
      image('e.jpg'),
      image('f.jpg'),
      image('g.jpg'),
      image('h.jpg'),
    ]);
    expect(
      within(panel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['a.jpg', 'b.png', 'd.jpg', 'e.jpg', 'f.jpg', 'g.jpg']);
    expect(
      within(panel).getByText('3 file(s) left out: 1 not JPG or PNG, 1 over 10 MB, 1 over the limit of 6.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add images' })).toBeDisabled();
  });

  it('releases a preview when its image is removed', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { user, panel, picker } = await openUpload();
    await user.upload(picker, [image('a.jpg'), image('b.jpg')]);
    const preview = within(panel).getByRole('img', { name: 'a.jpg' }).getAttribute('src');
    await user.click(within(panel).getByRole('button', { name: 'Remove a.jpg' }));
    expect(revoke).toHaveBeenCalledWith(preview);
    expect(within(panel).queryByRole('img', { name: 'a.jpg' })).not.toBeInTheDocument();
  });

  it('publishes for 1.5 s, then confirms and resets the form', async () => {
    const { user, panel, picker } = await openUpload();
    await user.type(within(panel).getByLabelText(/^Title/), 'Charizard PSA 9');
    await user.type(within(panel).getByLabelText(/^Description/), 'Base set, holo.');
    await user.type(within(panel).getByLabelText(/^Price/), '450');
    await user.upload(picker, [image('front.jpg'), image('back.jpg')]);
    // Timeouts are faked (and still move with real time, for the clicks) to jump over the 1.5 s without waiting them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(within(panel).getByRole('button', { name: 'Publishing…' })).toBeDisabled();
    expect(within(panel).getByRole('progressbar', { name: 'Publishing…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PUBLISH_SIMULATION_MS));
    expect(await screen.findByText('Listing “Charizard PSA 9” published.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText(/^Title/)).toHaveValue(''));
    expect(within(panel).queryAllByRole('img')).toHaveLength(0);
  });
});
