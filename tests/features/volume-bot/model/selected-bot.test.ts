// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readSelectedBot, selectBot, selectedBotKey } from '../../../../src/features/volume-bot/model/selected-bot';

afterEach(() => {
  localStorage.clear();
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
