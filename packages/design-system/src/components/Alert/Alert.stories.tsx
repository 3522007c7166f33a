import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALERT_TONES, Alert } from './Alert.js';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'warning', children: 'This promo code has expired.' },
  argTypes: { tone: { control: 'inline-radio', options: ALERT_TONES } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Error: Story = { args: { tone: 'error', children: 'We could not check your code right now.' } };
export const Info: Story = { args: { tone: 'info', children: 'Codes are 7 letters or digits.' } };
export const Success: Story = {
  args: { tone: 'success', title: 'Promotion applied', children: 'Your savings are on.' },
};

/** Every tone, with and without a title. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {ALERT_TONES.map((tone) => (
        <Alert key={tone} tone={tone}>
          A {tone} message.
        </Alert>
      ))}
      {ALERT_TONES.map((tone) => (
        <Alert key={`${tone}-title`} tone={tone} title={`${tone} title`}>
          A {tone} message with a title.
        </Alert>
      ))}
    </div>
  ),
};
