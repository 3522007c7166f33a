import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout.js';

const frame = (
  <PageLayout
    brandName="Carrier"
    homeHref="/sales/digital/friendsandfamily.html"
    homeLabel="Carrier home"
    skipLinkLabel="Skip to main content"
    footerNote="© 2026 Carrier"
    footerLinks={[{ label: 'Español', href: 'http://espanol.localhost/', lang: 'es' }]}
  >
    <h1>Friends and Family</h1>
  </PageLayout>
);

describe('PageLayout', () => {
  it('has a banner, a main region and a content info landmark', () => {
    render(frame);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Friends and Family' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Carrier');
  });

  it('starts with a skip link to the main region', () => {
    render(frame);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to main content');
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('names the home link and marks the language of a link in another language', () => {
    render(frame);
    expect(screen.getByRole('link', { name: 'Carrier home' })).toHaveAttribute(
      'href',
      '/sales/digital/friendsandfamily.html',
    );
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
  });
});
