import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('toasts', () => {
  it('close by themselves after 3 seconds', async () => {
    // Timeouts are faked (and still move with real time, so the toast's code can load), to jump over the 3 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    expect(TOAST_DURATION_MS).toBe(3000);
    await renderToasts();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    // The exit transition's own timeout starts once the toast is closing.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 500 });
  });

  it('can be closed by hand', async () => {
    await renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
