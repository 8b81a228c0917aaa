import * as z from 'zod/mini';

/** What the valuation service (Alt) knows of a graded card. */
export interface AssetDetails {
  name: string;
  brand: string;
  cardNumber: string | null;
  price: number;
  currency: 'USD';
}

/** The valuation's grade text: one decimal always ("10.0", "9.5"). */
export const valuationGrade = (grade: number) => grade.toFixed(1);

/** A certificate resolved to its card: the asset it is, what it is, and what Alt predicts it sells for at its grade. */
export interface ResolvedCard {
  certificate: string;
  assetId: string;
  name: string;
  brand: string;
  cardNumber: string | null;
  /** Alt's predicted price in USD at the grade it was asked for; null when Alt gave none. */
  predictedPrice: number | null;
  /** The grade the price is for (PSA), or null when the event said none. */
  grade: number | null;
}

const text = (max: number) => z.string().check(z.maxLength(max));

/** A stored card as it must be when read back: anything else (a hostile or old record) is skipped. */
export const resolvedCardSchema = z.object({
  certificate: z.string().check(z.regex(/^\d{1,40}$/)),
  assetId: text(200).check(z.minLength(1)),
  name: text(200).check(z.minLength(1)),
  brand: text(200),
  cardNumber: z.nullable(text(40)),
  predictedPrice: z.nullable(z.number().check(z.nonnegative())),
  grade: z.nullable(z.number().check(z.gte(1), z.lte(10))),
});

/**
 * The brand as a set name: Alt says "Pokemon Base Set"; a row has room for "Base Set" (the game is the panel's).
 */
export function setName(brand: string): string {
  const trimmed = brand.trim();
  const withoutGame = trimmed.replace(/^pok[eé]mon\s+/i, '');
  return withoutGame === '' ? trimmed : withoutGame;
}

/** "Base Set #4 · PSA 9": the card's set and number, and its grade, whichever are known. */
export function cardWhere(card: Pick<ResolvedCard, 'brand' | 'cardNumber'>, grade: number | null): string {
  const set = setName(card.brand);
  const where = [set, card.cardNumber === null || card.cardNumber === '' ? '' : `#${card.cardNumber}`]
    .filter(Boolean)
    .join(' ');
  return [where, grade === null ? '' : `PSA ${grade}`].filter(Boolean).join(' · ');
}

/** "Charizard Holo · Base Set #4 · PSA 9": the card, its set and number, and its grade, whichever are known. */
export function cardLabel(card: Pick<ResolvedCard, 'name' | 'brand' | 'cardNumber'>, grade: number | null): string {
  return [card.name, cardWhere(card, grade)].filter(Boolean).join(' · ');
}

/** The no-break space that keeps a grade on the line of its company. */
const NO_BREAK = '\u00a0';

/**
 * A row's title as shown: the grade at its end stays with its company ("PSA 10", "Grade 9"), so that a narrow panel
 * never leaves the number alone on the last line. Only that one space changes; the accessible name keeps the title.
 */
export function gradeKeptTogether(title: string): string {
  return title.replace(/\b(PSA|BGS|CGC|Grade) (\d+(?:[.,]\d+)?)$/, `$1${NO_BREAK}$2`);
}
