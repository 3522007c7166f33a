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
import { ACCESSORIES, DEVICES, PLANS, PROTECTION, type Device } from './catalogue.js';
import { OFFERS, offerIn } from './offers.js';
import { lookSignature } from './phones.js';
import { reviewsOf } from './reviews.js';
import { accessoryIn, deviceIn, planIn, protectionIn } from './spanish.js';

const LANGUAGES: readonly Language[] = ['en', 'es'];

/** The phones that look the same as one before them in their pictures (each model is drawn as itself). */
export function lookalikes(devices: readonly Pick<Device, 'id' | 'art'>[]): string[] {
  const looks = new Map<string, string>();
  const problems: string[] = [];
  for (const device of devices) {
    const signature = lookSignature(device.art);
    const twin = looks.get(signature);
    if (twin) problems.push(`phone ${device.id} looks the same as ${twin} in its pictures (${signature})`);
    else looks.set(signature, device.id);
  }
  return problems;
}

/**
 * What is wrong with the catalogue, read as its services answer from it: every phone (and its reviews), accessory,
 * plan, protection option and offer, in English and Spanish, checked by the service contracts. The sandbox does not
 * start on a catalogue its services could not answer from; an empty list is a catalogue it can.
 */
export function catalogueProblems(): string[] {
  const check = (what: string, schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success)
      problems.push(`${what}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  };
  const problems: string[] = lookalikes(DEVICES);
  for (const language of LANGUAGES) {
    for (const device of DEVICES) {
      const { art: _art, ...answer } = deviceIn(device, language);
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
