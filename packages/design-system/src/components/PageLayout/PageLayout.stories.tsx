import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLayout } from './PageLayout.js';

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Carrier',
    homeHref: '#',
    homeLabel: 'Carrier home',
    skipLinkLabel: 'Skip to main content',
    footerNote: '© 2026 Carrier Wireless',
    footerLinks: [{ label: 'Español', href: '#es', lang: 'es' }],
    children: (
      <>
        <h1>Page title</h1>
        <p>Page content sits in a column no wider than 1232 px.</p>
      </>
    ),
  },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spanish: Story = {
  args: {
    homeLabel: 'Inicio de Carrier',
    skipLinkLabel: 'Ir al contenido principal',
    footerNote: '© 2026 Carrier Wireless',
    footerLinks: [{ label: 'English', href: '#en', lang: 'en' }],
  },
};
/** The frame with and without footer links. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PageLayout {...args} />
      <PageLayout {...args} footerLinks={[]} />
    </div>
  ),
};
