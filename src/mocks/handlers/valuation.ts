import { graphql, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { DEMO_COPIES, gradeFactor } from '../demo-cards';
import { networkDelay } from '../latency';

interface DemoCertificate {
  assetId: string;
  name: string;
  brand: string;
  cardNumber: string;
  basePrice: number;
}

/**
 * The certificates the demo valuation knows: the README's four, and every graded copy the demo feed lists and sells
 * (mocks/demo-cards.ts). Every other number is "not found", as on Alt.
 */
export const DEMO_CERTIFICATES: Record<string, DemoCertificate> = {
  ...Object.fromEntries(DEMO_COPIES.map(({ certificate, card }) => [certificate, card])),
  '12345678': {
    assetId: 'asset-charizard',
    name: 'Charizard Holo',
    brand: 'Pokemon Base Set',
    cardNumber: '4',
    basePrice: 5200,
  },
  '87654321': {
    assetId: 'asset-pikachu',
    name: 'Pikachu Illustrator',
    brand: 'Pokemon Promo',
    cardNumber: '1',
    basePrice: 98000,
  },
  '40404040': {
    assetId: 'asset-umbreon',
    name: 'Umbreon VMAX Alt Art',
    brand: 'Pokemon Evolving Skies',
    cardNumber: '215',
    basePrice: 1450,
  },
  '55555555': {
    assetId: 'asset-lugia',
    name: 'Lugia V Alt Art',
    brand: 'Pokemon Silver Tempest',
    cardNumber: '186',
    basePrice: 610,
  },
};

const GRADE_FACTOR: Record<string, number> = { PSA: 1, BGS: 0.92, CGC: 0.8 };

export const valuationHandlers = [
  graphql.link(`${env.valuationUrl}/Cert`).query('Cert', async ({ variables }) => {
    await networkDelay();
    const cert = DEMO_CERTIFICATES[String(variables.certNumber ?? '')];
    return HttpResponse.json({ data: { cert: cert ? { asset: { id: cert.assetId } } : null } });
  }),
  graphql.link(`${env.valuationUrl}/AssetDetails`).query('AssetDetails', async ({ variables }) => {
    await networkDelay();
    const cert = Object.values(DEMO_CERTIFICATES).find((candidate) => candidate.assetId === variables.id);
    if (!cert) return HttpResponse.json({ data: { asset: null } });
    const filter = (variables.tsFilter ?? {}) as { gradeNumber?: string; gradingCompany?: string };
    const grade = Number(filter.gradeNumber ?? '10');
    const factor = (GRADE_FACTOR[filter.gradingCompany ?? 'PSA'] ?? 1) * gradeFactor(grade);
    return HttpResponse.json({
      data: {
        asset: {
          name: cert.name,
          brand: cert.brand,
          attributes: { cardNumber: cert.cardNumber },
          predictedPrice: Math.round(cert.basePrice * factor * 100) / 100,
        },
      },
    });
  }),
];
