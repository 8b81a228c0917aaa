import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readProgress, type AccountReadState } from '../../../src/features/my-operation/model/read-progress';
import { VENUES } from '../../../src/markets/model/venues';

const account = (change: Partial<AccountReadState> = {}): AccountReadState => ({
  venue: 'hyperliquid',
  readable: true,
  loading: false,
  answered: true,
  ...change,
});

describe('readProgress', () => {
  it('is loading while the settings that list the accounts load, whatever the accounts say', () => {
    expect(readProgress([account()], { settingsPending: true })).toEqual({ phase: 'loading', pending: [] });
  });

  it('is loading while no account has answered, naming the venues on their way (each once)', () => {
    const accounts = [
      account({ loading: true, answered: false }),
      account({ venue: 'pacifica', loading: true, answered: false }),
      account({ venue: 'pacifica', loading: true, answered: false }),
    ];
    expect(readProgress(accounts)).toEqual({ phase: 'loading', pending: ['hyperliquid', 'pacifica'] });
  });

  it('is partial once one venue answered while another is still on its way', () => {
    const accounts = [account(), account({ venue: 'pacifica', loading: true, answered: false })];
    expect(readProgress(accounts)).toEqual({ phase: 'partial', pending: ['pacifica'] });
  });

  it('is complete when every readable account has ended, failed ones included; unreadable ones are not waited for', () => {
    expect(readProgress([account(), account({ venue: 'pacifica', answered: false })])).toEqual({
      phase: 'complete',
      pending: [],
    });
    expect(readProgress([account({ venue: 'lighter', readable: false, loading: true, answered: false })])).toEqual({
      phase: 'complete',
      pending: [],
    });
    expect(readProgress([])).toEqual({ phase: 'complete', pending: [] });
  });

  it('an unreadable account that somehow says answered does not make the others partial', () => {
    const accounts = [
      account({ venue: 'aster', readable: false, answered: true }),
      account({ venue: 'pacifica', loading: true, answered: false }),
    ];
    expect(readProgress(accounts).phase).toBe('loading');
  });

  it('property: pending lists exactly the readable venues still loading, and complete only when none is', () => {
    const state = fc.record({
      venue: fc.constantFrom(...VENUES),
      readable: fc.boolean(),
      loading: fc.boolean(),
      answered: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(state, { maxLength: 8 }), (accounts) => {
        const progress = readProgress(accounts);
        const loading = new Set(accounts.filter((a) => a.readable && a.loading).map((a) => a.venue));
        expect(new Set(progress.pending)).toEqual(loading);
        expect(progress.pending).toHaveLength(loading.size);
        expect(progress.phase === 'complete').toBe(loading.size === 0);
        if (progress.phase === 'partial') expect(accounts.some((a) => a.readable && a.answered)).toBe(true);
      }),
    );
  });
});
