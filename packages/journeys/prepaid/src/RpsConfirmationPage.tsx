import { OrderRead } from './checkout.js';
import { useTexts } from './frame.js';
import { useEndActivation } from './rps.js';

/** rps confirmation: the activated line, read back by its order number; the activation is over. */
export function RpsConfirmationPage() {
  useEndActivation();
  return <OrderRead title={useTexts().rpsConfirmationTitle} />;
}
