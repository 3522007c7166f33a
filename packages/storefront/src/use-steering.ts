import { useEffect } from 'react';
import { offerBanner } from './banner.js';
import { useStorefront } from './context.js';
import { pagePath } from './journey.js';
import { steerOf } from './steering.js';
import { STEER_STRINGS } from './steering-strings.js';

/** The ids of the steering banners: `steer:cart`, `steer:checkout`, `steer:tradeIn`. */
const STEER_PREFIX = 'steer:';

/**
 * For a signed-in customer, asks the services where they left off (getProcessStep, spec 3.7) and pins a banner that
 * leads back there: the trade-in the spoke journey names, else the checkout or the cart of the process step. A
 * banner the customer closed stays closed this session; one that no longer applies goes. A failed call goes through
 * the store's service-error actions (id 208 leads to the scheduled-order page, spec 8.4).
 */
export function useProcessStepBanner(signedIn: boolean): void {
  const { storeServices, banner, journeys, site, shell, errors } = useStorefront();
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    storeServices.processStep().then(
      (answer) => {
        if (!live) return;
        const steer = steerOf(answer, (pageName) => pagePath(journeys, pageName));
        if (!steer) {
          if (banner.getState()?.id.startsWith(STEER_PREFIX)) banner.set(undefined);
          return;
        }
        const words = STEER_STRINGS[site.language][steer.kind];
        offerBanner(
          {
            id: `${STEER_PREFIX}${steer.kind}`,
            title: words.title,
            text: words.text,
            action: { label: words.action, href: `${site.base}${steer.path}` },
          },
          banner,
          shell.sessionFlags,
        );
      },
      (error: unknown) => {
        if (live) errors.handleServiceError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, storeServices, banner, journeys, site.base, site.language, shell.sessionFlags, errors]);
}
