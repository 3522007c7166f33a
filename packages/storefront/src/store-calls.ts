import type { HttpClient } from '@carrier/http-client';
import {
  CasesResponse,
  ContentPage,
  ErrorLookupResponse,
  FooterContent,
  LandingResponse,
  ProcessStepResponse,
  WishlistResponse,
} from '@carrier/service-contracts';
import type { Favorite } from './favorites.js';
import { checked } from './platform/malformed.js';
import type { StoreServices } from './store-services.js';

/** The store's own calls over the carrier and content clients, each answer checked against its contract. */
export function createStoreServices(services: HttpClient, content: HttpClient): StoreServices {
  const wishlist = async (name: 'read' | 'save', body: unknown): Promise<Favorite[]> => {
    const path = `wishlistservice/wishlist/${name}`;
    return checked(path, WishlistResponse, await services.post(path, body)).data.items;
  };
  return {
    favorites: {
      read: () => wishlist('read', {}),
      save: (items) => wishlist('save', { items }),
    },
    async saveAcceptedOffer(offer) {
      await services.post('devicepricingservice/saveAcceptedMyofferData', offer);
    },
    async footerContent() {
      const path = 'services-v1/footer.model.json';
      return checked(path, FooterContent, await content.get(path));
    },
    async contentPage(page) {
      const path = 'services-v1/page.model.json';
      return checked(path, ContentPage, await content.get(path, { query: { path: page } }));
    },
    async processStep() {
      const path = 'accountlandingservice/getProcessStep';
      const { processStep, spokeJourney } = checked(path, ProcessStepResponse, await services.post(path, {}));
      return { processStep, spokeJourney };
    },
    async supportCases() {
      const path = 'casemanagementservice/cases/getCases';
      return checked(path, CasesResponse, await services.post(path, {})).data.cases;
    },
    async errorLookup(errorId) {
      const path = 'fraudservice/error/lookup';
      return checked(path, ErrorLookupResponse, await services.post(path, { errorId })).data.action;
    },
    async customerAccount() {
      const path = 'accountlandingservice/landing';
      return checked(path, LandingResponse, await services.post(path, {})).data.customer;
    },
  };
}
