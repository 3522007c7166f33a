import { HOST_TIMERS, type ChatTimers } from './timers.js';

/** Hiding the chat when its widget is not there yet is tried again after this long (spec 9). */
export const CHAT_HIDE_RETRY_MS = 15_000;

// Apart from the engine's other modules: the store's frame hides the chat on a page with private data before any chat
// code has loaded, and takes this alone.

/** Hiding the chat tries at most this many times. */
export const CHAT_HIDE_TRIES = 4;

/**
 * Hides the chat widget: `tryHide` hides it and answers true, or answers false while the widget is not there (its
 * code has not arrived); then it is tried again every 15 s (spec 9), {@link CHAT_HIDE_TRIES} times at most. Answers
 * the cancel. A page can ask before any chat code has loaded: this needs no engine.
 */
export function retryChatHide(tryHide: () => boolean, timers: ChatTimers = HOST_TIMERS): () => void {
  let tries = 0;
  let timer: unknown;
  const attempt = () => {
    tries += 1;
    if (!tryHide() && tries < CHAT_HIDE_TRIES) timer = timers.setTimeout(attempt, CHAT_HIDE_RETRY_MS);
  };
  attempt();
  return () => timers.clearTimeout(timer);
}
