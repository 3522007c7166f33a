import { Alert, Button, Stack } from '@carrier/design-system';
import { formatPhone } from '@carrier/checkout-rules';
import type { PrepaidCart } from '@carrier/service-contracts';
import type { ReactNode } from 'react';
import { JourneyPageFrame, useStorefront } from '@carrier/storefront/kit';
import { PREPAID_STRINGS, type PrepaidStrings } from './strings/index.js';

export const useTexts = (): PrepaidStrings => PREPAID_STRINGS[useStorefront().site.language];

/** What the line is for, as the cart and the orders name it. */
export function useItemName() {
  const texts = useTexts();
  return (item: NonNullable<PrepaidCart['item']>) =>
    item.kind === 'phone' ? item.name : item.simType === 'kit' ? texts.simKitItem : texts.esimItem;
}

/** A page of the prepaid store: its heading, its page view, and what it shows. */
export function PrepaidPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}

/** A load that failed: what failed, and a way to try again. */
export function Retry({ message, retry }: { readonly message: string; readonly retry: () => void }) {
  const texts = useTexts();
  return (
    <Stack space="md" align="start">
      <Alert tone="warning">{message}</Alert>
      <Button variant="secondary" onClick={retry}>
        {texts.retry}
      </Button>
    </Stack>
  );
}

/** A phone number as people read it: `(201) 555-0114`. */
export const lineName = (mdn: string) => formatPhone(mdn);

/** A checked phone's name: its make and model. */
export const checkedPhoneName = (device: { readonly make: string; readonly model: string }) =>
  `${device.make} ${device.model}`;
