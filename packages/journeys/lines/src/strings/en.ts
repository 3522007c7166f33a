/** The lines pages' words in English: the keys every language gives. */
export const en = {
  overviewTitle: 'Your lines',
  overviewIntro: 'Upgrade the phone of a line, pay off a phone to upgrade early, or add a line to your account.',
  signInTitle: 'Sign in to see your lines',
  signInBody: 'Your lines, their phones and plans, and when each can be upgraded are in your account.',
  signIn: 'Sign in',
  loadFailed: 'We could not load your lines. Check your connection and try again.',
  line: (number: string) => `Line ${number}`,
  plan: (name: string) => `Plan: ${name}`,
  ready: 'Ready to upgrade',
  early: 'Upgrade early',
  ordered: 'Upgrade ordered',
  orderedOnItsWay: (orderNumber: string) =>
    `This line’s upgrade is ordered (order ${orderNumber}): its new phone is on the way. It can be upgraded again once it has arrived.`,
  paidOff: 'Your phone is paid off.',
  balance: (amount: string, payments: number) =>
    `${amount} left on your phone, ${payments} ${payments === 1 ? 'payment' : 'payments'} to go.`,
  upgradeLine: (number: string) => `Upgrade line ${number}`,
  upgrade: 'Upgrade',
  upgradeEarly: (number: string) => `Upgrade line ${number} early`,
  seeEarly: 'See how to upgrade early',
  addLine: 'Add a line',
  addLineHint: 'Add a new phone and number to your account, on your plan.',
  noLines: 'You have no wireless lines yet.',
  // mdnselection
  selectTitle: 'Which line are you upgrading?',
  selectIntro: 'Choose the line whose phone you are replacing. It keeps its number and its plan.',
  selectLegend: 'Your lines',
  notReady: (amount: string) => `Not ready yet: ${amount} left on its phone.`,
  newLineOption: 'Add a new line instead',
  newLineHint: 'A new number on your account.',
  continue: 'Continue',
  chooseLine: 'Choose a line to continue.',
  onlyLater: 'None of your lines is ready to upgrade yet. You can upgrade one early by paying off its phone.',
  openCaseTitle: 'You have an open support case',
  openCase: (subject: string, caseId: string, opened: string) =>
    `${subject} (case ${caseId}, opened ${opened}). You can still upgrade; a specialist is working on it and will contact you.`,
  // earlyupgrade
  earlyTitle: 'Upgrade early',
  earlyIntro: (device: string, number: string) =>
    `Your ${device} on line ${number} is not paid off yet. Pay off what is left and upgrade today.`,
  leftToPay: 'Left to pay on your phone',
  paymentsLeft: 'Monthly payments left',
  earlyHow: 'The balance is added to what you pay today at checkout, and your monthly device payment ends.',
  payOff: (amount: string) => `Pay off ${amount} and upgrade`,
  alreadyReady: 'This line is ready to upgrade: there is nothing to pay off.',
  lineNotFound: 'We could not find this line on your account.',
  backToLines: 'Back to your lines',
  shopPhones: 'Shop phones',
};

export type LinesStrings = typeof en;
