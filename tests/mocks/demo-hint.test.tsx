import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, currentDemoCode } from '../test-utils';

afterEach(() => vi.useRealTimers());

describe('demo mode on the login page', () => {
  it('lists the demo accounts and the current code of the 2FA account', async () => {
    // The clock stands still (only Date is faked): the code shown and the one expected come from the same 30 s
    // window, where a run that crossed a window's end compared two different codes.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:05Z') });
    renderApp('/login');
    const hint = await screen.findByRole('note');
    expect(hint).toHaveTextContent('Demo accounts: demo and demo2fa (with 2FA), password demo1234.');
    expect(hint).toHaveTextContent(`Current 2FA code for demo2fa: ${currentDemoCode()}`);
  });
});
