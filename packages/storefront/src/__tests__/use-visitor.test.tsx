import { createValue } from '@carrier/store';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider } from '../context.js';
import { testDeps } from '../testing/test-deps.js';
import { useVisitor } from '../use-visitor.js';
import type { WebViewApp, WebViewAppState } from '../webview/app.js';

const PROSPECT = { loggedIn: false, prospect: true, prepay: false } as const;

describe('useVisitor: who the visitor is, drawn again when the app says it', () => {
  it('a component drawn before the app answers is drawn again with the guest the app reports (spec 4.2)', () => {
    const state = createValue<WebViewAppState>({ status: 'loading', properties: {} });
    const app = { getState: state.getState, atom: state.atom, atoms: state.atoms } as unknown as WebViewApp;
    // As the web view's world says it: a guest once the app's properties say so.
    const visitor = () => (state.getState().properties.lastTwoDigits ? { ...PROSPECT, prospect: false } : PROSPECT);
    const { result } = renderHook(() => useVisitor(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StorefrontProvider deps={testDeps({ app, visitor })}>{children}</StorefrontProvider>
      ),
    });
    expect(result.current.prospect).toBe(true);
    act(() => state.set({ status: 'ready', properties: { lastTwoDigits: '42' } }));
    expect(result.current.prospect).toBe(false);
  });

  it('outside the app it is the visitor the world says', () => {
    const { result } = renderHook(() => useVisitor(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <StorefrontProvider deps={testDeps({ visitor: () => ({ ...PROSPECT, loggedIn: true, prospect: false }) })}>
          {children}
        </StorefrontProvider>
      ),
    });
    expect(result.current.loggedIn).toBe(true);
  });
});
