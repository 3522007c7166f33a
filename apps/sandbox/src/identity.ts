/** A test user of the sandbox (listed in the README); `id` is what the sign-in page posts. */
export interface TestUser {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Line of business (spec 3.3): vzw, vzt, or both. */
  readonly lob: 'vzw' | 'vzt' | 'vzw|vzt';
  /** The role cookie (spec 3.4, 6.1); a business account's manager is `business` (the store's calls go the B2B route). */
  readonly role: 'postpay' | 'prepay' | 'guest' | 'business';
  /** Authentication level: L2 logged in, L1 guest with the last two digits (spec 6.1). */
  readonly authLevel: 'L2' | 'L1';
  readonly customerId: string;
  readonly mtn: string;
  readonly lastTwoDigits?: string;
  /** The wireless lines on the account, with the phone and plan of each. */
  readonly lines: readonly AccountLine[];
  /** The wireline (fios) services at home. */
  readonly homeServices: readonly { readonly name: string; readonly detail: string }[];
}

/** A wireless line of a test user's account. */
export interface AccountLine {
  readonly mtn: string;
  readonly device: string;
  readonly plan: string;
  /** Whether the line can be upgraded now (its device is paid off or past half its payments). */
  readonly upgradeEligible: boolean;
  /** What is left to pay on the line's device (dollars): a line not yet eligible upgrades early by paying it off. */
  readonly deviceBalance: number;
  /** Monthly device payments left (0 when the device is paid off). */
  readonly paymentsLeft: number;
}

/** A test user's first name: what the store greets them by. */
export const firstNameOf = (user: Pick<TestUser, 'name'>) => user.name.split(' ')[0] ?? user.name;

const HOME = '30 Hudson Street, Jersey City, NJ 07302';

/** The sandbox's test users: one per kind of visitor the store serves (spec 6.1, 6.3). */
export const TEST_USERS: readonly TestUser[] = [
  {
    id: 'postpay',
    name: 'Paula Postpay',
    description: 'Postpay wireless customer (vzw, L2)',
    lob: 'vzw',
    role: 'postpay',
    authLevel: 'L2',
    customerId: 'C-100001',
    mtn: '2015550111',
    lines: [
      {
        mtn: '2015550111',
        device: 'Apple iPhone 15',
        plan: 'Unlimited Plus',
        upgradeEligible: true,
        deviceBalance: 0,
        paymentsLeft: 0,
      },
      {
        mtn: '2015550121',
        device: 'Samsung Galaxy S23',
        plan: 'Unlimited Welcome',
        upgradeEligible: false,
        deviceBalance: 412.5,
        paymentsLeft: 22,
      },
    ],
    homeServices: [],
  },
  {
    id: 'wireline',
    name: 'Walter Wireline',
    description: 'Wireline customer, fios account (vzt, L2)',
    lob: 'vzt',
    role: 'postpay',
    authLevel: 'L2',
    customerId: 'C-100002',
    mtn: '2015550112',
    lines: [],
    homeServices: [
      { name: 'Fios Home Internet 1 Gig', detail: HOME },
      { name: 'Fios TV Test Drive', detail: HOME },
    ],
  },
  {
    id: 'joint',
    name: 'Jordan Joint',
    description: 'Joint wireless and wireline customer (vzw|vzt, L2)',
    lob: 'vzw|vzt',
    role: 'postpay',
    authLevel: 'L2',
    customerId: 'C-100003',
    mtn: '2015550113',
    lines: [
      {
        mtn: '2015550113',
        device: 'Google Pixel 8',
        plan: 'Unlimited Ultimate',
        upgradeEligible: true,
        deviceBalance: 139.86,
        paymentsLeft: 14,
      },
    ],
    homeServices: [{ name: 'Fios Home Internet 500 Mbps', detail: HOME }],
  },
  {
    id: 'prepay',
    name: 'Priya Prepay',
    description: 'Prepay customer (role prepay, L2)',
    lob: 'vzw',
    role: 'prepay',
    authLevel: 'L2',
    customerId: 'C-100004',
    mtn: '2015550114',
    lines: [
      {
        mtn: '2015550114',
        device: 'Motorola moto g power 2023',
        plan: 'Prepaid Unlimited',
        upgradeEligible: true,
        deviceBalance: 0,
        paymentsLeft: 0,
      },
    ],
    homeServices: [],
  },
  {
    id: 'guest',
    name: 'Gus Guest',
    description: 'Guest checkout (L1, last two digits 42)',
    lob: 'vzw',
    role: 'guest',
    authLevel: 'L1',
    customerId: 'C-100005',
    mtn: '2015550142',
    lines: [
      {
        mtn: '2015550142',
        device: 'Apple iPhone 13',
        plan: 'Unlimited Welcome',
        upgradeEligible: false,
        deviceBalance: 179.9,
        paymentsLeft: 10,
      },
    ],
    homeServices: [],
    lastTwoDigits: '42',
  },
  {
    id: 'business',
    name: 'Bianca Business',
    description: 'Business account manager (vzw, role business, L2)',
    lob: 'vzw',
    role: 'business',
    authLevel: 'L2',
    customerId: 'C-100006',
    mtn: '2015550116',
    lines: [
      {
        mtn: '2015550116',
        device: 'Samsung Galaxy S24',
        plan: 'Business Unlimited Pro',
        upgradeEligible: true,
        deviceBalance: 0,
        paymentsLeft: 0,
      },
      {
        mtn: '2015550126',
        device: 'Apple iPhone 15',
        plan: 'Business Unlimited Pro',
        upgradeEligible: false,
        deviceBalance: 289.74,
        paymentsLeft: 13,
      },
    ],
    homeServices: [],
  },
];

/** Sessions end after this long without a call (spec 9: 30 minutes). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** The cookie that carries the sandbox session id. */
export const SESSION_COOKIE = 'sandboxSession';
/** The cross-site request token cookie; mutating calls send it back in its header (spec 7.2). */
export { REQUEST_TOKEN_COOKIE as CSRF_COOKIE, REQUEST_TOKEN_HEADER as CSRF_HEADER } from '@carrier/safety';

/** What the account of a signed-in test user knows of them: the details an upgrade or an added line checks out with. */
export interface AccountContact {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly contactPhone: string;
  readonly address: {
    readonly line1: string;
    readonly line2: string;
    readonly city: string;
    readonly state: 'NJ' | 'NY';
    readonly zip: string;
  };
}

/** The account holder of a test user, by the user's id: their name, email, number and service address. */
export function accountContact(userId: string): AccountContact | undefined {
  const user = TEST_USERS.find((u) => u.id === userId);
  if (!user) return undefined;
  const [firstName = user.name, lastName = ''] = user.name.split(' ');
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    contactPhone: user.mtn,
    address: { line1: '30 Hudson Street', line2: '', city: 'Jersey City', state: 'NJ', zip: '07302' },
  };
}
