import { Alert, Button, Stack } from '@carrier/design-system';
import type { ReactNode } from 'react';
import { readableWidth, useStorefront } from '@carrier/storefront/kit';
import type { FnfContent } from './services.js';
import * as styles from './fnf.css.js';
import { useFnfContent } from './useFnfContent.js';
import { useFnfStrings } from './strings/index.js';

/** Renders its page once the labels are in; a skeleton before, a retry when they could not be loaded. */
export function ContentGate({ children }: { readonly children: (content: FnfContent) => ReactNode }) {
  const { strings: storeStrings } = useStorefront();
  const strings = useFnfStrings();
  const content = useFnfContent();
  if (content.status === 'ready') return <>{children(content.content)}</>;
  if (content.status === 'failed') {
    return (
      <Stack space="lg" className={readableWidth}>
        <Alert tone="error">{strings.contentFailed}</Alert>
        <div>
          <Button variant="secondary" onClick={content.retry}>
            {storeStrings.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack space="lg" className={readableWidth} aria-busy="true">
      <span role="status">{strings.loading}</span>
      <div className={styles.skeleton} style={{ width: '70%', height: '2.5rem' }} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} style={{ height: '2.75rem' }} />
    </Stack>
  );
}
