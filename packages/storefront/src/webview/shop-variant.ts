import { isShopVariantEnabled } from '@carrier/native-bridge';
import { useSyncExternalStore } from 'react';
import { useStorefront } from '../context.js';

const NO_APP = () => () => undefined;

/**
 * Whether the shop is drawn as the app's variant (spec 6.2): inside an app of version 20 or higher, with the shop
 * variant flag on. Never on the web.
 */
export function useShopVariant(): boolean {
  const { app } = useStorefront();
  const version = useSyncExternalStore(
    app ? app.subscribe : NO_APP,
    () => app?.getState().properties.appReleaseVersion,
    () => undefined,
  );
  return app !== undefined && isShopVariantEnabled(version, app.shopVariant);
}
