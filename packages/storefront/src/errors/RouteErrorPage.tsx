import { Button, Stack } from '@carrier/design-system';
import { chunkReloadUrl } from '@carrier/error-catalogue';
import { ErrorNotice } from './ErrorNotice.js';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useStorefront } from '../context.js';
import * as page from '../page.css.js';
import { StorefrontFrame } from '../shell/StorefrontShell.js';

/** Reload once with a `ts` parameter after a chunk-load failure (spec 8.4); on for the store. */
export const RELOAD_ON_CHUNK_FAILURE = true;

/**
 * Shown when a page fails to render or to load: reports the error once, reloads once after a chunk-load
 * failure, else says 'Something went wrong.' (spec 8.3) and offers a retry.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { errors, errorTexts, strings, navigate, now, currentHref } = useStorefront();
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    const record = errors.report(error, 'component');
    const reload =
      record.errorClass === 'scriptLoadError'
        ? chunkReloadUrl(currentHref(), RELOAD_ON_CHUNK_FAILURE, now())
        : undefined;
    if (reload) navigate(reload);
  }, [error, errors, navigate, now, currentHref]);
  return (
    <StorefrontFrame>
      <Stack space="lg" className={page.readableWidth}>
        <ErrorNotice error={{ name: 'RenderError', message: errorTexts.renderFailure }} />
        <div>
          <Button variant="secondary" onClick={reset}>
            {strings.retry}
          </Button>
        </div>
      </Stack>
    </StorefrontFrame>
  );
}
