import { defineConfig } from 'vite';
import { storeAppConfig } from '../../tools/vite-store-app.js';

/** The store in the app's web view: assets under /sales/_app/webview/, pages under the sales bases; dev on 4301. */
export default defineConfig(storeAppConfig('/sales/_app/webview/', 4301, 'src/server.ts'));
