/**
 * The price line of a card and grade: its observed sales over time, with the valuation's predicted price as a
 * reference. Pure: the series (each sale once, oldest first, real prices only), its range, and its place in a box.
 */

export interface PriceSale {
  /** The sale event's own key: a sale sent twice is one point. */
  key: string;
  /** When it sold, epoch ms. */
  time: number;
  priceUSD: number;
}

export interface PriceLine {
  /** Oldest first (equal times in the order given), each sale once, positive finite prices and times only. */
  points: PriceSale[];
  /** The lowest and highest sale. */
  lowSale: number;
  highSale: number;
  /** The reference; null when none, or not a positive finite price. */
  predicted: number | null;
  /** The vertical range: the sales and the reference. */
  low: number;
  high: number;
  /** The horizontal range: the first and the last sale. */
  from: number;
  to: number;
}

const real = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The line of these sales, or null without a single real one. */
export function priceLine(sales: readonly PriceSale[], predicted: number | null): PriceLine | null {
  const seen = new Set<string>();
  const points: PriceSale[] = [];
  for (const sale of sales) {
    if (seen.has(sale.key) || !real(sale.priceUSD) || !Number.isFinite(sale.time)) continue;
    seen.add(sale.key);
    points.push({ key: sale.key, time: sale.time, priceUSD: sale.priceUSD });
  }
  const first = points[0];
  if (!first) return null;
  // Stable: sales of the same moment keep the order they came in.
  points.sort((left, right) => left.time - right.time);
  const prices = points.map((point) => point.priceUSD);
  const lowSale = Math.min(...prices);
  const highSale = Math.max(...prices);
  const reference = real(predicted) ? predicted : null;
  return {
    points,
    lowSale,
    highSale,
    predicted: reference,
    low: reference === null ? lowSale : Math.min(lowSale, reference),
    high: reference === null ? highSale : Math.max(highSale, reference),
    from: points[0]?.time ?? first.time,
    to: points.at(-1)?.time ?? first.time,
  };
}

export interface PlacedLine {
  /** Each point in the box, oldest (left) first. */
  points: { key: string; x: number; y: number }[];
  /** The reference's height in the box, or null. */
  predictedY: number | null;
}

/**
 * The line in a `width` × `height` box, `pad` in from each edge: time left to right, price bottom to top. One moment
 * (or one sale) sits in the middle across; one price (and no other reference) in the middle up and down.
 */
export function placeLine(line: PriceLine, width: number, height: number, pad = 4): PlacedLine {
  const spanX = line.to - line.from;
  const spanY = line.high - line.low;
  const innerWidth = Math.max(0, width - 2 * pad);
  const innerHeight = Math.max(0, height - 2 * pad);
  const x = (time: number) => (spanX > 0 ? pad + ((time - line.from) / spanX) * innerWidth : width / 2);
  const y = (price: number) => (spanY > 0 ? pad + (1 - (price - line.low) / spanY) * innerHeight : height / 2);
  return {
    points: line.points.map((point) => ({ key: point.key, x: x(point.time), y: y(point.priceUSD) })),
    predictedY: line.predicted === null ? null : y(line.predicted),
  };
}
