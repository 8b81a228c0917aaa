import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedVolumeBot,
  selectVolumeBot,
  type ExchangeSettings,
  type StrategySettings,
} from '../../src/account-record/volume-bot';

const aster: ExchangeSettings = {
  enabled: true,
  address: '0x1111111111111111111111111111111111111111',
  markets: ['BTC'],
  targetDailyVolumeUsd: 10_000,
  maxPositionUsd: 1_000,
  maxLeverage: 3,
  savedAt: '2026-11-01T00:00:00.000Z',
};
const bot: StrategySettings = {
  market: 'ETH',
  sizeUsd: 500,
  leverage: 2,
  openSpreadApr: 20,
  closeSpreadApr: 5,
  maxHoldHours: 48,
  savedAt: '2026-11-01T00:00:00.000Z',
};
const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('the volume-bot settings in the account record', () => {
  it('reads as none when the record has no settings', () => {
    expect(selectVolumeBot({})).toEqual({
      exchanges: {},
      bots: {},
      selectedBot: null,
      updatedAt: null,
      unreadable: [],
    });
  });

  it('reads each venue and bot on its own: a broken entry, or a venue it does not know, costs only itself', () => {
    const settings = selectVolumeBot({
      volumeBot: {
        exchanges: { aster, lighter: { ...aster, maxLeverage: 'ten' }, binance: aster },
        bots: { 'lighter-aster': bot, broken: { market: 'BTC' } },
        selectedBot: 'lighter-aster',
        updatedAt: '2026-11-02T00:00:00.000Z',
      },
    });
    expect(settings.exchanges).toEqual({ aster });
    expect(settings.bots).toEqual({ 'lighter-aster': bot });
    expect(settings.selectedBot).toBe('lighter-aster');
    expect(settings.updatedAt).toBe('2026-11-02T00:00:00.000Z');
    expect(settings.unreadable).toEqual(['exchanges.lighter', 'exchanges.binance', 'bots.broken']);
  });

  it('names what it cannot read at all, and never takes an empty or odd selectedBot for a choice', () => {
    expect(selectVolumeBot({ volumeBot: 'corrupt' }).unreadable).toEqual(['volumeBot']);
    expect(selectVolumeBot({ volumeBot: { exchanges: [], bots: 7 } }).unreadable).toEqual(['exchanges', 'bots']);
    expect(selectVolumeBot({ volumeBot: { selectedBot: '' } }).selectedBot).toBeNull();
    expect(selectVolumeBot({ volumeBot: { selectedBot: 3 } }).selectedBot).toBeNull();
  });

  it('writes the entries it names and keeps every other one as the server had it, unreadable ones too', () => {
    const stored = {
      volumeBot: {
        exchanges: { lighter: { broken: true } },
        bots: { 'lighter-aster': bot },
        selectedBot: 'lighter-aster',
        futureField: 1,
      },
    };
    expect(changedVolumeBot(stored, { exchanges: { aster } }, NOW)).toEqual({
      exchanges: { lighter: { broken: true }, aster },
      bots: { 'lighter-aster': bot },
      selectedBot: 'lighter-aster',
      futureField: 1,
      updatedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(changedVolumeBot(stored, { selectedBot: null }, NOW)).toMatchObject({ selectedBot: null });
  });

  it('starts from nothing when the stored settings cannot be read', () => {
    expect(changedVolumeBot({ volumeBot: 'corrupt' }, { selectedBot: 'x' }, NOW)).toEqual({
      exchanges: {},
      bots: {},
      selectedBot: 'x',
      updatedAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('reads back what it wrote, whatever was stored before', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.option(fc.string({ minLength: 1 })), (before, id) => {
        const written = changedVolumeBot({ volumeBot: before }, { exchanges: { aster }, selectedBot: id }, NOW);
        const read = selectVolumeBot({ volumeBot: written });
        expect(read.exchanges.aster).toEqual(aster);
        expect(read.selectedBot).toBe(id);
        expect(read.updatedAt).toBe(NOW.toISOString());
      }),
    );
  });

  it('keeps a strategy’s alert settings in its entry as the server holds it, and only there', () => {
    const newer = { ...bot, market: 'SOL' };
    const stored = { bots: { saved: newer, broken: 'corrupt' }, exchanges: {} };
    const alerts = { enabled: true };
    const written = changedVolumeBot(
      { volumeBot: stored },
      { alerts: { saved: alerts, broken: alerts, none: alerts } },
      NOW,
    );
    expect(written.bots).toEqual({ saved: { ...newer, alerts }, broken: 'corrupt' });
    // Read back: the strategy with them, whatever they hold (the feature reads them); an entry without them has none.
    const read = selectVolumeBot({ volumeBot: written });
    expect(read.bots.saved).toEqual({ ...newer, alerts });
    expect(selectVolumeBot({ volumeBot: stored }).bots.saved).not.toHaveProperty('alerts');
    expect(selectVolumeBot({ volumeBot: { bots: { x: { ...bot, alerts: '<b>' } } } }).bots.x?.alerts).toBe('<b>');
  });

  it('a strategy saved again keeps the alert settings it is given, and its alerts stay a change apart', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (first, second) => {
        const saved = changedVolumeBot({}, { bots: { s: { ...bot, alerts: first } } }, NOW);
        const changed = changedVolumeBot({ volumeBot: saved }, { alerts: { s: second } }, NOW);
        expect(selectVolumeBot({ volumeBot: changed }).bots.s).toEqual({ ...bot, alerts: second });
      }),
    );
  });
});
