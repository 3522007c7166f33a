import { useEffect } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { useFnfPart, type ContentState } from './state.js';
import { useFnf } from './deps.js';

/** Loads the Friends and Family labels once per visit, and offers a retry when that failed. */
export function useFnfContent(): ContentState & { readonly retry: () => void } {
  const { site } = useStorefront();
  const { services, state: flow } = useFnf();
  const [state, setState] = useFnfPart(flow, 'content');
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return undefined;
    const controller = new AbortController();
    services.loadContent(site.language, controller.signal).then(
      (content) => setState({ status: 'ready', content }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [loading, services, site.language, setState]);

  return { ...state, retry: () => setState({ status: 'loading' }) };
}
