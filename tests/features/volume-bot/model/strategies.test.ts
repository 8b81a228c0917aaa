import { describe, expect, it } from 'vitest';
import {
  STRATEGIES,
  strategyOfPanelId,
  strategyPanelId,
  strategyVenues,
  EXCHANGES,
  exchangeSettingsPanelId,
} from '../../../../src/features/volume-bot/model/strategies';

describe("the volume bot's menu", () => {
  it('lists the venues with settings in the menu order: Aster, Pacifica, EdgeX, Hyperliquid, Lighter', () => {
    expect(EXCHANGES).toEqual(['Aster', 'Pacifica', 'EdgeX', 'Hyperliquid', 'Lighter']);
  });

  it('lists the seven strategies in the menu order', () => {
    expect(STRATEGIES).toEqual([
      'pacificaDeltaNeutral',
      'asterDeltaNeutralSpot',
      'hyperliquidPacificaDeltaNeutral',
      'hyperliquidEdgexDeltaNeutral',
      'lighterAsterFundingRate',
      'lighterPacificaFundingRate',
      'lighterEdgexFundingRate',
    ]);
  });

  // Saved layouts and the selected bot hold these ids: renaming one would lose what users kept.
  it('names each panel the way saved layouts know it', () => {
    expect(EXCHANGES.map(exchangeSettingsPanelId)).toEqual([
      'volume-settings-aster',
      'volume-settings-pacifica',
      'volume-settings-edgex',
      'volume-settings-hyperliquid',
      'volume-settings-lighter',
    ]);
    expect(strategyPanelId('lighterEdgexFundingRate')).toBe('volume-bot-lighterEdgexFundingRate');
    expect(new Set(STRATEGIES.map(strategyPanelId)).size).toBe(STRATEGIES.length);
  });
});

describe('the strategies', () => {
  it('has seven, each with two legs on its named venues, and ids that read back', () => {
    expect(STRATEGIES).toHaveLength(7);
    expect(strategyVenues('pacificaDeltaNeutral')).toEqual(['pacifica']);
    expect(strategyVenues('asterDeltaNeutralSpot')).toEqual(['aster']);
    expect(strategyVenues('hyperliquidPacificaDeltaNeutral')).toEqual(['hyperliquid', 'pacifica']);
    expect(strategyVenues('hyperliquidEdgexDeltaNeutral')).toEqual(['hyperliquid', 'edgex']);
    expect(strategyVenues('lighterAsterFundingRate')).toEqual(['lighter', 'aster']);
    expect(strategyVenues('lighterPacificaFundingRate')).toEqual(['lighter', 'pacifica']);
    expect(strategyVenues('lighterEdgexFundingRate')).toEqual(['lighter', 'edgex']);
    for (const strategy of STRATEGIES) expect(strategyOfPanelId(strategyPanelId(strategy))).toBe(strategy);
    expect(strategyOfPanelId('volume-bot-nope')).toBeNull();
    expect(strategyOfPanelId('my-balance')).toBeNull();
  });
});
