import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_LINK_VARIANTS, ActionLink } from './ActionLink.js';

const meta = {
  title: 'Components/ActionLink',
  component: ActionLink,
  args: { href: '/sales/digital/payment.html', children: 'Continue to payment', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ACTION_LINK_VARIANTS } },
} satisfies Meta<typeof ActionLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Compare the plans' } };
/** An unsafe address renders the text only. */
export const Unsafe: Story = { args: { href: 'javascript:alert(1)', children: 'Not a link' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <ActionLink href="/sales/digital/payment.html">Continue to payment</ActionLink>
      <ActionLink href="/sales/digital/plans.html" variant="secondary">
        Compare the plans
      </ActionLink>
      <ActionLink href="javascript:alert(1)">Unsafe address: text only</ActionLink>
    </div>
  ),
};
