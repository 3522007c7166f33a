import { createWebViewStorefront, renderStorefront } from '@carrier/storefront';
import { WEBVIEW } from './config.js';

renderStorefront(document.getElementById('root') as HTMLElement, createWebViewStorefront(WEBVIEW));
