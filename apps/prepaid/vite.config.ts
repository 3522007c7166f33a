import { defineConfig } from 'vite';
import { storeAppConfig } from '../../tools/vite-store-app.js';

/** The prepaid store: assets under /sales/_app/prepaid/, pages under /sales/prepaid/; `npm run dev` on 4310. */
export default defineConfig(storeAppConfig('/sales/_app/prepaid/', 4310, 'src/server.ts'));
