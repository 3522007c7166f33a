import { SignInPrompt, usePageView, useStorefront } from '@carrier/storefront/kit';
import { useTexts, Overview } from './account.js';

/**
 * The signed-in customer's account: greeted by name, their wireless lines (phone, plan, whether it can be
 * upgraded, with the way to it), their home services, their recent orders and their favorites, and signing
 * out. The line of business sets what is offered (spec 6.3): a wireline customer, with no wireless line, is
 * offered wireless; a joint customer sees both their lines and their home services.
 */
export function AccountPage() {
  const { shell } = useStorefront();
  const texts = useTexts();
  const loggedIn = shell.loggedIn();
  usePageView(loggedIn ? texts.title(shell.firstName?.()) : texts.signInTitle);
  return loggedIn ? (
    <Overview />
  ) : (
    <SignInPrompt title={texts.signInTitle} body={texts.signInBody} action={texts.signIn} />
  );
}
