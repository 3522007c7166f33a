import { useState } from 'react';
import { serviceErrorId } from '@carrier/storefront/kit';
import { useTexts } from './frame.js';

/** The refusal of a phone, in words: by its id, or the service being down. */
export function useRefusal() {
  const texts = useTexts();
  const [refusal, setRefusal] = useState<string>();
  return {
    refusal,
    refuse: (error: unknown) => {
      const id = serviceErrorId(error);
      setRefusal((id && texts.refusals[id]) || texts.serviceDown);
      return id;
    },
    clear: () => setRefusal(undefined),
  };
}

export const QUESTIONS = ['powersOn', 'screenCracked', 'liquidDamage', 'findMyOff'] as const;

export type Question = (typeof QUESTIONS)[number];
