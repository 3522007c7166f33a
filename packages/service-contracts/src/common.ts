import * as z from 'zod/mini';

/** An error item as the services send it (spec 3.6). */
export const ServiceErrorItem = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  message: z.optional(z.string()),
  errorCode: z.optional(z.string()),
  serviceErrMsg: z.optional(z.string()),
  severity: z.optional(z.string()),
  errorCategory: z.optional(z.string()),
  networkMessage: z.optional(z.string()),
  /** Per detail, the channel a locked cart is held in (spec 3.8) and the issue the customer can act on. */
  details: z.optional(z.array(z.object({ lockedChannelID: z.optional(z.string()), issue: z.optional(z.string()) }))),
  /** A page that says more about the error ("Learn more"). */
  information_link: z.optional(z.string()),
  /** The service asks for a chat offer to follow the error, with its own words. */
  proactiveChatIndicator: z.optional(z.union([z.string(), z.boolean()])),
  proactiveChatCustomMSG: z.optional(z.string()),
});
export type ServiceErrorItem = z.infer<typeof ServiceErrorItem>;

/** The service header of every answer (spec 3.7). */
export const ServiceHeader = z.object({
  statusCode: z.string(),
  statusMessage: z.optional(z.string()),
});
export type ServiceHeader = z.infer<typeof ServiceHeader>;
