import {
  renderStorePage,
  storePageModules,
  storePageTable,
  storeSitemap,
  submitStoreForm,
  type FormRequest,
  type PageRequest,
  type SitemapRequest,
} from '@carrier/storefront/prerender';
import { PREPAID } from './config.js';
import { JOURNEYS } from './journeys.js';

/** The prepaid pages' modules, from the journeys' manifests: the build lists each page's chunks from them. */
export const pageModules = () => storePageModules(JOURNEYS);

/** The app's page table, from the journeys' manifests: the browser tests' census opens every page of it. */
export const pageTable = () => storePageTable(JOURNEYS);

/** A prepaid page drawn for one request, by the store server (apps/store-server). */
export const renderPage = (request: PageRequest) => renderStorePage(PREPAID, request);

/** A page's form posted to the store server by a customer whose page's code has not run, or never will. */
export const submitForm = (request: FormRequest) => submitStoreForm(PREPAID, request);

/** The pages of the app a search engine may list, for the store server's sitemaps. */
export const sitemap = (request: SitemapRequest) => storeSitemap(PREPAID, request);
