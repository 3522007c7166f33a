export * from './fields.js';
export { checkImei, type ImeiCheck } from './imei.js';
export {
  CHECKOUT_FLOWS,
  CHECKOUT_STEPS,
  STEP_GROUPS,
  STEP_NEEDS,
  flowOf,
  planSteps,
  type CheckoutFlow,
  type CheckoutStep,
  type PendingItem,
  type PendingSteps,
  type StepPlan,
} from './steps.js';
export {
  canOpen,
  checkoutReducer,
  firstOpenStep,
  isLocked,
  resumeCheckout,
  saveCheckout,
  startCheckout,
  type CheckoutEvent,
  type CheckoutState,
  type OrderAttempt,
  type SavedCheckout,
} from './checkout.js';
export { stateOfZip } from './zip-states.js';
