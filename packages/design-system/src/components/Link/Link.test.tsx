import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/render.js';
import { Link } from './Link.js';

describe('Link', () => {
  it('links to a path on the site', () => {
    renderIn(<Link href="/sales/digital/smartphones.html">Shop phones</Link>);
    expect(screen.getByRole('link', { name: 'Shop phones' })).toHaveAttribute(
      'href',
      '/sales/digital/smartphones.html',
    );
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', ' data:text/html,x', '//evil.example/x', 'vbscript:x'])(
    'never renders an unsafe address (%j): the text stays, the link goes',
    (href) => {
      renderIn(<Link href={href}>Offer</Link>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Offer')).toBeInTheDocument();
    },
  );

  it('an external link opens a new tab without access to this page, and says so in English and Spanish', () => {
    const { unmount } = renderIn(
      <Link href="https://apps.apple.com/app" external>
        App Store
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'App Store (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    renderIn(
      <Link href="https://apps.apple.com/app" external>
        App Store
      </Link>,
      'es',
    );
    expect(screen.getByRole('link', { name: 'App Store (se abre en una pestaña nueva)' })).toBeInTheDocument();
  });
});
