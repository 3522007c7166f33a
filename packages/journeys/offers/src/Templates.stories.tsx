import { Stack } from '@carrier/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Offer, OffersAnswer } from '@carrier/service-contracts';
import type { Load } from '@carrier/storefront/kit';
import { intro, pageTitle } from '@carrier/storefront/kit';
import { StorefrontProvider, browserDeps, storyPicture } from '@carrier/storefront/testing';
import { OfferList, useTexts } from './frame.js';

type Language = 'en' | 'es';
type Said = Readonly<Record<Language, string>>;

/** Offers of the sandbox's promotions hub as it keeps them, in both languages. */
const OFFERS: readonly {
  readonly offerId: string;
  readonly title: Said;
  readonly description: Said;
  readonly terms: Said;
  readonly eligibility: readonly Said[];
  readonly savings: number;
  readonly deviceIds: readonly string[];
  readonly endsOn: string | null;
  readonly restrictedType: Offer['restrictedType'];
  readonly action: Offer['action'];
  /** The colour of the phone's picture. */
  readonly colour: string;
}[] = [
  {
    offerId: 'OF-PX10-100',
    title: { en: '$100 off Google Pixel 10', es: '$100 de descuento en Google Pixel 10' },
    description: {
      en: 'Take $100 off the Pixel 10 today, with no trade-in needed.',
      es: 'Ahorra $100 en el Pixel 10 hoy, sin necesidad de entregar un equipo.',
    },
    terms: {
      en: 'With a new line or an upgrade on device payment or paid in full. Taxes and fees extra. While supplies last.',
      es: 'Con una línea nueva o una actualización con pagos del equipo o pagado por completo. Impuestos y cargos aparte. Hasta agotar existencias.',
    },
    eligibility: [
      {
        en: 'A new line, or an upgrade of a line on your account',
        es: 'Una línea nueva, o la actualización de una línea de tu cuenta',
      },
      {
        en: 'The phone on device payment or paid in full',
        es: 'El teléfono con pagos del equipo o pagado por completo',
      },
    ],
    savings: 100,
    deviceIds: ['google-pixel-10'],
    endsOn: '2027-01-31',
    restrictedType: null,
    action: 'promohubcart',
    colour: '#3f4a8a',
  },
  {
    offerId: 'OF-16-200',
    title: { en: 'Holiday deal: $200 off iPhone 16', es: 'Oferta de fiestas: $200 de descuento en iPhone 16' },
    description: {
      en: 'Give the iPhone 16 for $200 less this season.',
      es: 'Regala el iPhone 16 por $200 menos esta temporada.',
    },
    terms: {
      en: 'With a new line or an upgrade on device payment or paid in full. Taxes and fees extra. While supplies last.',
      es: 'Con una línea nueva o una actualización con pagos del equipo o pagado por completo. Impuestos y cargos aparte. Hasta agotar existencias.',
    },
    eligibility: [
      {
        en: 'A new line, or an upgrade of a line on your account',
        es: 'Una línea nueva, o la actualización de una línea de tu cuenta',
      },
      {
        en: 'The phone on device payment or paid in full',
        es: 'El teléfono con pagos del equipo o pagado por completo',
      },
      { en: 'Until the holiday season ends', es: 'Hasta que termine la temporada de fiestas' },
    ],
    savings: 200,
    deviceIds: ['apple-iphone-16'],
    endsOn: '2027-01-06',
    restrictedType: null,
    action: 'promohubcart',
    colour: '#c9d6df',
  },
  {
    offerId: 'OF-S25U-DBL',
    title: {
      en: 'Picked for you: double the storage on Galaxy S25 Ultra',
      es: 'Elegido para ti: el doble de almacenamiento en Galaxy S25 Ultra',
    },
    description: {
      en: 'The 512 GB Galaxy S25 Ultra for the price of 256 GB.',
      es: 'El Galaxy S25 Ultra de 512 GB por el precio del de 256 GB.',
    },
    terms: {
      en: 'With a new line or an upgrade on device payment or paid in full. Taxes and fees extra. While supplies last.',
      es: 'Con una línea nueva o una actualización con pagos del equipo o pagado por completo. Impuestos y cargos aparte. Hasta agotar existencias.',
    },
    eligibility: [
      {
        en: 'A new line, or an upgrade of a line on your account',
        es: 'Una línea nueva, o la actualización de una línea de tu cuenta',
      },
      {
        en: 'The 512 GB Galaxy S25 Ultra, at the 256 GB price',
        es: 'El Galaxy S25 Ultra de 512 GB, al precio del de 256 GB',
      },
    ],
    savings: 120,
    deviceIds: ['samsung-galaxy-s25-ultra'],
    endsOn: '2027-01-06',
    restrictedType: null,
    action: 'promohubcart',
    colour: '#4a4f55',
  },
  {
    offerId: 'OF-FOLD7-500',
    title: {
      en: 'Reserved for you: $500 off Galaxy Z Fold7',
      es: 'Reservado para ti: $500 de descuento en Galaxy Z Fold7',
    },
    description: {
      en: 'An offer for your account: accept it to keep it for your next phone.',
      es: 'Una oferta para tu cuenta: acéptala para guardarla para tu próximo teléfono.',
    },
    terms: {
      en: 'With a new line or an upgrade on device payment or paid in full. Taxes and fees extra. While supplies last.',
      es: 'Con una línea nueva o una actualización con pagos del equipo o pagado por completo. Impuestos y cargos aparte. Hasta agotar existencias.',
    },
    eligibility: [
      { en: 'Kept for your account once you accept it', es: 'Se guarda en tu cuenta cuando la aceptas' },
      {
        en: 'A new line, or an upgrade of a line on your account',
        es: 'Una línea nueva, o la actualización de una línea de tu cuenta',
      },
    ],
    savings: 500,
    deviceIds: ['samsung-galaxy-z-fold7'],
    endsOn: '2027-02-28',
    restrictedType: 'DEVICE',
    action: 'product',
    colour: '#20314f',
  },
];

