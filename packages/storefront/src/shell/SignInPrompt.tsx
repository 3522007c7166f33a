import { Link, Stack } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { pageTitle } from '../page.css.js';
import { signInHref } from './rules.js';

/**
 * A page for signed-in customers, opened by a visitor who is not signed in: why there is nothing to show, and the
 * way to sign in and come back to this page.
 */
export function SignInPrompt({
  title,
  body,
  action,
}: {
  readonly title: string;
  readonly body: string;
  readonly action: string;
}) {
  const { shell, currentHref } = useStorefront();
  return (
    <Stack as="section" space="md" align="start" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={pageTitle}>
        {title}
      </h1>
      <p>{body}</p>
      <Link href={signInHref(shell.signInUrl, currentHref())}>{action}</Link>
    </Stack>
  );
}
