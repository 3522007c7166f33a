import { isShopVariantEnabled } from '@carrier/native-bridge';
import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useStorefront } from '../context.js';
import type { WebViewAppState } from './app.js';

/** On the web there is no app: its state never changes. */
const NO_APP = atom<WebViewAppState>({ status: 'failed', properties: {} });

/**
 * Whether the shop is drawn as the app's variant (spec 6.2): inside an app of version 20 or higher, with the shop
 * variant flag on. Never on the web.
 */
export function useShopVariant(): boolean {
  const { app, atoms } = useStorefront();
  const version = useAtomValue(app?.atom ?? NO_APP, { store: app?.atoms ?? atoms }).properties.appReleaseVersion;
  return app !== undefined && isShopVariantEnabled(version, app.shopVariant);
}
