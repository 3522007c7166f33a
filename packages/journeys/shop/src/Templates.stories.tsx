import { Button, Link, Stack } from '@carrier/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StorefrontProvider, browserDeps } from '@carrier/storefront/testing';
import type { Plan } from './services.js';
import { LineCountPicker, PlanCard, usePlanStrings } from './plans/parts.js';
import * as styles from './shop.css.js';

/** The sandbox's plans, as its plans service answers them. */
const PLANS: readonly Plan[] = [
  {
    id: 'PLAN-UNL-WELCOME',
    name: 'Unlimited Welcome',
    type: 'postpaid',
    pricePerLine: [75, 65, 50, 40, 35],
    autopayDiscount: 10,
    data: 'Unlimited 5G and 4G LTE',
    hotspot: 'None',
    features: ['Unlimited talk and text'],
  },
  {
    id: 'PLAN-UNL-PLUS',
    name: 'Unlimited Plus',
    type: 'postpaid',
    pricePerLine: [90, 80, 65, 55, 50],
    autopayDiscount: 10,
    data: 'Unlimited premium 5G',
    hotspot: '30 GB',
    features: ['Unlimited talk and text', 'Calling to Mexico and Canada'],
    popular: true,
  },
  {
    id: 'PLAN-UNL-ULTIMATE',
    name: 'Unlimited Ultimate',
    type: 'postpaid',
    pricePerLine: [100, 90, 75, 65, 60],
    autopayDiscount: 10,
    data: 'Unlimited premium 5G',
    hotspot: '60 GB',
    features: ['International travel days', 'Satellite texting'],
  },
  {
    id: 'PLAN-5G-START',
    name: '5G Start',
    type: 'postpaid',
    pricePerLine: [70, 60, 45, 35, 30],
    autopayDiscount: 10,
    data: 'Unlimited 5G',
    hotspot: '5 GB',
    features: ['Unlimited talk and text'],
  },
  {
    id: 'PLAN-PP-15GB',
    name: 'Prepaid 15 GB',
    type: 'prepaid',
    pricePerLine: [35],
    autopayDiscount: 5,
    data: '15 GB high speed',
    hotspot: 'None',
    features: ['Unlimited talk and text'],
  },
  {
    id: 'PLAN-PP-UNL',
    name: 'Prepaid Unlimited',
    type: 'prepaid',
    pricePerLine: [50],
    autopayDiscount: 5,
    data: 'Unlimited 5G',
    hotspot: 'None',
    features: ['Unlimited talk and text'],
    popular: true,
  },
  {
    id: 'PLAN-PP-UNL-PLUS',
    name: 'Prepaid Unlimited Plus',
    type: 'prepaid',
    pricePerLine: [60],
    autopayDiscount: 5,
    data: 'Unlimited premium 5G',
    hotspot: '15 GB',
    features: ['Calling to Mexico and Canada'],
  },
];

/** The sandbox's words for its plans on the Spanish site. */
const SPANISH: Readonly<Record<string, string>> = {
  'Unlimited 5G and 4G LTE': '5G y 4G LTE ilimitados',
  'Unlimited premium 5G': '5G premium ilimitado',
  'Unlimited 5G': '5G ilimitado',
  '15 GB high speed': '15 GB de alta velocidad',
  'Unlimited talk and text': 'Llamadas y mensajes de texto ilimitados',
  None: 'Sin hotspot',
  'Calling to Mexico and Canada': 'Llamadas a México y Canadá',
  'International travel days': 'Días de viaje internacional',
  'Satellite texting': 'Mensajes de texto por satélite',
};

/** The plans of a kind, in the words of the site's language, as the sandbox answers them. */
function plansOf(type: Plan['type'], language: 'en' | 'es'): Plan[] {
  const say = (text: string) => (language === 'es' ? (SPANISH[text] ?? text) : text);
  return PLANS.filter((plan) => plan.type === type).map((plan) => ({
    ...plan,
    data: say(plan.data),
    hotspot: say(plan.hotspot),
    features: plan.features.map(say),
  }));
}

/** The plans page's list: the line-count picker, then a card per plan with its action, the most popular marked. */
function PlanList({ type, language }: { readonly type: Plan['type']; readonly language: 'en' | 'es' }) {
  const texts = usePlanStrings();
  const [lines, setLines] = useState(type === 'prepaid' ? 1 : 2);
  return (
    <Stack as="section" space="lg" aria-labelledby="plans-title">
      <h1 id="plans-title" className={styles.heading}>
        {texts.plansTitle}
      </h1>
      <p className={styles.muted}>
        {texts.plansIntro} <Link href="#plan-selector">{texts.quizLink}</Link>
      </p>
      {type === 'postpaid' ? <LineCountPicker lines={lines} onChange={setLines} /> : null}
      <ul className={styles.grid}>
        {plansOf(type, language).map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              lines={lines}
              action={<Button aria-label={texts.chooseFor(plan.name, 'Google Pixel 10')}>{texts.choose}</Button>}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}

interface TemplateArgs {
  readonly language: 'en' | 'es';
  readonly type: Plan['type'];
}

const meta = {
  title: 'Templates/Plan list',
  args: { language: 'en', type: 'postpaid' },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'es'] },
    type: { control: 'inline-radio', options: ['postpaid', 'prepaid'] },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The plans page’s list, built from its own plan cards and the sandbox’s plans: each card’s price per line for the lines picked is its largest figure, with what makes it (autopay and paper-free billing) beside it; the most popular plan is marked; cards in a row are as tall as the tallest, their actions at their feet. The prepaid store’s plans come in the prepaid brand’s look.',
      },
    },
  },
  render: ({ language, type }) => {
    const deps = browserDeps(language);
    const base = type === 'prepaid' ? '/sales/prepaid' : '/sales/digital';
    return (
      <StorefrontProvider deps={{ ...deps, site: { ...deps.site, base } }}>
        <PlanList type={type} language={language} />
      </StorefrontProvider>
    );
  },
} satisfies Meta<TemplateArgs>;
export default meta;
type Story = StoryObj<TemplateArgs>;

/** The postpaid plans for two lines. */
export const Postpaid: Story = {};

/** The postpaid plans in Spanish. */
export const PostpaidSpanish: Story = { args: { language: 'es' } };

/** The prepaid store's plans, in its brand's look. */
export const Prepaid: Story = { args: { type: 'prepaid' }, globals: { brand: 'prepaid' } };

/** The prepaid store's plans in Spanish. */
export const PrepaidSpanish: Story = { args: { type: 'prepaid', language: 'es' }, globals: { brand: 'prepaid' } };
