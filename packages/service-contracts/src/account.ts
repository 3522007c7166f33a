import * as z from 'zod/mini';
import { ServiceErrorItem, ServiceHeader } from './common.js';

const answer = <T extends z.ZodMiniType>(data: T) =>
  z.object({ serviceHeader: ServiceHeader, data, errors: z.optional(z.array(ServiceErrorItem)) });

/** Answer of POST `{base}/cartservice/cart/nse/getNSAThrottleList` and its logged-in variant: a pipe-separated list of flags (spec 3.3). */
export const ThrottleListResponse = answer(z.object({ throttleList: z.string() }));

/** The page data layer (spec 3.7), sent to and answered by readDL. */
export const PageDataLayer = z.object({
  page: z.object({
    name: z.string().check(z.maxLength(200)),
    flow: z.optional(z.string().check(z.maxLength(60))),
    channelSession: z.optional(z.string()),
  }),
});
/** Payload of POST readDL (`prepayservice`, `omnidlservice`, nse variants). */
export const ReadDlRequest = PageDataLayer;
/** Answer of readDL: the data layer with what the services know of the visitor (spec 3.7, 6.3). */
export const ReadDlResponse = z.object({
  serviceHeader: ServiceHeader,
  vzdl: z.object({
    page: z.object({ name: z.string(), flow: z.optional(z.string()), channelSession: z.string() }),
    user: z.object({
      loginStatus: z.enum(['authenticated', 'unauthenticated']),
      customerType: z.string(),
      lob: z.nullable(z.string()),
      role: z.nullable(z.string()),
    }),
  }),
});

/** A wireless line of the signed-in customer's account. */
export const AccountLine = z.object({
  mtn: z.string(),
  device: z.string(),
  plan: z.string(),
  /** The line's phone can be upgraded now. */
  upgradeEligible: z.boolean(),
  /** What is left to pay on the line's device, in dollars: paying it off upgrades a line early. */
  deviceBalance: z.number().check(z.minimum(0)),
  /** Monthly device payments left (0 when the device is paid off). */
  paymentsLeft: z.number().check(z.int(), z.minimum(0)),
  /** The order of the line's early upgrade, on its way: the line is not upgraded again until then. */
  upgradeOrdered: z.optional(z.object({ orderNumber: z.string() })),
});
export type AccountLine = z.infer<typeof AccountLine>;

/** The signed-in customer as the account landing answers them (spec 6.3: the line of business sets what is offered). */
export const AccountCustomer = z.object({
  customerId: z.string(),
  name: z.string(),
  firstName: z.string(),
  /** `vzw` wireless, `vzt` wireline (fios), `vzw|vzt` both. */
  lob: z.string(),
  lines: z.array(AccountLine),
  /** Wireline (fios) services at home. */
  homeServices: z.array(z.object({ name: z.string(), detail: z.string() })),
});
export type AccountCustomer = z.infer<typeof AccountCustomer>;

/** Answer of POST `{base}/accountlandingservice/landing`. */
export const LandingResponse = z.object({
  serviceHeader: ServiceHeader,
  goToUrl: z.optional(z.string()),
  data: z.object({ customer: z.nullable(AccountCustomer) }),
});
/** Answer of POST `{base}/accountlandingservice/getProcessStep` (spec 3.7). */
export const ProcessStepResponse = z.object({
  serviceHeader: ServiceHeader,
  goToUrl: z.optional(z.string()),
  processStep: z.string(),
  spokeJourney: z.nullable(z.string()),
});
/** Answer of POST `{base}/casemanagementservice/cases/getCases`. */
export const CasesResponse = answer(
  z.object({
    cases: z.array(z.object({ caseId: z.string(), status: z.string(), opened: z.string(), subject: z.string() })),
  }),
);
/** Payload of POST `{base}/fraudservice/error/lookup`. */
export const ErrorLookupRequest = z.object({
  errorId: z.string().check(z.minLength(1, 'is required'), z.maxLength(60)),
});
/** Answer of the error lookup: what the error means and what the store should do. */
export const ErrorLookupResponse = answer(
  z.object({
    id: z.string(),
    category: z.string(),
    message: z.string(),
    action: z.enum(['notify', 'logout', 'cartFallback', 'reload', 'scheduledOrder']),
  }),
);
/** Payload of POST `{base}/fraudservice/error/video-assist-check` (spec 7.3). */
export const VideoAssistCheckRequest = z.object({ channelId: z.string().check(z.minLength(1, 'is required')) });
/** Answer of the video-assist check (spec 5.3, 7.3). */
export const VideoAssistCheckResponse = answer(
  z.object({ enableVideoAssist: z.boolean(), locationCode: z.nullable(z.string()) }),
);
/** Answer of GET `/support/1d/data/nos/videochat?zip=0` (spec 7.3). */
export const VideoChatResponse = z.object({
  isVideoChatAvailable: z.enum(['y', 'n']),
  mediaoutput: z.object({ agentstatistics: z.array(z.object({ available: z.number() })) }),
});
/** Payload of POST `{base}/personalizationrecommendationsservice/pdm/` (spec 7.3). */
export const PdmRequest = z.object({
  source: z.enum(['autoSuggestion', 'proactiveChat']),
  page: z.optional(z.string()),
  deviceIds: z.optional(z.array(z.string())),
});
/** Answer of pdm for autoSuggestion: the recommended devices at the path of spec 3.13. */
export const PdmAutoSuggestionResponse = z.object({
  serviceHeader: ServiceHeader,
  deviceRecommendation: z.object({
    recommendedDeviceInformation: z.object({
      accountLevelRecommendations: z.object({
        productList: z.array(
          z.object({ deviceProducts: z.array(z.object({ deviceId: z.string(), reason: z.string() })) }),
        ),
      }),
    }),
  }),
});
/** Payload of POST `{base}/devicepricingservice/saveAcceptedMyofferData` (spec 7.3). */
export const SaveAcceptedOfferRequest = z.object({
  offerId: z.string().check(z.minLength(1, 'is required'), z.maxLength(60)),
  restricted: z.boolean(),
  type: z.string().check(z.maxLength(60)),
});
