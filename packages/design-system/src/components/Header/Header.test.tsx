import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/render.js';
import { Header } from './Header.js';

const props = {
  brandName: 'Carrier',
  homeHref: '/',
  homeLabel: 'Carrier home',
  nav: [
    { label: 'Phones', href: '/smartphones', current: true },
    { label: 'Plans', href: '/plans' },
  ],
  search: { action: '/search' },
  favorites: { href: '/favorites', count: 2 },
  cart: { href: '/cart', count: 1 },
  account: { href: '/signin' },
  languageSwitch: { label: 'Español', href: '/espanol', lang: 'es' },
};

describe('Header', () => {
  it('is the banner with the home link, the main navigation and the current section marked', () => {
    renderIn(<Header {...props} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrier home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('aria-current', 'page');
  });

  it('names favorites and the cart with their counts, and offers sign in and search', () => {
    renderIn(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Favorites, 2 saved' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    expect(screen.getByRole('combobox', { name: 'Search the store' })).toHaveAttribute('name', 'q');
  });

  it('marks the language switch with its language (in the bar on desktop, in the menu on phones)', () => {
    renderIn(<Header {...props} />);
    const links = screen.getAllByRole('link', { name: 'Español' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('lang', 'es');
  });

  it('offers a call to the store by its number (above the bar on desktop, in the menu on phones)', () => {
    renderIn(
      <Header
        {...props}
        call={{ href: 'tel:+18005550199', label: 'Call 1-800-555-0199', name: 'Call 1-800-555-0199 to order' }}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Call 1-800-555-0199 to order' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'tel:+18005550199');
      expect(link).toHaveTextContent('Call 1-800-555-0199');
    }
  });

  it('puts a signed-in customer’s shortcuts above the bar on desktop and in the menu on phones, the bar keeping its room', () => {
    renderIn(<Header {...props} shortcuts={[{ label: 'Express order', href: '/expresshub', current: true }]} />);
    const links = screen.getAllByRole('link', { name: 'Express order' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/expresshub');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    // Not one of the menu's entries on desktop: only its phone-only copy is in the menu.
    const inMenu = links.filter((link) => screen.getByRole('navigation', { name: 'Main' }).contains(link));
    expect(inMenu).toHaveLength(1);
  });

  it('opens and closes the menu on phones with a disclosure button', async () => {
    renderIn(<Header {...props} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
  });

  it('speaks Spanish on the Spanish site', () => {
    renderIn(<Header {...props} cart={{ href: '/cart', count: 3 }} />, 'es');
    expect(screen.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('greets a signed-in customer on the account link and signs them out from the bar and from the phone menu', async () => {
    let signedOut = 0;
    renderIn(
      <Header
        {...props}
        account={{ href: '/account', label: 'Hi, Maria', name: 'Your account, Maria' }}
        onSignOut={() => (signedOut += 1)}
      />,
    );
    expect(screen.getByRole('link', { name: 'Your account, Maria' })).toHaveAttribute('href', '/account');
    expect(screen.getByText('Hi, Maria')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Sign out' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) await userEvent.click(button);
    expect(signedOut).toBe(2);
  });
});
