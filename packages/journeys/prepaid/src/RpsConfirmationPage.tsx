import { OrderRead } from './checkout.js';
import { useTexts } from './frame.js';

/** rps confirmation: the activated line, read back by its order number. */
export function RpsConfirmationPage() {
  return <OrderRead title={useTexts().rpsConfirmationTitle} />;
}
