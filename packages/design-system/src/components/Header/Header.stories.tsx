import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Header } from './Header.js';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    brandName: 'Carrier',
    homeHref: '#home',
    homeLabel: 'Carrier home',
    nav: [
      { label: 'Phones', href: '#smartphones', current: true },
      { label: 'Accessories', href: '#accessories' },
      { label: 'Plans', href: '#plans' },
      { label: 'Deals', href: '#deals' },
    ],
    search: { action: '#search' },
    favorites: { href: '#favorites', count: 2 },
    cart: { href: '#cart', count: 1 },
    account: { href: '#signin' },
    languageSwitch: { label: 'Español', href: '#espanol', lang: 'es' },
    call: { href: 'tel:+18005550199', label: 'Call 1-800-555-0199', name: 'Call 1-800-555-0199 to order' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prospect: Story = {};
export const SignedIn: Story = {
  args: {
    account: { href: '#account', label: 'Hi, Alex', name: 'Your account, Alex' },
    onSignOut: () => undefined,
    cart: { href: '#cart', count: 3 },
    shortcuts: [{ label: 'Express order', href: '#express' }],
  },
};

const CATALOGUE = [
  { id: 'p10', label: 'Google Pixel 10', href: '#pixel-10', kind: 'Phone', detail: 'from $799.00' },
  { id: 'p10p', label: 'Google Pixel 10 Pro', href: '#pixel-10-pro', kind: 'Phone', detail: 'from $999.00' },
  { id: 'case', label: 'Clear Case for Pixel 10', href: '#case', kind: 'Accessory', detail: '$39.99' },
  { id: 'plus', label: 'Unlimited Plus', href: '#plans', kind: 'Plan', detail: '$80.00/mo per line' },
];

/** The search box suggests as you type (here from a fixed list; the store's come from its catalogue). */
export const Searching: Story = {
  render: function Searching(args) {
    const [query, setQuery] = useState('');
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const suggestions = CATALOGUE.filter((s) => words.every((w) => s.label.toLowerCase().includes(w)));
    return <Header {...args} search={{ action: '#search', suggestions, onQueryChange: setQuery }} />;
  },
};
/** Only the logo and the cart, as on checkout pages. */
export const Minimal: Story = {
  render: () => (
    <Header brandName="Carrier" homeHref="#home" homeLabel="Carrier home" cart={{ href: '#cart', count: 1 }} />
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Header {...args} />
      <Header
        {...args}
        account={{ href: '#account', label: 'Hi, Alex' }}
        cart={{ href: '#cart', count: 120 }}
        favorites={{ href: '#f', count: 0 }}
      />
      <Header brandName="Carrier" homeHref="#home" homeLabel="Carrier home" cart={{ href: '#cart', count: 0 }} />
    </div>
  ),
};
