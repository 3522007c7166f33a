import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.js';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    note: '© 2026 Carrier',
    groups: [
      {
        title: 'Shop',
        links: [
          { label: 'Phones', href: '#phones' },
          { label: 'Accessories', href: '#acc' },
          { label: 'Plans', href: '#plans' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Contact us', href: '#contact' },
          { label: 'Store locator', href: '#stores' },
        ],
      },
      {
        title: 'About',
        links: [
          { label: 'Careers', href: '#careers' },
          { label: 'News', href: '#news' },
        ],
      },
    ],
    links: [
      { label: 'Privacy', href: '#privacy' },
      { label: 'Terms', href: '#terms' },
      { label: 'Español', href: '#espanol', lang: 'es' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LegalOnly: Story = { args: { groups: [] } };
/** While its groups of links load: their room is kept, so the page does not move when they come. */
export const Loading: Story = { args: { loading: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Footer {...args} />
      <Footer note="© 2026 Carrier" />
    </div>
  ),
};
