import { isShopVariantEnabled } from '@carrier/native-bridge';
import { useStorefront } from '../context.js';
import { useHydrated } from '../hydrated.js';
import { useAppState } from './app-state.js';

/**
 * Whether the shop is drawn as the app's variant (spec 6.2): inside an app of version 20 or higher, with the shop
 * variant flag on. Never on the web, nor in the page the server draws.
 */
export function useShopVariant(): boolean {
  const { app } = useStorefront();
  // The app's version is known in the browser only: the page is drawn as the web's until hydrated.
  const hydrated = useHydrated();
  const version = useAppState().properties.appReleaseVersion;
  return hydrated && app !== undefined && isShopVariantEnabled(version, app.shopVariant);
}
