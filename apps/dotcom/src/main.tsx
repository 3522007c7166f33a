import { createBrowserStorefront, renderStorefront } from '@carrier/storefront';
import { DOTCOM } from './config.js';

void renderStorefront(document.getElementById('root') as HTMLElement, () => createBrowserStorefront(DOTCOM));
