/** Prices and sizes of a grid, written the reader's way ('1.234,5' in Italian), to the price step's 4 places. */
export function gridNumberFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
}
