import { Alert } from '@carrier/design-system';
import { useEffect, useRef } from 'react';
import { PIE_ERROR_ID } from '@carrier/storefront/kit';
import type { CallProblem } from './services.js';
import { type CheckoutStrings } from './strings/index.js';
import { useCheckoutStrings } from './words.js';

/**
 * What a failed checkout call says: the services' calls throw it already; anything else (their code could not be
 * loaded) is a system error that may be tried again.
 */
export function asCallProblem(error: unknown): CallProblem {
  if (error instanceof Error && error.name === 'CheckoutCallError') return error as unknown as CallProblem;
  return { id: 'SYSTEM_ERROR', message: String(error), fields: [], suggestions: [], retryable: true };
}

/** A refusal's error id for the order service's log, when it is one (an id, not words). */
export const errorIdOf = (problem: CallProblem): { errorId?: string } =>
  /^[A-Za-z0-9_]{1,60}$/.test(problem.id) ? { errorId: problem.id } : {};

/** The words for a failed call: its field errors are named by the form; the rest is the service's message. */
export function problemMessage(problem: CallProblem | undefined, texts: CheckoutStrings): string | undefined {
  if (!problem || problem.fields.length > 0) return undefined;
  if (problem.id === 'NETWORK') return texts.networkError;
  // The card's details could not be encrypted for the payment processor (spec 8.1 Pie): the card is typed again.
  if (problem.id === PIE_ERROR_ID) return texts.cardNotSecured;
  if (problem.id === 'SYSTEM_ERROR' || problem.id === 'INJECTED_FAULT' || problem.id === 'SANDBOX_ERROR')
    return texts.systemError;
  return problem.message;
}

/** One field problem to show in the error summary: the field's id and the message. */
export interface SummaryItem {
  readonly id: string;
  readonly message: string;
}

/** On a failed submit, a summary that takes focus and links to each field (its focus moves to the field). */
export function ErrorSummary({ items, attempt }: { readonly items: readonly SummaryItem[]; readonly attempt: number }) {
  const texts = useCheckoutStrings();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && items.length > 0) ref.current?.focus();
  }, [attempt, items.length]);
  if (items.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <Alert tone="error" title={texts.errorSummary} id="error-summary">
        <span id="error-summary-title" hidden>
          {texts.errorSummary}
        </span>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.id)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
