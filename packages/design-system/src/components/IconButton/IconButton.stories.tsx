import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon, CloseIcon, HeartIcon } from '../icons.js';
import { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from './IconButton.js';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Add Pixel 9 to favorites', icon: <HeartIcon />, variant: 'plain', size: 'large' },
  argTypes: {
    variant: { control: 'inline-radio', options: ICON_BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: ICON_BUTTON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Pressed: Story = { args: { pressed: true, icon: <HeartIcon filled /> } };
export const WithCount: Story = { args: { label: 'Cart, 3 items', icon: <CartIcon />, count: 3 } };

/** Every variant and size, normal, pressed, with a count and disabled. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {ICON_BUTTON_VARIANTS.map((variant) =>
        ICON_BUTTON_SIZES.map((size) => (
          <div key={`${variant}-${size}`} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <IconButton label={`Close, ${variant} ${size}`} icon={<CloseIcon />} variant={variant} size={size} />
            <IconButton label="Favorite" icon={<HeartIcon filled />} variant={variant} size={size} pressed />
            <IconButton label="Cart, 12 items" icon={<CartIcon />} variant={variant} size={size} count={12} />
            <IconButton label="Disabled" icon={<CloseIcon />} variant={variant} size={size} disabled />
          </div>
        )),
      )}
    </div>
  ),
};
