import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ProductTile, type ProductTileProps } from './ProductTile.js';

const PHONE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 60 120'%3E%3Crect x='2' y='2' width='56' height='116' rx='10' fill='%23222'/%3E%3Crect x='6' y='10' width='48' height='98' rx='4' fill='%236a8caf'/%3E%3C/svg%3E";

const base: ProductTileProps = {
  name: 'Pixel 9',
  maker: 'Google',
  href: '#pixel-9',
  imageSrc: '/phone.svg',
  price: { retail: 799.99, was: 899.99, mode: 'monthly' },
  rating: { value: 4.1, count: 312 },
  badges: [
    { label: 'New', tone: 'new' },
    { label: 'Save $100', tone: 'promo' },
  ],
  colors: [
    { name: 'Obsidian', hex: '#1f1f1f' },
    { name: 'Porcelain', hex: '#f1ede4' },
    { name: 'Peony', hex: '#f3c6c6' },
  ],
};

function Interactive(props: ProductTileProps) {
  const [saved, setSaved] = useState(false);
  const [compared, setCompared] = useState(false);
  return (
    <div style={{ maxWidth: 280 }}>
      <ProductTile
        {...props}
        favorite={{ saved, onToggle: () => setSaved((s) => !s) }}
        compare={{ checked: compared, onChange: setCompared }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ProductTile',
  component: ProductTile,
  args: base,
  parameters: { docs: { description: { component: `Images in stories are inline SVG (${PHONE.length} bytes).` } } },
  render: (args) => <Interactive {...args} imageSrc={PHONE} />,
} satisfies Meta<typeof ProductTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retail: Story = { args: { price: { retail: 799.99 } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}>
      <Interactive {...base} imageSrc={PHONE} />
      <Interactive
        {...base}
        imageSrc={PHONE}
        name="Galaxy S25"
        maker="Samsung"
        price={{ retail: 859.99 }}
        badges={[]}
      />
      <ProductTile
        {...base}
        imageSrc={PHONE}
        name="iPhone 17"
        maker="Apple"
        favorite={{ saved: true, onToggle: () => {} }}
        compare={{ checked: true, onChange: () => {} }}
        price={{ retail: 829.99, mode: 'monthly', promoCredit: 200 }}
      />
      <ProductTile
        {...base}
        imageSrc={PHONE}
        name="Moto g 5G"
        maker="Motorola"
        rating={{ value: 3.6, count: 14 }}
        compare={{ checked: false, onChange: () => {}, disabled: true }}
        price={{ retail: 199.99 }}
        badges={[]}
        colors={[]}
      />
    </div>
  ),
};
