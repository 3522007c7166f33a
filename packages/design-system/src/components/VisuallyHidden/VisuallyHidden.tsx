import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.js';

/**
 * Text for screen readers only, e.g. a spoken form of something shown in a visual shorthand.
 * @example <><span aria-hidden="true">xxx-xxx-0123</span><VisuallyHidden>Number ending in 0123</VisuallyHidden></>
 */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
