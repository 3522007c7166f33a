import { Button, Stack } from '@carrier/design-system';
import { chunkReloadUrl, isScriptLoadError } from '@carrier/error-catalogue';
import { ErrorNotice } from './ErrorNotice.js';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useStorefront } from '../context.js';
import * as page from '../page.css.js';
import { StorefrontFrame } from '../shell/StorefrontShell.js';

/** Reload once with a `ts` parameter after a chunk-load failure (spec 8.4); on for the store. */
export const RELOAD_ON_CHUNK_FAILURE = true;

/** The page each store's customer last pressed "Try again" on (the retry flag of spec 8.3), by the store's errors. */
const retriedPages = new WeakMap<object, string>();

/**
 * Shown when a page fails to render or to load: reports the error once, reloads once after a chunk-load
 * failure, else says 'Something went wrong.' (spec 8.3) and offers a retry. Once a retry of the same page has
 * failed too (the retry flag), the store's default message replaces it.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { errors, errorTexts, strings, navigate, now, currentHref } = useStorefront();
  const retried = retriedPages.get(errors) === currentHref();
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    errors.report(error, 'component');
    // Told at once, whether the catalogue's code is there yet or not: a page that could not load reloads (spec 8.4).
    const reload = isScriptLoadError(error) ? chunkReloadUrl(currentHref(), RELOAD_ON_CHUNK_FAILURE, now()) : undefined;
    if (reload) navigate(reload);
  }, [error, errors, navigate, now, currentHref]);
  return (
    <StorefrontFrame>
      <Stack space="lg" className={page.readableWidth}>
        <ErrorNotice
          error={{ name: 'RenderError', message: errorTexts.renderFailure }}
          retry={{ retryFlag: retried, defaultMessage: strings.stillFailing }}
        />
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              retriedPages.set(errors, currentHref());
              reset();
            }}
          >
            {strings.retry}
          </Button>
        </div>
      </Stack>
    </StorefrontFrame>
  );
}
