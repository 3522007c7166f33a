import type { Meta, StoryObj } from '@storybook/react-vite';
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
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prospect: Story = {};
export const SignedIn: Story = {
  args: { account: { href: '#account', label: 'Hi, Alex' }, cart: { href: '#cart', count: 3 } },
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
