import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholders } from '../../src/markets/model/text-template';

describe('sentence templates', () => {
  it('fills each placeholder, leaves unknown ones, and never reads a value as a placeholder', () => {
    expect(
      fillTemplate('{{symbol}}: {{rate}} every {{interval}} h', { symbol: 'kPEPE', rate: '+0.01%', interval: 8 }),
    ).toBe('kPEPE: +0.01% every 8 h');
    expect(fillTemplate('{{a}} {{b}}', { a: '{{b}}' })).toBe('{{b}} {{b}}');
    expect(placeholders('share', 'venue')).toEqual({ share: '{{share}}', venue: '{{venue}}' });
  });

  it('gives back any value it was given, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(fillTemplate('<{{a}}|{{b}}>', { a, b })).toBe(`<${a}|${b}>`);
      }),
    );
  });
});
