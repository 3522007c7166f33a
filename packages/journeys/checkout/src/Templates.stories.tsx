import { Button, Inline, Link, Stack, Stepper } from '@carrier/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CheckoutStep } from '@carrier/checkout-rules';
import { SummaryAside, pageTitle, purchaseOfOrder, useStorefront } from '@carrier/storefront/kit';
import { SAMPLE_ORDER, StorefrontProvider, browserDeps } from '@carrier/storefront/testing';
import { OrderSummary, lineNotes } from './OrderSummary.js';
import { ReviewDetails } from './ReviewDetails.js';
import { useCheckoutStrings } from './words.js';
import * as styles from './checkout.css.js';

/** The steps of the sample order's checkout: a new customer's phone on device payment, shipped and paid by card. */
const STEPS: readonly CheckoutStep[] = [
  'numbers',
  'aboutYou',
  'credit',
  'deviceAgreement',
  'delivery',
  'payment',
  'review',
];

/** The review as the checkout draws it: the summary of what is bought first on a phone, beside the review on a desktop. */
function Review() {
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  // The order before it is placed: what is due today is still due.
  const purchase = {
    ...purchaseOfOrder(SAMPLE_ORDER, (line) => lineNotes(line, texts, site.language)),
    placed: false,
  };
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.reviewTitle}</h1>
      <Stepper steps={STEPS.map((step) => texts.steps[step])} current={STEPS.length - 1} label={texts.stepsLabel} />
      <div className={styles.withSummary}>
        <SummaryAside purchase={purchase} />
        <div className={styles.content}>
          <ReviewDetails
            delivery={SAMPLE_ORDER.delivery}
            card={SAMPLE_ORDER.payment.card}
            placing={false}
            unknown={false}
            onPlace={() => undefined}
          />
        </div>
      </div>
    </Stack>
  );
}

/** The confirmation as the checkout draws it: the order placed, what happens next, and its actions. */
function Confirmation() {
  const texts = useCheckoutStrings();
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.confirmationTitle}</h1>
      <Stack space="md">
        <OrderSummary order={SAMPLE_ORDER} />
        <Inline space="md">
          <Button variant="secondary" onClick={() => window.print()}>
            {texts.print}
          </Button>
          <Link variant="standalone" href="#keep-shopping">
            {texts.keepShopping}
          </Link>
        </Inline>
      </Stack>
    </Stack>
  );
}

const PAGES = { review: Review, confirmation: Confirmation } as const;

interface TemplateArgs {
  readonly language: 'en' | 'es';
  readonly page: keyof typeof PAGES;
}

const meta = {
  title: 'Templates/Checkout',
  args: { language: 'en', page: 'review' },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'es'] },
    page: { control: 'inline-radio', options: Object.keys(PAGES) },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The purchase path’s last pages, built from the checkout’s own parts and the sample order (the sandbox’s Google Pixel 10 on Unlimited Plus with Total Mobile Protection, shipped to New York and paid by Visa): the review, with the order summary first on a phone and beside it from desktops up, and the confirmation, with what happens next. Switch the brand and the language in the toolbar or the controls; resize to a phone for one column.',
      },
    },
  },
  render: ({ language, page }) => {
    const Page = PAGES[page];
    return (
      <StorefrontProvider deps={browserDeps(language)}>
        <Page />
      </StorefrontProvider>
    );
  },
} satisfies Meta<TemplateArgs>;
export default meta;
type Story = StoryObj<TemplateArgs>;

/** "Review your order": how it comes, how it is paid, and "Place order" as wide as its words. */
export const OrderReview: Story = {};

/** "Thank you, your order is placed": the order number, what happens next, delivery, payment, paid today. */
export const OrderConfirmation: Story = { args: { page: 'confirmation' } };

/** The review in Spanish. */
export const OrderReviewSpanish: Story = { args: { language: 'es' } };

/** The confirmation in Spanish. */
export const OrderConfirmationSpanish: Story = { args: { page: 'confirmation', language: 'es' } };

/** The confirmation in the prepaid brand's look. */
export const OrderConfirmationPrepaid: Story = { args: { page: 'confirmation' }, globals: { brand: 'prepaid' } };
