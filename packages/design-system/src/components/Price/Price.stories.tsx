import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRICE_MODES, PRICE_SIZES, Price } from './Price.js';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { retail: 829.99, mode: 'retail', size: 'large' },
  argTypes: {
    mode: { control: 'inline-radio', options: PRICE_MODES },
    size: { control: 'inline-radio', options: PRICE_SIZES },
  },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Retail: Story = {};
export const Monthly: Story = { args: { mode: 'monthly' } };
export const StruckThrough: Story = { args: { was: 999.99 } };
export const PromoCredit: Story = { args: { mode: 'monthly', was: 999.99, promoCredit: 200 } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {PRICE_SIZES.map((size) =>
        PRICE_MODES.map((mode) => (
          <div key={`${size}-${mode}`} style={{ display: 'grid', gap: 12 }}>
            <Price retail={829.99} mode={mode} size={size} />
            <Price retail={829.99} was={999.99} mode={mode} size={size} />
            <Price retail={829.99} was={999.99} promoCredit={200} mode={mode} size={size} />
          </div>
        )),
      )}
    </div>
  ),
};
