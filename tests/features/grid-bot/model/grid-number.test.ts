import { describe, expect, it } from 'vitest';
import { gridNumberFormat } from '../../../../src/features/grid-bot/model/grid-number';

describe('grid prices and sizes', () => {
  it("are written the reader's way, to the price step's four places", () => {
    expect(gridNumberFormat('en').format(1234.56789)).toBe('1,234.5679');
    expect(gridNumberFormat('it').format(12345.67891)).toBe('12.345,6789');
    expect(gridNumberFormat('en').format(0.0001)).toBe('0.0001');
    expect(gridNumberFormat('en').format(0.00004)).toBe('0');
  });
});
