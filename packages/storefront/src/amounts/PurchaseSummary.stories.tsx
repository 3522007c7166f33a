import { Button, Stepper, TextField } from '@carrier/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StorefrontProvider } from '../context.js';
import type { Language } from '../site.js';
import { SAMPLE_AMOUNTS, storyPicture } from '../testing/story-samples.js';
import { browserDeps } from '../testing/story-deps.js';
import { SummaryAside, type Purchase } from './PurchaseSummary.js';

/**
 * The sample purchase of the store's stories (the Pixel 10 in Indigo, 128 GB, on a device payment agreement), on
 * Unlimited Plus with Total Mobile Protection and a new number, and the amounts the services computed for it.
 */
const PURCHASE: Purchase = {
  lines: [
    {
      lineId: 'L1',
      name: 'Google Pixel 10',
      details: 'Indigo, 128 GB',
      image: storyPicture('#3f4a8a'),
      plan: 'Unlimited Plus',
      protection: 'Total Mobile Protection',
      notes: ['Number (212) 555-0199'],
    },
  ],
  accessories: [],
  amounts: SAMPLE_AMOUNTS,
};

/** The fields of the checkout's "About you" step, as a customer fills them in. */
function AboutYou() {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((now) => ({ ...now, [name]: value })),
  });
  return (
    <>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
    </>
  );
}

interface TemplateArgs {
  readonly language: Language;
}

const meta = {
  title: 'Templates/Order summary',
  args: { language: 'en' },
  argTypes: { language: { control: 'inline-radio', options: ['en', 'es'] } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'What is bought, as the checkout’s steps, the review, the confirmation and the order lookup show it: each line with its phone’s picture, plan, protection, number and trade-in, the accessories, then the one breakdown of the amounts. Beside the page’s content from desktops up, in the one column on a phone, folded by its title (what is due today).',
      },
    },
  },
} satisfies Meta<TemplateArgs>;
export default meta;
type Story = StoryObj<TemplateArgs>;

/** The summary alone. */
export const Summary: Story = {
  render: ({ language }) => (
    <StorefrontProvider deps={browserDeps(language)}>
      <div style={{ maxWidth: '24rem' }}>
        <SummaryAside purchase={PURCHASE} />
      </div>
    </StorefrontProvider>
  ),
};

/** A checkout step beside it, as the checkout lays its pages out (resize to a phone to see one column). */
export const CheckoutStep: Story = {
  render: ({ language }) => (
    <StorefrontProvider deps={browserDeps(language)}>
      <div
        style={{
          display: 'grid',
          gap: '2rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <form style={{ display: 'grid', gap: '1rem' }} onSubmit={(event) => event.preventDefault()}>
          <Stepper
            steps={['Phone numbers', 'About you', 'Delivery', 'Payment', 'Review']}
            current={1}
            label="Checkout steps"
          />
          <AboutYou />
          <div>
            <Button type="submit">Continue</Button>
          </div>
        </form>
        <SummaryAside purchase={PURCHASE} />
      </div>
    </StorefrontProvider>
  ),
};

/** In Spanish: the summary's own words and the amounts'. */
export const Spanish: Story = { ...Summary, args: { language: 'es' } };
