import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as buttonStyles from '../Button/Button.css.js';
import { ActionLink } from './ActionLink.js';

afterEach(cleanup);

describe('ActionLink', () => {
  it('is a link drawn as the button of its variant', () => {
    render(<ActionLink href="/sales/digital/payment.html">Continue to payment</ActionLink>);
    const link = screen.getByRole('link', { name: 'Continue to payment' });
    expect(link).toHaveAttribute('href', '/sales/digital/payment.html');
    expect(link.className).toContain(buttonStyles.variant.primary);
    render(
      <ActionLink href="/sales/digital/plans.html" variant="secondary">
        Compare the plans
      </ActionLink>,
    );
    expect(screen.getByRole('link', { name: 'Compare the plans' }).className).toContain(buttonStyles.variant.secondary);
  });

  it('renders the text only for an unsafe address', () => {
    render(<ActionLink href="javascript:alert(1)">Not a link</ActionLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Not a link')).toBeVisible();
  });
});
