import type { SessionVisitor } from '@carrier/session-timer';
import { useStorefront } from './context.js';
import { useAppState } from './webview/app-state.js';

/**
 * Who the visitor is, for a component that draws by it: as `visitor()` says, drawn again when what it depends on
 * changes after the page was drawn. Inside the app, a guest is known by the app's properties (spec 4.2), which
 * arrive after the page is drawn: a checkout link drawn before them would lead a guest to the prospect's choice.
 * @example const who = useVisitor(); <a href={checkoutPathFor(who)}>
 */
export function useVisitor(): SessionVisitor {
  const { visitor } = useStorefront();
  useAppState();
  return visitor();
}
