import './fonts.css';
import { createBrowserStorefront, renderStorefront } from '@carrier/storefront';
import { PREPAID } from './config.js';

void renderStorefront(document.getElementById('root') as HTMLElement, () => createBrowserStorefront(PREPAID));
