import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { NOTICE_HEIGHT_PROPERTY, belowNotice } from '../../theme/notice.js';
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

function PinnedWithSticky() {
  const [state, setState] = useState<NotificationState>();
  return (
    <div style={{ [NOTICE_HEIGHT_PROPERTY]: `${state?.height ?? 0}px` } as CSSProperties}>
      <Notification
        visible
        proactive
        pinned
        tone="info"
        title="Your cart is waiting"
        onStateChange={setState}
        action={<Link href="/cart">Go to your cart</Link>}
      >
        Pick up where you left off: what you chose is still in your cart.
      </Notification>
      <div style={{ display: 'grid', gridTemplateColumns: '12rem 1fr', gap: 16, padding: 16 }}>
        <aside style={{ position: 'sticky', top: belowNotice('16px'), alignSelf: 'start' }}>
          Filters stay below it
        </aside>
        <div style={{ height: 1600 }}>The page, long enough to scroll.</div>
      </div>
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

/**
 * Pinned to the top of the window from tablet width up; a sticky part below it sits under it by its height
 * (`belowNotice`). Scroll the frame to see both stay in place.
 */
export const Pinned: Story = {
  render: () => <PinnedWithSticky />,
};

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
