import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.js';

describe('Footer', () => {
  it('is the content info landmark with headed link groups and the legal line', () => {
    render(
      <Footer
        note="© 2026 Carrier"
        groups={[{ title: 'Shop', links: [{ label: 'Phones', href: '/smartphones' }] }]}
        links={[{ label: 'Español', href: '/espanol', lang: 'es' }]}
      />,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Carrier');
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/smartphones');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
  });

  it('keeps the room of its groups while they load, and draws none of them', () => {
    render(
      <Footer note="© 2026 Carrier" loading groups={[{ title: 'Shop', links: [{ label: 'Phones', href: '/p' }] }]} />,
    );
    expect(screen.queryByRole('heading', { name: 'Shop' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
