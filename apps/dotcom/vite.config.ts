import { defineConfig } from 'vite';
import { storeAppConfig } from '../../tools/vite-store-app.js';

/** The web store: assets under /sales/_app/dotcom/, pages under the sales bases; `npm run dev` on 4300. */
export default defineConfig(storeAppConfig('/sales/_app/dotcom/', 4300, 'src/server.ts'));
