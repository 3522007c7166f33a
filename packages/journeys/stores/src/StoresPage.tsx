import { type ReactNode } from 'react';
import { JourneyPageFrame } from '@carrier/storefront/kit';

/** A page of the stores journey: its heading, its page view, and what it shows. */
export function StoresPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return <JourneyPageFrame title={title}>{children}</JourneyPageFrame>;
}
