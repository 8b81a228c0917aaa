import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, currentDemoCode } from '../test-utils';

describe('demo mode on the login page', () => {
  it('lists the demo accounts and the current code of the 2FA account', async () => {
    renderApp('/login');
    const hint = await screen.findByRole('note');
    expect(hint).toHaveTextContent('Demo accounts: demo and demo2fa (with 2FA), password demo1234.');
    expect(hint).toHaveTextContent(`Current 2FA code for demo2fa: ${currentDemoCode()}`);
  });
});
