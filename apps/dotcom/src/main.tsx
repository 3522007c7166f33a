import { createBrowserStorefront, renderStorefront } from '@carrier/storefront';
import { DOTCOM } from './config.js';

renderStorefront(document.getElementById('root') as HTMLElement, createBrowserStorefront(DOTCOM));
