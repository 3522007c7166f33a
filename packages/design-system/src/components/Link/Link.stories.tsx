import type { Meta, StoryObj } from '@storybook/react-vite';
import { LINK_VARIANTS, Link } from './Link.js';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/sales/digital/smartphones.html', children: 'Shop phones', variant: 'inline' },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Standalone: Story = { args: { variant: 'standalone', children: 'See all deals' } };
export const External: Story = { args: { href: 'https://apps.apple.com/', external: true, children: 'App Store' } };
/** An unsafe address renders the text only. */
export const Unsafe: Story = { args: { href: 'javascript:alert(1)', children: 'Not a link' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>
        Read the <Link href="/terms">terms and conditions</Link> before you buy.
      </p>
      <Link href="/deals" variant="standalone">
        See all deals
      </Link>
      <Link href="https://play.google.com/" external>
        Google Play
      </Link>
      <Link href="javascript:alert(1)">Unsafe address: text only</Link>
    </div>
  ),
};
