import type { CatalogueAccessory, CatalogueDevice } from '@carrier/service-contracts';

/** A catalogue device for tests: two colours, two sizes, 36-month prices worked out from the retail. */
export function device(overrides: Partial<CatalogueDevice> & { id: string; price?: number }): CatalogueDevice {
  const { price = 800, ...rest } = overrides;
  const colours = rest.colours ?? [
    { name: 'Black', slug: 'black', hex: '#1c1c1e', image: `/content/vcg/images/devices/${rest.id}/black.svg` },
    {
      name: 'Sky Blue',
      slug: 'sky-blue',
      hex: '#6fa8dc',
      image: `/content/vcg/images/devices/${rest.id}/sky-blue.svg`,
    },
  ];
  const storage = rest.storage ?? [
    { gb: 128, label: '128 GB' },
    { gb: 256, label: '256 GB' },
  ];
  const skus = colours.flatMap((c) =>
    storage.map((s, step) => {
      const retailPrice = price + step * 100;
      const promo = rest.promotions?.[0];
      const salePrice = retailPrice - (promo && !promo.condition ? promo.savings : 0);
      return {
        sku: `${rest.id}-${c.slug}-${s.gb}`.toUpperCase(),
        colour: c.name,
        storageGb: s.gb,
        retailPrice,
        salePrice,
        monthlyPrice: Math.round((salePrice / 36) * 100) / 100,
        months: 36,
        stock: { 'ST-NYC-5AV': step === 0 ? 3 : 0, 'ST-CHI-MIC': 1 },
      };
    }),
  );
  return {
    maker: 'Acme',
    model: rest.id,
    os: 'Android',
    fiveG: true,
    released: '2025-01-01',
    rating: { average: 4, count: 100 },
    tier: 'mid',
    badges: [],
    promotions: [],
    specs: {
      display: { inches: 6.3, panel: 'OLED', resolution: '2424 × 1080', refreshHz: 120 },
      processor: 'Acme Chip 5',
      cameras: { rearMegapixels: [50, 12], frontMegapixels: 12 },
      batteryMah: 4700,
      weightGrams: 190,
      dimensionsMm: { height: 152, width: 72, depth: 8.5 },
      waterResistance: 'IP68',
      bands5g: ['n2', 'n5', 'n66', 'n77'],
      sim: 'nanoAndEsim',
    },
    ...rest,
    colours,
    storage,
    skus: rest.skus ?? skus,
  };
}

/** Four phones that differ in every filter. */
export const PHONES: readonly CatalogueDevice[] = [
  device({
    id: 'apple-iphone-17',
    maker: 'Apple',
    os: 'iOS',
    price: 830,
    released: '2025-09-19',
    badges: [{ id: 'new', label: 'New' }],
    rating: { average: 4.7, count: 900 },
  }),
  device({
    id: 'samsung-galaxy-a16',
    maker: 'Samsung',
    price: 200,
    fiveG: false,
    released: '2024-10-01',
    rating: { average: 4.2, count: 300 },
    colours: [{ name: 'Mint', slug: 'mint', hex: '#8fd9b0', image: '/content/vcg/images/devices/a16/mint.svg' }],
  }),
  device({
    id: 'google-pixel-10',
    maker: 'Google',
    price: 800,
    released: '2025-08-20',
    promotions: [{ id: 'PRM-PX', name: '$100 off', savings: 100 }],
    rating: { average: 4.7, count: 1200 },
    storage: [
      { gb: 128, label: '128 GB' },
      { gb: 512, label: '512 GB' },
    ],
  }),
  device({
    id: 'samsung-galaxy-s25-ultra',
    maker: 'Samsung',
    price: 1300,
    tier: 'premium',
    released: '2025-02-07',
    badges: [{ id: 'bestSeller', label: 'Best seller' }],
    rating: { average: 4.6, count: 2000 },
  }),
];

export function accessory(overrides: Partial<CatalogueAccessory> & { id: string }): CatalogueAccessory {
  return {
    name: overrides.id,
    brand: 'Guardline',
    type: 'case',
    price: 39.99,
    colour: { name: 'Clear', hex: '#dfe8ee' },
    compatibleDevices: [],
    universal: true,
    image: `/content/vcg/images/accessories/${overrides.id}.svg`,
    rating: { average: 4.2, count: 40 },
    ...overrides,
  };
}

/** The landing page's content as the content service answers it. */
export const LANDING = {
  hero: {
    promotionId: 'PRM-PX',
    deviceId: 'google-pixel-10',
    eyebrow: 'New',
    title: 'Google Pixel 10',
    body: '$100 off, no trade-in needed.',
    cta: { label: 'Shop Google Pixel 10', path: '/smartphones/google-pixel-10.html' },
    image: '/content/vcg/images/hero/prm-px.svg',
  },
  dealStrips: [
    {
      id: 'PRM-PX',
      title: '$100 off Pixel 10',
      body: 'Off the price today.',
      link: { label: 'See the Pixel 10', path: '/smartphones/google-pixel-10.html' },
    },
  ],
  plansTitle: 'Plans for everyone',
  plansIntro: 'Unlimited talk and text on every plan.',
  app: { title: 'Shop in the app', body: 'Upgrade in a few taps.', linkLabel: 'Get the app' },
} as const;
