import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyEachSubscriberApart } from '../../src/app/query-notifications';

const KEY = ['account', 'activity'];

/** A panel showing one account read, as the strategy panels, My Balance and My Operation each do. */
function Panel({ name }: { name: string }) {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => 'never read here', enabled: false });
  return <p>{`${name}: ${data ?? 'nothing'}`}</p>;
}

/** Runs the tasks waiting now (not those they start), and what React does at their end. */
async function runWaitingTasks() {
  await act(async () => {
    vi.runOnlyPendingTimers();
    await Promise.resolve();
  });
}

describe('a query change shown by several panels', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells each panel in a task of its own, so one task never renders them all', async () => {
    notifyEachSubscriberApart();
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(KEY, 'read 1');
    render(
      <QueryClientProvider client={client}>
        <Panel name="First" />
        <Panel name="Second" />
        <Panel name="Third" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Second: read 1')).toBeInTheDocument();

    act(() => {
      client.setQueryData(KEY, 'read 2');
    });
    // react-query's own batch (one task) hands each panel its notice in a task of its own: three are waiting.
    expect(vi.getTimerCount()).toBe(1);
    await runWaitingTasks();
    expect(vi.getTimerCount()).toBe(3);
    expect(screen.getByText('First: read 1')).toBeInTheDocument();
    await runWaitingTasks();
    expect(vi.getTimerCount()).toBe(0);
    for (const name of ['First', 'Second', 'Third']) expect(screen.getByText(`${name}: read 2`)).toBeInTheDocument();
  });
});
