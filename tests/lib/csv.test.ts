// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvStamp, downloadCsv, isoTime, numberCell, textCell, toCsv } from '../../src/lib/csv';

afterEach(() => vi.restoreAllMocks());

describe('the shared CSV cells', () => {
  it('write a text that starts like a formula as text, quoted, its quotes doubled', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(textCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(textCell('say "hi", then\nstop')).toBe('"say ""hi"", then\nstop"');
    expect(textCell('Charizard')).toBe('"Charizard"');
  });

  it('never let a text cell start a formula, whatever it holds (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = textCell(text);
        expect(cell.startsWith('"')).toBe(true);
        expect(cell.endsWith('"')).toBe(true);
        expect(/^[=+\-@\t\r]/.test(cell.slice(1))).toBe(false);
        // Inside the quotes, every quote is doubled.
        expect(cell.slice(1, -1).replace(/""/g, '')).not.toContain('"');
      }),
    );
  });

  it('write numbers plainly, nothing for one that is not finite or missing', () => {
    expect(numberCell(-0.25)).toBe('-0.25');
    expect(numberCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
    expect(csvCell('=x')).toBe(`"'=x"`);
  });

  it('join a header and rows with commas and CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          [null, -2],
        ],
      ),
    ).toBe('"A","B"\r\n"x",1\r\n,-2');
    expect(toCsv(['A'], [])).toBe('"A"');
  });

  it('write times as ISO 8601 in UTC, nothing for one a date cannot hold', () => {
    expect(isoTime(Date.UTC(2026, 10, 28, 4, 5, 6))).toBe('2026-11-28T04:05:06.000Z');
    expect(isoTime(Number.NaN)).toBeNull();
    expect(isoTime(9e15)).toBeNull();
    expect(csvStamp(Date.UTC(2026, 10, 28, 4, 5, 6))).toBe('2026-11-28-04-05');
  });

  it('hand the file to the browser with a byte-order mark, then let its address go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    downloadCsv('history.csv', '"A"');
    expect(names).toEqual(['history.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('\uFEFF"A"');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv');
    vi.useRealTimers();
  });
});
