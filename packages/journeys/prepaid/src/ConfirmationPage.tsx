import { useTexts } from './frame.js';
import { OrderRead } from './checkout.js';

/** orderconfirmation: the placed order, read back by its number. */
export function ConfirmationPage() {
  return <OrderRead title={useTexts().confirmationTitle} />;
}
