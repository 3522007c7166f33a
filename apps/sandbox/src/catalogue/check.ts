import {
  CatalogueAccessory,
  CatalogueDevice,
  CataloguePlan,
  DeviceReview,
  Offer,
  ProtectionOption,
  deviceName,
} from '@carrier/service-contracts';
import type * as z from 'zod/mini';
import type { Language } from '../language.js';
import { ACCESSORIES, DEVICES, PLANS, PROTECTION } from './catalogue.js';
import { OFFERS, offerIn } from './offers.js';
import { reviewsOf } from './reviews.js';
import { accessoryIn, deviceIn, planIn, protectionIn } from './spanish.js';

const LANGUAGES: readonly Language[] = ['en', 'es'];

/**
 * What is wrong with the catalogue, read as its services answer from it: every phone (and its reviews), accessory,
 * plan, protection option and offer, in English and Spanish, checked by the service contracts. The sandbox does not
 * start on a catalogue its services could not answer from; an empty list is a catalogue it can.
 */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  const check = (what: string, schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success)
      problems.push(`${what}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  };
  for (const language of LANGUAGES) {
    for (const device of DEVICES) {
      const { shape: _shape, ...answer } = deviceIn(device, language);
      check(`phone ${device.id} (${language})`, CatalogueDevice, answer);
      const reviews = reviewsOf(
        { id: device.id, name: deviceName(device), released: device.released, average: device.rating.average },
        language,
      );
      for (const review of reviews) check(`a review of ${device.id} (${language})`, DeviceReview, review);
    }
    for (const accessory of ACCESSORIES)
      check(`accessory ${accessory.id} (${language})`, CatalogueAccessory, accessoryIn(accessory, language));
    for (const plan of PLANS) check(`plan ${plan.id} (${language})`, CataloguePlan, planIn(plan, language));
    for (const [tier, options] of Object.entries(PROTECTION))
      for (const option of options)
        check(`protection ${option.id} for ${tier} (${language})`, ProtectionOption, protectionIn(option, language));
    for (const offer of OFFERS)
      check(`offer ${offer.offerId} (${language})`, Offer, offerIn(offer, language, new Set()));
  }
  return problems;
}
