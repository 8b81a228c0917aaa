import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../src/components/toast';

function Trigger() {
  const toast = useToast();
  return <button onClick={() => toast('Wallet removed')}>go</button>;
}

async function renderToasts() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Wallet removed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('toasts', () => {
  // Real timers: MUI's Snackbar does not close under vitest's fake timers.
  it('close by themselves after 3 seconds', async () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    await renderToasts();
    await sleep(2500);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('can be closed by hand', async () => {
    await renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
