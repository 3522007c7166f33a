/** The bring-your-own-device pages' words in English: the keys every language gives. */
export const en = {
  // dvm/eligibility
  eligibilityTitle: 'Bring your own phone',
  eligibilityIntro:
    'Keep the phone you love. Check that it works on our network, then get a SIM card or an eSIM for it.',
  imeiChecksum: 'This is not an IMEI: check the 15 digits.',
  check: 'Check my phone',
  checking: 'Checking…',
  noImei: 'Don’t know your IMEI? Choose your phone’s make and model',
  notRecognised: 'We could not recognise this phone from its IMEI. Choose its make and model instead.',
  checkFailed: 'We could not check your phone. Check your connection and try again.',
  // selectMakeAndModel
  selectTitle: 'Choose your phone',
  selectIntro: 'Tell us which phone you have: we check it works on our network.',
  make: 'Make',
  model: 'Model',
  chooseMake: 'Choose a make',
  chooseModel: 'Choose a model',
  makeError: 'Choose your phone’s make.',
  modelError: 'Choose your phone’s model.',
  useImei: 'Check by IMEI instead',
  devicesFailed: 'We could not load the list of phones. Try again.',
  // dvm/deviceEligibility
  resultTitle: 'Your phone',
  works: (phone: string) => `Good news: your ${phone} works on our network.`,
  worksEsim: (phone: string) => `Good news: your ${phone} works on our network with an eSIM.`,
  locked: (phone: string) => `Your ${phone} is locked to another carrier.`,
  lockedHow: 'Ask your current carrier to unlock it (it is free once the phone is paid off), then check again.',
  incompatible: (phone: string) => `Your ${phone} cannot work on our network.`,
  incompatibleHow:
    'It does not support the network our service runs on. Choose a new phone instead: many come with an offer.',
  unlockNote: 'We checked your phone by its model: make sure it is unlocked before you switch.',
  takes: 'It takes',
  sims: { PSIM: 'a SIM card', ESIM: 'an eSIM' },
  esimReady: 'eSIM ready',
  eid: (eid: string) => `EID ending in ${eid}`,
  getSim: 'Get a SIM for it',
  checkAgain: 'Check again',
  shopPhones: 'Shop phones',
  nothingChecked: 'Check your phone first.',
  // buysim
  buySimTitle: 'Get a SIM',
  buySimIntro: (phone: string) => `For your ${phone}. The SIM is free: you pay for the plan you choose next.`,
  simLegend: 'How would you like your SIM?',
  simOptions: {
    ESIM: { label: 'eSIM', description: 'Nothing to wait for: scan a QR code once your order is placed.' },
    PSIM: { label: 'SIM card', description: 'Free, shipped with standard delivery or picked up in a store.' },
  },
  addToCart: 'Add to cart',
  adding: 'Adding…',
  addRefused: {
    DEVICE_LOCKED: 'This phone is locked to another carrier: ask them to unlock it first.',
    DEVICE_INCOMPATIBLE: 'This phone cannot work on our network.',
    SIM_NOT_SUPPORTED: 'This phone does not take that SIM: choose the other one.',
    IMEI_MISMATCH: 'The IMEI is of another phone: check your phone again.',
    IMEI_INVALID: 'The IMEI is not right: check your phone again.',
  },
  addFailed: 'We could not add the SIM to your cart. Try again.',
  // eSIM activation
  activationTitle: 'Activate your eSIM',
  activationIntro: 'Your order’s eSIM lines. Open one on the phone it is for, or on another screen to scan its code.',
  activationLine: (device: string, number: string) => `${device} · ${number}`,
  showCode: 'Show the QR code',
  active: 'Active',
  readyToScan: 'Ready to scan',
  noEsim: 'This order has no eSIM line.',
  orderNotFound:
    'We could not find this order from this browser. Open the link in your order email, or check your order.',
  checkOrder: 'Check your order',
  // nfcqr
  qrTitle: 'Scan to activate your eSIM',
  qrIntro: (device: string) =>
    `On your ${device}, open Settings, then Mobile service (or Connections), Add eSIM, and scan this code.`,
  qrAlt: 'QR code of your eSIM',
  manual: 'Can’t scan it? Enter these details instead:',
  smdp: 'SM-DP+ address',
  matchingId: 'Activation code',
  scanned: 'I’ve scanned the code',
  confirming: 'Checking…',
  activated: 'Your eSIM is active. Restart your phone to start using your line.',
  notYet: 'Your phone has not taken the eSIM yet. Scan the code, then try again.',
  backToActivation: 'Back to your eSIM lines',
  activationFailed: 'We could not load your eSIM. Try again.',
};

export type ByodStrings = typeof en;
export type AddRefusal = keyof ByodStrings['addRefused'];
