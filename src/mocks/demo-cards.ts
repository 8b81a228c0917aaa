/**
 * The demo's card catalogue: real cards across sets, each graded copy with its own certificate. The demo feed lists
 * and sells these copies, and the demo valuation knows them, so demo rows resolve to their card and comps build up.
 */
export interface DemoCatalogueCard {
  assetId: string;
  name: string;
  brand: string;
  cardNumber: string;
  /** Alt's predicted price at PSA 10, in USD; lower grades are worth less (see the valuation handler). */
  basePrice: number;
  /** The bundled picture (public/demo-cards). */
  image: 'charizard' | 'pikachu' | 'mewtwo' | 'umbreon' | 'rayquaza' | 'lugia';
}

const card = (
  assetId: string,
  name: string,
  set: string,
  cardNumber: string,
  basePrice: number,
  image: DemoCatalogueCard['image'],
): DemoCatalogueCard => ({ assetId, name, brand: `Pokemon ${set}`, cardNumber, basePrice, image });

export const DEMO_CATALOGUE: readonly DemoCatalogueCard[] = [
  card('asset-charizard', 'Charizard Holo', 'Base Set', '4', 5200, 'charizard'),
  card('asset-charizard-b2', 'Charizard Holo', 'Base Set 2', '4', 1900, 'charizard'),
  card('asset-charizard-evo', 'Charizard', 'Evolutions', '11', 420, 'charizard'),
  card('asset-charizard-gx', 'Charizard GX Rainbow', 'Burning Shadows', '150', 780, 'charizard'),
  card('asset-charizard-obf', 'Charizard ex Special Illustration', 'Obsidian Flames', '223', 310, 'charizard'),
  card('asset-charizard-vmax', 'Charizard VMAX', "Champion's Path", '74', 520, 'charizard'),
  card('asset-pikachu-base', 'Pikachu Red Cheeks', 'Base Set', '58', 650, 'pikachu'),
  card('asset-pikachu-jungle', 'Pikachu', 'Jungle', '60', 140, 'pikachu'),
  card('asset-pikachu-cel', 'Pikachu Flying', 'Celebrations', '25', 95, 'pikachu'),
  card('asset-pikachu-vmax', 'Pikachu VMAX Rainbow', 'Vivid Voltage', '188', 330, 'pikachu'),
  card('asset-mewtwo-base', 'Mewtwo Holo', 'Base Set', '10', 520, 'mewtwo'),
  card('asset-mewtwo-go', 'Mewtwo VSTAR Rainbow', 'Pokemon Go', '79', 160, 'mewtwo'),
  card('asset-mewtwo-evo', 'Mewtwo', 'Evolutions', '51', 110, 'mewtwo'),
  card('asset-umbreon', 'Umbreon VMAX Alt Art', 'Evolving Skies', '215', 1450, 'umbreon'),
  card('asset-umbreon-neo', 'Umbreon Holo', 'Neo Discovery', '13', 880, 'umbreon'),
  card('asset-umbreon-sky', 'Umbreon Crystal', 'Skyridge', 'H30', 2400, 'umbreon'),
  card('asset-umbreon-pre', 'Umbreon ex Special Illustration', 'Prismatic Evolutions', '161', 1250, 'umbreon'),
  card('asset-rayquaza-evs', 'Rayquaza VMAX Alt Art', 'Evolving Skies', '218', 760, 'rayquaza'),
  card('asset-rayquaza-dv', 'Rayquaza Holo', 'Dragon Vault', '10', 130, 'rayquaza'),
  card('asset-rayquaza-dx', 'Rayquaza Gold Star', 'EX Deoxys', '107', 3100, 'rayquaza'),
  card('asset-lugia', 'Lugia V Alt Art', 'Silver Tempest', '186', 610, 'lugia'),
  card('asset-lugia-neo', 'Lugia Holo', 'Neo Genesis', '9', 2100, 'lugia'),
  card('asset-lugia-aq', 'Lugia Crystal', 'Aquapolis', 'H16', 1700, 'lugia'),
  card('asset-lugia-leg', 'Lugia Legend', 'HeartGold SoulSilver', '113', 240, 'lugia'),
];

/** A graded copy: one certificate, one card, one grade. */
export interface DemoCopy {
  certificate: string;
  card: DemoCatalogueCard;
  grade: number;
}

const GRADES = [10, 9, 8] as const;

/**
 * Every card in three grades, two copies each: certificates 7CCGN (card, grade, copy), padded to eight digits as
 * PSA's are. The README's four certificates stay as they were.
 */
export const DEMO_COPIES: readonly DemoCopy[] = DEMO_CATALOGUE.flatMap((entry, index) =>
  GRADES.flatMap((grade) =>
    [1, 2].map((copy) => ({
      certificate: `7${String(index).padStart(3, '0')}${String(grade).padStart(2, '0')}${copy}`.padEnd(8, '0'),
      card: entry,
      grade,
    })),
  ),
);

/** What a grade below 10 is worth against a 10, in the demo valuation and the demo feed alike. */
export const gradeFactor = (grade: number) => Math.pow(0.62, 10 - grade);
