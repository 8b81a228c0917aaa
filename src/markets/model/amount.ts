/**
 * Reads an amount typed by a person: "250000", "250,000" or "250.000" (as the language writes thousands), "1.5m",
 * "1,5m" in Italian, "250k". Null when it is not an amount.
 */
const MULTIPLIERS: Readonly<Record<string, number>> = { '': 1, k: 1e3, m: 1e6, b: 1e9 };

export function parseAmount(text: string, locale: string): number | null {
  const compact = text
    .trim()
    .toLowerCase()
    .replace(/[\s_$]/g, '');
  const match = /^([\d.,]+)([kmb]?)$/.exec(compact);
  if (!match) return null;
  const [, digits = '', suffix = ''] = match;
  const decimalMark = new Intl.NumberFormat(locale).format(1.5).includes(',') ? ',' : '.';
  const thousands = decimalMark === ',' ? '.' : ',';
  const parts = digits.split(thousands);
  // Thousands separators only count between groups of three digits: "1,5" in English is not 15.
  if (parts.slice(1).some((part) => !/^\d{3}/.test(part))) return null;
  const normalised = parts.join('').replace(decimalMark, '.');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised) * (MULTIPLIERS[suffix] ?? 1);
  return Number.isFinite(value) ? value : null;
}
