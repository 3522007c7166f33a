export {
  CREDIT_KINDS,
  GRADE_FACTOR,
  TRADE_IN_GRADES,
  appraise,
  creditOptions,
  gradeOf,
  type Appraisal,
  type AppraisalRefusal,
  type ConditionAnswers,
  type CreditKind,
  type CreditOption,
  type TradeInGrade,
  type TradeInPromotion,
} from './appraisal.js';
export {
  NEW_TRADE_IN,
  TRADE_IN_STEPS,
  canOpen,
  firstOpenStep,
  readTradeIn,
  tradeInReducer,
  type ReturnMethod,
  type TradeInDevice,
  type TradeInEvent,
  type TradeInProblem,
  type TradeInState,
  type TradeInStep,
} from './journey.js';
// The IMEI check is the checkout rules' (one check for every page that takes an IMEI), re-exported for convenience.
export { checkImei, type ImeiCheck } from '@carrier/checkout-rules';