/** The offers as the offers service answers them on the site of `language` (a restricted one not yet accepted). */
const answerIn = (language: Language): OffersAnswer => ({
  placement: 'promohub',
  firstName: null,
  offers: OFFERS.map((offer) => ({
    offerId: offer.offerId,
    title: offer.title[language],
    description: offer.description[language],
    terms: offer.terms[language],
    eligibility: offer.eligibility.map((condition) => condition[language]),
    savings: offer.savings,
    deviceIds: [...offer.deviceIds],
    endsOn: offer.endsOn,
    restricted: offer.restrictedType !== null,
    restrictedType: offer.restrictedType,
    accepted: false,
    action: offer.action,
    partnerUrl: null,
    image: storyPicture(offer.colour),
  })),
});

/** An offer list read: the answer at once. */
const ready = (value: OffersAnswer): Load<OffersAnswer> => ({
  status: 'ready',
  value,
  reload: () => undefined,
  replace: () => undefined,
});

/** The promotions hub's list of offers: each card with the phone's picture, what it saves, until when, who can take it, its terms and its action. */
function PromotionsList({ language }: { readonly language: Language }) {
  const texts = useTexts();
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.promoHubTitle}</h1>
      <p className={intro}>{texts.promoHubIntro}</p>
      <OfferList read={ready(answerIn(language))} />
    </Stack>
  );
}

interface TemplateArgs {
  readonly language: Language;
}

const meta = {
  title: 'Templates/Offer list',
  args: { language: 'en' },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'es'] } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The offer pages’ list (promotions hub, the season’s offers, the customer’s own), built from its own offer cards and the sandbox’s promotions: the product’s picture, what the offer saves and until when, who can take it, its terms, and its one action; a restricted offer is marked reserved and is accepted first.',
      },
    },
  },
  render: ({ language }) => (
    <StorefrontProvider deps={browserDeps(language)}>
      <PromotionsList language={language} />
    </StorefrontProvider>
  ),
} satisfies Meta<TemplateArgs>;
export default meta;
type Story = StoryObj<TemplateArgs>;

/** The promotions hub's offers. */
export const Promotions: Story = {};

/** The same offers on the Spanish site. */
export const PromotionsSpanish: Story = { args: { language: 'es' } };

/** The offers in the prepaid brand's look. */
export const PromotionsPrepaid: Story = { globals: { brand: 'prepaid' } };
