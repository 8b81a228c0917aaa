import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from '../../src/components/toast';

function Trigger() {
  const toast = useToast();
  return <button onClick={() => toast('Wallet removed')}>go</button>;
}

const undone = vi.fn();
function TriggerWithAction() {
  const toast = useToast();
  return (
    <button onClick={() => toast('Panel closed', 'info', { action: { label: 'Undo', run: undone }, durationMs: 8000 })}>
      close
    </button>
  );
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

  it('can carry a button, which runs its action and closes the toast, and a duration of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <TriggerWithAction />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    const toast = await screen.findByRole('alert');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Panel closed');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 500 });
    vi.useRealTimers();
  });

  it('waits while the keyboard is on its button, and goes its way once the focus leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <TriggerWithAction />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await screen.findByRole('alert');
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'close' }).focus());
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 500 });
    vi.useRealTimers();
  });
});
