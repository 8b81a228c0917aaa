import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PriceSparkline } from '../../../src/cards/components/price-sparkline';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import { renderInProviders } from '../../test-utils';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const sales = [
  { key: 'a', time: 3_000, priceUSD: 180 },
  { key: 'b', time: 1_000, priceUSD: 120 },
  { key: 'c', time: 2_000, priceUSD: 150 },
  // The same sale sent twice is one point.
  { key: 'c', time: 2_000, priceUSD: 150 },
];

describe('the price line', () => {
  it('is one image a screen reader reads as a sentence, with a dot per sale and the prediction across', () => {
    renderInProviders(<PriceSparkline sales={sales} predicted={200} />);
    const image = screen.getByRole('img', { name: '3 sales from $120.00 to $180.00; predicted $200.00' });
    expect(image.querySelectorAll('circle')).toHaveLength(3);
    expect(image.querySelectorAll('line')).toHaveLength(1);
    // Oldest left: the first dot is the $120 sale, at the bottom (the highest y).
    const dots = [...image.querySelectorAll('circle')].map((dot) => Number(dot.getAttribute('cy')));
    expect(dots[0]).toBe(Math.max(...dots));
  });

  it('has a legend for the eye: the dots are the sales seen, the dashed line the predicted price', () => {
    renderInProviders(<PriceSparkline sales={sales} predicted={200} />);
    expect(screen.getByText('sales seen')).toBeInTheDocument();
    const predicted = screen.getByText('predicted $200.00');
    // The image's own name says the same to a screen reader: the legend is not read twice.
    expect(predicted.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says one sale without a range, and leaves out a prediction it does not have', () => {
    renderInProviders(<PriceSparkline sales={[{ key: 'a', time: 1, priceUSD: 95 }]} predicted={null} />);
    const image = screen.getByRole('img', { name: '1 sale at $95.00' });
    expect(image.querySelector('line')).toBeNull();
    expect(screen.getByText('sales seen')).toBeInTheDocument();
    expect(screen.queryByText(/predicted/)).toBeNull();
  });

  it('draws nothing without a real sale', () => {
    const { container } = renderInProviders(
      <PriceSparkline sales={[{ key: 'a', time: 1, priceUSD: Number.NaN }]} predicted={100} />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });

  it('speaks Italian', async () => {
    await act(() => i18n.changeLanguage('it'));
    renderInProviders(<PriceSparkline sales={sales} predicted={200} />);
    expect(
      screen.getByRole('img', { name: /^3 vendite da 120,00\sUSD a 180,00\sUSD; prezzo previsto 200,00\sUSD$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('vendite viste')).toBeInTheDocument();
    expect(screen.getByText(/^previsto 200,00\sUSD$/)).toBeInTheDocument();
  });
});
