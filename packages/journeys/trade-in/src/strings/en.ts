/** The trade-in pages' words in English: the keys every language gives. */
export const en = {
  // validateDevice
  validateTitle: 'Trade in your phone',
  validateIntro: 'Tell us which phone you’re trading in: we check it and tell you what it’s worth.',
  byImei: 'Find it by IMEI',
  checkImei: 'Check this phone',
  byModel: 'Or choose it by make and model',
  make: 'Make',
  model: 'Model',
  storage: 'Storage',
  chooseMake: 'Choose a make',
  chooseModel: 'Choose a model',
  chooseStorage: 'Choose the storage',
  makeError: 'Choose the phone’s make.',
  modelError: 'Choose the phone’s model.',
  storageError: 'Choose the phone’s storage.',
  checkModel: 'Check this model',
  checking: 'Checking…',
  gb: (gb: number) => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`),
  refusals: {
    DEVICE_BLACKLISTED: 'This phone is reported lost or stolen, so we can’t take it.',
    DEVICE_FINANCED: 'This phone still has a balance on another agreement. Pay it off, then trade it in.',
    IMEI_NOT_RECOGNISED: 'We couldn’t recognise this phone from its IMEI. Choose its make, model and storage instead.',
    IMEI_INVALID: 'This is not an IMEI: check the 15 digits.',
    DEVICE_NOT_ACCEPTED: 'We don’t take this model for trade-in.',
  } as Record<string, string>,
  serviceDown: 'Something went wrong on our side. Nothing you entered was lost: try again.',
  devicesFailed: 'We couldn’t load the list of phones. Try again.',
  // device details
  detailsTitle: 'Your phone',
  worthUpTo: (value: string) => `Worth up to ${value} in good condition.`,
  continue: 'Continue',
  notYourPhone: 'Not your phone? Start again',
  // device condition
  conditionTitle: 'Your phone’s condition',
  conditionIntro: 'Answer honestly: we check the phone when it arrives.',
  questions: {
    powersOn: 'Does it turn on and hold a charge?',
    screenCracked: 'Is the screen or the back cracked?',
    liquidDamage: 'Has it been in water or another liquid?',
    findMyOff: 'Is Find My (iPhone) or Find My Device (Android) turned off?',
  },
  yes: 'Yes',
  no: 'No',
  answerError: 'Answer this question.',
  getValue: 'See what it’s worth',
  // appraiseDevice
  appraiseTitle: 'Your trade-in value',
  grades: { good: 'Good condition', fair: 'Fair condition', broken: 'Broken' } as Record<string, string>,
  valueIs: (value: string) => `We’ll give you ${value} for it.`,
  accept: 'Accept this value',
  changeAnswers: 'Change my answers',
  findMyOn: 'Turn off Find My on the phone first: while it’s on, the phone is still tied to you. Then answer again.',
  noValue: 'This phone has no trade-in value in this condition. We can recycle it for free at any of our stores.',
  answerAgain: 'Answer again',
  // paymentOptions
  creditTitle: 'How would you like your credit?',
  credit: {
    instant: 'Instant credit on your bill',
    promo: 'Promotion credit with your new phone',
    prepaidCard: 'A prepaid card',
  } as Record<string, string>,
  creditDescription: {
    instant: (total: string) => `${total} off your next bill.`,
    promo: (total: string, monthly: string, months: number) =>
      `${total} in all: ${monthly} off each month for ${months} months.`,
    prepaidCard: (total: string) => `${total} on a prepaid card, mailed after we check the phone.`,
  },
  creditLegend: 'Your credit',
  creditError: 'Choose how you’d like your credit.',
  // instant credit
  instantTitle: 'Instant credit',
  instantBody: (total: string) =>
    `${total} comes off your next bill as soon as the trade-in is complete. If the phone isn’t what you told us, we adjust it after the inspection.`,
  // shippingOptions
  shippingTitle: 'How will you send your phone?',
  shipLabel: 'Ship it with a free prepaid label',
  shipDescription: 'We email you a UPS label. Send the phone within 30 days.',
  dropOffLabel: 'Drop it off at a store',
  dropOffDescription: 'Hand it to us at a store near you; we check it on the spot.',
  returnLegend: 'Send it',
  returnError: 'Choose how you’ll send the phone.',
  labelEmail: 'Email for your shipping label',
  labelEmailHelp: 'We email the prepaid UPS label here.',
  labelEmailError: 'Enter the email address to send your label to, like name@example.com.',
  // dropOffStores
  storesTitle: 'Choose a store',
  zip: 'ZIP code',
  zipError: 'Enter a 5-digit ZIP code.',
  findStores: 'Find stores',
  miles: (miles: number) => `${miles} mi`,
  chooseStore: (name: string) => `Drop off at ${name}`,
  storesLegend: 'Stores near you',
  storeError: 'Choose a store.',
  // reviewDocuments
  documentsTitle: 'Before you send it',
  documentsRead: 'I’ve read these',
  documentsFailed: 'We couldn’t load these documents. Try again.',
  // termsAndCondition
  termsAgree: 'I agree to the trade-in terms',
  termsError: 'Agree to the terms to trade in your phone.',
  // completeTradein
  completeTitle: 'Review your trade-in',
  phone: 'Phone',
  condition: 'Condition',
  value: 'Value',
  creditLabel: 'Credit',
  sendBy: 'Send it',
  shipping: 'Prepaid UPS label',
  shippingTo: (email: string) => `Prepaid UPS label, emailed to ${email}`,
  change: 'Change',
  complete: 'Complete trade-in',
  completing: 'Completing…',
  completeUnknown: 'We couldn’t hear back about your trade-in. Try again: it won’t be made twice.',
  termsChanged: 'The trade-in terms have changed. Read them again.',
  // orderConfirmation
  confirmationTitle: 'Your trade-in is complete',
  tradeInNumber: (n: string) => `Trade-in number ${n}`,
  labelSent: (tracking: string, date: string) =>
    `Your prepaid UPS label (tracking ${tracking}) is on its way by email. Send the phone by ${date}.`,
  labelSentTo: (tracking: string, email: string, date: string) =>
    `We emailed your prepaid UPS label (tracking ${tracking}) to ${email}. Send the phone by ${date}.`,
  attachLater:
    'Buying a new phone? Add it to your cart: the cart offers this trade-in for its line, and its credit comes with the phone.',
  dropOffAt: (store: string, address: string) => `Bring the phone to ${store}, ${address}, within 30 days.`,
  creditWhen: {
    instant: 'Your instant credit shows on your next bill.',
    promo: 'Your promotion credit starts on your first bill with the new phone.',
    prepaidCard: 'Your prepaid card is mailed within 15 days of the inspection.',
  } as Record<string, string>,
  backToCart: 'Back to your cart',
  backToPhone: 'Back to your new phone',
  keepShopping: 'Shop phones',
  notOnCart:
    'Your trade-in is complete, but we could not add it to your cart. Open your cart and try Add a trade-in again, or call us with your trade-in number.',
  notFound: 'We couldn’t find this trade-in in this browser.',
  startOver: 'Start over',
};

export type TradeInStrings = typeof en;
