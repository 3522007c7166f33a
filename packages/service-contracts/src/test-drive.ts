import * as z from 'zod/mini';
import { ServiceHeader } from './common.js';

const answer = <T extends z.ZodMiniType>(data: T) => z.object({ serviceHeader: ServiceHeader, data });

const Zip = z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits'));
const Imei = z.string().check(z.regex(/^\d{15}$/, 'must be 15 digits'));
/** A test drive's id, given when the service takes an application: `TD` and ten letters or digits. */
export const TestDriveId = z.string().check(z.regex(/^TD[A-Z0-9]{10}$/, 'is not a test drive id'));
const Name = z.string().check(z.minLength(1), z.maxLength(40));

/** Payload of POST `{base}/trialservice/testdrive/coverage`: the network at a ZIP code. */
export const TestDriveCoverageRequest = z.object({ zip: Zip });

/** What the network is at a ZIP code: covered or not, the place, and the best network there. */
export const TestDriveCoverageResponse = answer(
  z.object({
    zip: Zip,
    covered: z.boolean(),
    place: z.nullable(z.string()),
    network: z.nullable(z.enum(['5G_UWB', '5G', 'LTE'])),
  }),
);
export type TestDriveCoverage = z.infer<typeof TestDriveCoverageResponse>['data'];

/** Payload of POST `{base}/trialservice/testdrive/apply`: who would like to try the network, and where. */
export const TestDriveApplyRequest = z.object({
  zip: Zip,
  firstName: Name,
  lastName: Name,
  email: z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'is not an email address')),
});
export type TestDriveApplyRequest = z.infer<typeof TestDriveApplyRequest>;

/** The application taken: its id, which every later call names (and this browser's cookie proves). */
export const TestDriveApplyResponse = answer(z.object({ applicationId: TestDriveId }));

/** Payload of POST `{base}/trialservice/testdrive/device`: the phone the test drive is for, by its IMEI. */
export const TestDriveDeviceRequest = z.object({ applicationId: TestDriveId, imei: Imei });

/** The phone recognised from its IMEI: it takes an eSIM and works on the network. */
export const TestDriveDeviceResponse = answer(z.object({ device: z.string(), eid: z.string() }));

/** A plan to try: its name, what it costs after the test drive, and what it includes, in the site's language. */
export const TestDrivePlan = z.object({
  id: z.string(),
  name: z.string(),
  /** The monthly price of one line after the test drive, in dollars. */
  monthly: z.number(),
  summary: z.string(),
  features: z.array(z.string()),
});
export type TestDrivePlan = z.infer<typeof TestDrivePlan>;

/** Answer of GET `{base}/trialservice/testdrive/plans`. */
export const TestDrivePlansResponse = answer(z.object({ plans: z.array(TestDrivePlan) }));

/** Payload of POST `{base}/trialservice/testdrive/plan`. */
export const TestDrivePlanRequest = z.object({ applicationId: TestDriveId, planId: z.string().check(z.maxLength(40)) });

/** Payload of POST `{base}/trialservice/testdrive/start` (with an Idempotency-Key header). */
export const TestDriveStartRequest = z.object({ applicationId: TestDriveId, termsAccepted: z.literal(true) });

/** Payload of the calls about one test drive: its eSIM, its activation, where it stands, ending it. */
export const TestDriveRequest = z.object({ applicationId: TestDriveId });

/**
 * A test drive as the service keeps it: where it stands (READY: its eSIM is to install; ACTIVE; ENDED), its phone,
 * plan and number, and when it started and ends (epoch milliseconds).
 */
export const TestDrive = z.object({
  applicationId: TestDriveId,
  status: z.enum(['READY', 'ACTIVE', 'ENDED']),
  zip: Zip,
  firstName: z.string(),
  device: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** The test drive's own number, next to the customer's line. */
  mdn: z.string().check(z.regex(/^\d{10}$/)),
  startedAt: z.nullable(z.number()),
  endsAt: z.nullable(z.number()),
  ended: z.nullable(z.enum(['expired', 'early'])),
});
export type TestDrive = z.infer<typeof TestDrive>;

/** Answer of start, activate, status and end: the test drive. */
export const TestDriveResponse = answer(TestDrive);

/** Answer of POST `{base}/trialservice/testdrive/esim`: what the QR code carries (`LPA:1$<address>$<matching id>`). */
export const TestDriveEsimResponse = answer(z.object({ smdpAddress: z.string(), matchingId: z.string() }));
