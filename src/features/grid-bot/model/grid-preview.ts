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
  if (rangeMin <= 0 || rangeMax <= rangeMin || nOrders < 1 || orderSize <= 0 || !Number.isInteger(nOrders)) return null;
  const step = nOrders === 1 ? 0 : (rangeMax - rangeMin) / (nOrders - 1);
  const levels = Array.from({ length: nOrders }, (_, index) => round(rangeMin + step * index, 4));
  const capital = round(
    levels.reduce((sum, level) => sum + level * orderSize, 0),
    4,
  );
  return { levels, step: round(step, 4), capital };
}
