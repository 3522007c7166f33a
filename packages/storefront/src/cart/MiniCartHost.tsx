import { Suspense, lazy } from 'react';
import { useStorefront } from '../context.js';
import { useValueOf } from '../atoms.js';

const MiniCart = lazy(() => import('./MiniCart.js').then((m) => ({ default: m.MiniCart })));

/** Opens the mini cart when the first add-to-cart of the session asks for it (spec 4.3). */
export function MiniCartHost() {
  const { cartOpener: opener } = useStorefront();
  const state = useValueOf(opener);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart added={state.lastAdded ?? ''} onClose={opener.close} />
    </Suspense>
  );
}
