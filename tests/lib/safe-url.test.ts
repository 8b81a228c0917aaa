import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../src/lib/safe-url';

describe('links and images from outside', () => {
  it('keep http and https URLs, written out whole', () => {
    expect(safeHttpUrl('https://courtyard.io/asset/1')).toBe('https://courtyard.io/asset/1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it('drop every other scheme, what is no URL, and nothing', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/a', 'not a url', '']) {
      expect(safeHttpUrl(value)).toBeNull();
    }
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
});
