import { Stack } from '@carrier/design-system';
import { useId, type ReactNode } from 'react';
import type { JourneyFlow } from './analytics-flow.js';
import { journeyPage, pageTitle } from './page.css.js';
import { usePageView } from './page-view.js';

/**
 * The frame of a journey's page: a section named by its heading (the page's one `h1`), the page's title and view
 * counted (with the flow the journey's state gives, when it has one), and what the page shows below.
 * @example <JourneyPageFrame title={texts.title}>{form}</JourneyPageFrame>
 */
export function JourneyPageFrame({
  title,
  journeyFlow,
  children,
}: {
  readonly title: string;
  /** The journey's own flow labels for analytics (the test drive's, the trade-in's). */
  readonly journeyFlow?: JourneyFlow;
  readonly children: ReactNode;
}) {
  usePageView(title, undefined, journeyFlow);
  const id = useId();
  return (
    <Stack as="section" space="lg" className={journeyPage} aria-labelledby={id}>
      <h1 id={id} className={pageTitle}>
        {title}
      </h1>
      {children}
    </Stack>
  );
}
