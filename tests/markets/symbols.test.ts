import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSymbol } from '../../src/markets/model/symbols';
import type { BuiltInVenueId } from '../../src/markets/model/venues';

describe('venue symbols', () => {
  it.each<[BuiltInVenueId, string, string, number]>([
    ['hyperliquid', 'BTC', 'BTC', 1],
    ['hyperliquid', 'kPEPE', 'PEPE', 1000],
    ['hyperliquid', 'kBONK', 'BONK', 1000],
    ['aster', 'BTCUSDT', 'BTC', 1],
    ['aster', '1000PEPEUSDT', 'PEPE', 1000],
    ['aster', '1000000MOGUSDT', 'MOG', 1_000_000],
    ['aster', 'BTCUSD1', 'BTC', 1],
    ['edgex', 'BTCUSD', 'BTC', 1],
    ['edgex', '1000SHIBUSD', 'SHIB', 1000],
    ['lighter', 'ETH', 'ETH', 1],
    ['lighter', '1000BONK', 'BONK', 1000],
    ['pacifica', 'kBONK', 'BONK', 1000],
    ['pacifica', 'BTC-USD', 'BTC', 1],
    ['backpack', 'BTC_USDC_PERP', 'BTC', 1],
    ['backpack', 'kPEPE_USDC_PERP', 'PEPE', 1000],
  ])('reads %s %s as %s × %d', (venue, raw, base, unitSize) => {
    expect(normaliseSymbol(venue, raw)).toEqual({ base, unitSize });
  });

  it('reads a name with blanks around it, and the quote written with a separator', () => {
    expect(normaliseSymbol('aster', ' BTCUSDT ')).toEqual({ base: 'BTC', unitSize: 1 });
    expect(normaliseSymbol('hyperliquid', 'BTC-USD')).toEqual({ base: 'BTC', unitSize: 1 });
    expect(normaliseSymbol('hyperliquid', 'BTC/USDC')).toEqual({ base: 'BTC', unitSize: 1 });
    expect(normaliseSymbol('lighter', 'ETH-USD')).toEqual({ base: 'ETH', unitSize: 1 });
    expect(normaliseSymbol('lighter', 'ETH_PERP')).toEqual({ base: 'ETH', unitSize: 1 });
  });

  it('counts a lot prefix only at the start of the name', () => {
    expect(normaliseSymbol('hyperliquid', 'ABkCD')).toEqual({ base: 'ABKCD', unitSize: 1 });
    expect(normaliseSymbol('aster', 'AB1000CDUSDT')).toEqual({ base: 'AB1000CD', unitSize: 1 });
  });

  it('takes an upper-case K as part of the name (KAITO is not 1000 AITO) and 1INCH as a name', () => {
    expect(normaliseSymbol('hyperliquid', 'KAITO')).toEqual({ base: 'KAITO', unitSize: 1 });
    expect(normaliseSymbol('aster', '1INCHUSDT')).toEqual({ base: '1INCH', unitSize: 1 });
  });

  it.each<[BuiltInVenueId, string]>([
    ['backpack', 'SOL_USDC'],
    ['hyperliquid', '@107'],
    ['hyperliquid', 'xyz:NVDA'],
    ['aster', 'BTCEUR'],
    ['edgex', 'BTCEUR'],
    ['lighter', ''],
    ['pacifica', '<img src=x>'],
    // Dated futures and anything else after the quote are not perpetuals.
    ['aster', 'BTCUSDT_250926'],
    ['edgex', 'BTCUSD_250926'],
    ['backpack', 'BTC_USDC_PERP_OLD'],
    ['hyperliquid', 'BTC-EUR'],
    ['lighter', 'BTC-EUR'],
    ['pacifica', 'BTC-EUR'],
    // A name that starts with a separator, or holds a line break, is garbage.
    ['hyperliquid', '-BTC'],
    ['lighter', '/BTC'],
    ['pacifica', '_BTC'],
    ['aster', 'X\nBTCUSDT'],
    ['edgex', 'X\nBTCUSD'],
    ['backpack', 'X\nBTC_USDC_PERP'],
  ])('is not a perpetual of ours: %s %s', (venue, raw) => {
    expect(normaliseSymbol(venue, raw)).toBeNull();
  });

  it('finds the asset and lot back from any name a venue writes for it', () => {
    const asset = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/).filter((name) => !/^(USD|1000)/.test(name));
    fc.assert(
      fc.property(asset, fc.boolean(), (base, lot) => {
        const written: [BuiltInVenueId, string][] = [
          ['hyperliquid', `${lot ? 'k' : ''}${base}`],
          ['pacifica', `${lot ? 'k' : ''}${base}`],
          ['backpack', `${lot ? 'k' : ''}${base}_USDC_PERP`],
          ['aster', `${lot ? '1000' : ''}${base}USDT`],
          ['edgex', `${lot ? '1000' : ''}${base}USD`],
          ['lighter', `${lot ? '1000' : ''}${base}`],
        ];
        for (const [venue, raw] of written) {
          expect(normaliseSymbol(venue, raw)).toEqual({ base, unitSize: lot ? 1000 : 1 });
        }
      }),
    );
  });
});
