import { Accordion, Link } from '@carrier/design-system';
import { useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { TrialPage, useTexts, useTrial } from './frame.js';

/** trial/faq: what people ask about the test drive. */
export function FaqPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state } = useTrial();
  return (
    <TrialPage title={texts.faqTitle} state={state}>
      <Accordion
        headingLevel={2}
        allowMultiple
        items={texts.faq.map(([question, answer], i) => ({
          id: `faq-${i}`,
          title: question,
          content: <p>{answer}</p>,
        }))}
      />
      <Link href={`${site.base}${TRIAL_PATHS.welcome}`}>{texts.start}</Link>
    </TrialPage>
  );
}
