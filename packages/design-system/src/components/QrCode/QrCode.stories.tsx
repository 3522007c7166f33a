import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode.js';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { text: 'LPA:1$smdp.esim.carrier.example$7E318-5221A-8A71F-70D2B', label: 'QR code of your eSIM' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An eSIM's activation code, as the phone's camera reads it. */
export const EsimActivation: Story = {};

/** A link: a longer text makes a denser code, drawn at the same size. */
export const Link: Story = {
  args: {
    text: 'https://www.carrier.example/sales/digital/trial/dashboard.html',
    label: 'Scan to open your dashboard',
  },
};
