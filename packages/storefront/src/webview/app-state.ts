import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import { useStorefront } from '../context.js';
import type { WebViewAppState } from './app.js';

/** On the web there is no app: its state never changes. */
const NO_APP = atom<WebViewAppState>({ status: 'failed', properties: {} });

/**
 * The state of the app the store is inside (its properties and whether they are known), read with jotai from the page's
 * store: the component draws again when the app's properties arrive. On the web, a state that never changes.
 */
export function useAppState(): WebViewAppState {
  const { app, atoms } = useStorefront();
  return useAtomValue(app?.atom ?? NO_APP, { store: app?.atoms ?? atoms });
}
