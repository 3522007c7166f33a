import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

const text = (max: number) => z.string().check(z.maxLength(max));

/** Payload of POST `accountlandingservice/cosales/livePersonCheck` and its nse and prepay variants (spec 7.3). */
export const LivePersonCheckRequest = z.object({
  callReason: z.literal('Intent'),
  category: z.literal('STPRecommendations'),
  pageContext: text(100),
  customerPriority: text(40),
});

/** A proposition of the recommendation answer (spec 3.11). */
export const Proposition = z.object({
  propositionId: text(60),
  propositionName: z.optional(text(200)),
  propositionType: z.optional(text(60)),
  dynamicAttrList: z.optional(z.array(z.object({ attrId: text(60), value: text(500) }))),
  soiEngagementId: z.optional(text(60)),
  subStrategyId: z.optional(text(60)),
  rank: z.optional(z.number()),
  externalId: z.optional(text(60)),
  tacticLocation: z.optional(text(60)),
  templateId: z.optional(text(60)),
});

/** Answer of livePersonCheck (spec 7.3). */
export const LivePersonCheckResponse = z.object({
  serviceHeader: ServiceHeader,
  service: z.object({
    serviceHeader: ServiceHeader,
    serviceBody: z.object({
      serviceResponse: z.object({
        propositionList: z.object({ proposition: z.array(Proposition) }),
        subPageType: z.string(),
        flowName: z.string(),
        customerType: z.string(),
        authentication: z.string(),
        contextInfo: z.object({ sessionId: z.string() }),
        clientSessionId: z.string(),
        throttleList: z.string(),
      }),
    }),
  }),
});

/** Payload of POST `accountlandingservice/cosales/livePersonSubmitfeedback` and its nse variant (spec 7.3). */
export const LivePersonFeedbackRequest = z.object({
  callReason: z.literal('Intent'),
  category: z.literal('STPRecommendations'),
  subServiceName: z.literal('CaptureResponse'),
  responseList: z
    .array(z.extend(Proposition, { dispositionOptionId: text(60).check(z.minLength(1, 'is required')) }))
    .check(z.minLength(1, 'needs a response')),
  sessionId: text(100),
});
