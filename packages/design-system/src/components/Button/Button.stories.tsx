import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Apply code', variant: 'primary', size: 'large' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };
export const FullWidth: Story = { args: { fullWidth: true } };

/** Every variant and size, enabled, disabled and loading. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_VARIANTS.map((variant) =>
        BUTTON_SIZES.map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Button variant={variant} size={size}>
              {variant} {size}
            </Button>
            <Button variant={variant} size={size} disabled>
              Disabled
            </Button>
            <Button variant={variant} size={size} loading>
              Loading
            </Button>
          </div>
        )),
      )}
    </div>
  ),
};
