import { gridNumbersSchema, ORDERS_MAX, type GridFormInput } from './grid-config';

/** As grid traders expect: where the orders sit and what the grid ties up. */
export interface GridPreview {
  levels: number[];
  step: number;
  /** Quote currency needed to fill every level at the order size. */
  capital: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function gridPreview(
  rangeMin: number,
  rangeMax: number,
  nOrders: number,
  orderSize: number,
): GridPreview | null {
  if (![rangeMin, rangeMax, nOrders, orderSize].every(Number.isFinite)) return null;
  if (rangeMin <= 0 || rangeMax <= rangeMin || orderSize <= 0) return null;
  if (!Number.isInteger(nOrders) || nOrders < 1 || nOrders > ORDERS_MAX) return null;
  const step = nOrders === 1 ? 0 : (rangeMax - rangeMin) / (nOrders - 1);
  const levels = Array.from({ length: nOrders }, (_, index) => round(rangeMin + step * index, 4));
  const capital = round(
    levels.reduce((sum, level) => sum + level * orderSize, 0),
    4,
  );
  return { levels, step: round(step, 4), capital };
}

/**
 * The preview of what the form holds, only while the form would accept its numbers: a grid of 21 orders, which
 * saving refuses, is never previewed (the pair plays no part in the preview).
 */
export function previewOfForm(
  values: Pick<GridFormInput, 'nOrders' | 'rangeMin' | 'rangeMax' | 'orderSize'>,
): GridPreview | null {
  const parsed = gridNumbersSchema.safeParse(values);
  if (!parsed.success) return null;
  const { rangeMin, rangeMax, nOrders, orderSize } = parsed.data;
  return gridPreview(rangeMin, rangeMax, nOrders, orderSize);
}
