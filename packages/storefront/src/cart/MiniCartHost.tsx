import { Suspense, lazy, useEffect } from 'react';
import { useStorefront } from '../context.js';
import { useValueOf } from '../atoms.js';
import { useHydrated } from '../hydrated.js';

const MiniCart = lazy(() => import('./MiniCart.js').then((m) => ({ default: m.MiniCart })));

/**
 * Opens the mini cart when the first add-to-cart of the session asks for it (spec 4.3). An add the store server did
 * for a form sent before the page's code ran is told here once the page is live, as the page's own handler tells its
 * own: the cart opens (on the first add), and the add-to-cart event follows the page view.
 */
export function MiniCartHost() {
  const { cartOpener: opener, analytics } = useStorefront();
  const state = useValueOf(opener);
  const hydrated = useHydrated();
  useEffect(() => {
    const added = hydrated ? opener.takeServerAdd() : undefined;
    if (!added) return undefined;
    const openedCart = opener.added(added.name) === 'opened';
    // Told with this page's name, once its view is recorded.
    const tell = () => analytics.addToCart(added.items, { openedCart });
    if (analytics.lastPageView() !== undefined) return void tell();
    const stop = analytics.onPageView(() => {
      stop();
      tell();
    });
    return stop;
  }, [hydrated, opener, analytics]);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart added={state.lastAdded ?? ''} onClose={opener.close} />
    </Suspense>
  );
}
