// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedBot, selectBot, selectedBotKey } from '../../../../src/features/volume-bot/model/selected-bot';
import {
  EXCHANGES,
  STRATEGIES,
  exchangeSettingsPanelId,
  strategyPanelId,
} from '../../../../src/features/volume-bot/model/strategies';

afterEach(() => {
  localStorage.clear();
});

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

describe('the selected volume bot', () => {
  const key = selectedBotKey('PoolBot', 'u-1');

  it("is kept per user under '{product}_selected_bot_{userId}', the product in lower case", () => {
    expect(key).toBe('poolbot_selected_bot_u-1');
  });

  it('is none until one is chosen, and then the one chosen last', () => {
    expect(readSelectedBot(key)).toBeNull();
    selectBot(key, 'volume-bot-pacificaDeltaNeutral');
    selectBot(key, 'volume-bot-lighterAsterFundingRate');
    expect(readSelectedBot(key)).toBe('volume-bot-lighterAsterFundingRate');
    expect(readSelectedBot(selectedBotKey('PoolBot', 'u-2'))).toBeNull();
  });

  it('is none when what is stored cannot be read: no JSON, not a string, an empty string', () => {
    for (const stored of ['{oops', '42', '""', 'null']) {
      localStorage.setItem(key, stored);
      expect(readSelectedBot(key)).toBeNull();
    }
  });
});
