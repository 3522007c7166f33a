import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../Alert/Alert.js';
import { Button } from '../Button/Button.js';
import { BRANDS, BrandTheme } from './BrandTheme.js';

const meta = {
  title: 'Foundations/BrandTheme',
  component: BrandTheme,
  argTypes: { brand: { control: 'inline-radio', options: BRANDS } },
  args: {
    brand: 'wireless',
    children: (
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <p>Text, buttons and alerts inside take the brand&apos;s tokens.</p>
        <Button>Primary action</Button>
        <Alert tone="info">An info message in the brand&apos;s colours.</Alert>
      </div>
    ),
  },
} satisfies Meta<typeof BrandTheme>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wireless: Story = {};

/** The prepaid brand: its own blue, rounder corners and its humanist type. */
export const Prepaid: Story = { args: { brand: 'prepaid' } };
