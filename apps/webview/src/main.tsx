import { createWebViewStorefront, renderStorefront } from '@carrier/storefront';
import { WEBVIEW } from './config.js';

void renderStorefront(document.getElementById('root') as HTMLElement, () => createWebViewStorefront(WEBVIEW));
