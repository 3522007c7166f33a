import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from '../Link/Link.js';
import { NOTIFICATION_TONES, Notification, type NotificationState } from './Notification.js';

function WithState() {
  const [visible, setVisible] = useState(true);
  const [state, setState] = useState<NotificationState>();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notification
        visible={visible}
        proactive
        tone="promo"
        title="Holiday deals"
        onDismiss={() => setVisible(false)}
        onStateChange={setState}
        action={<Link href="/deals">See deals</Link>}
      >
        Save up to $800 on the newest phones.
      </Notification>
      <pre style={{ margin: 0 }}>{JSON.stringify(state)}</pre>
    </div>
  );
}

const meta = {
  title: 'Components/Notification',
  component: Notification,
  args: { visible: true, tone: 'info', title: 'Store hours', children: 'Stores close at 6 pm on holidays.' },
  argTypes: { tone: { control: 'inline-radio', options: NOTIFICATION_TONES } },
} satisfies Meta<typeof Notification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const ProactiveBanner: Story = { args: { proactive: true, tone: 'promo', title: 'Holiday deals' } };
/** The visible and height state of spec 3.12, printed under the banner; close it to see it change. */
export const ReportsItsState: Story = { render: () => <WithState /> };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {NOTIFICATION_TONES.map((tone) => (
        <Notification key={tone} visible tone={tone} title={`${tone} title`} onDismiss={() => {}}>
          A {tone} message.
        </Notification>
      ))}
      <Notification visible proactive tone="promo" action={<Link href="/deals">See deals</Link>}>
        A proactive banner with an action.
      </Notification>
    </div>
  ),
};
