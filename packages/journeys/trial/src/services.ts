import type { HttpClient } from '@carrier/http-client';
import {
  TestDriveApplyResponse,
  TestDriveCoverageResponse,
  TestDriveDeviceResponse,
  TestDriveEsimResponse,
  TestDrivePlansResponse,
  TestDriveResponse,
  type TestDrive,
  type TestDriveApplyRequest,
  type TestDriveCoverage,
  type TestDrivePlan,
} from '@carrier/service-contracts';
import { serviceCalls } from '@carrier/storefront/kit';

/** The eSIM of a test drive, as its QR code carries it. */
export interface TestDriveEsim {
  readonly smdpAddress: string;
  readonly matchingId: string;
}

/** The calls of the test drive's pages (the trial service), each answer checked by its contract. */
export interface TrialServices {
  coverage(zip: string): Promise<TestDriveCoverage>;
  /** Applies for a test drive: the application's id (the service also sets this browser's cookie). */
  apply(application: TestDriveApplyRequest): Promise<string>;
  /** The phone by its IMEI: its name, when it can take a test drive. */
  device(applicationId: string, imei: string): Promise<string>;
  plans(): Promise<readonly TestDrivePlan[]>;
  choosePlan(applicationId: string, planId: string): Promise<void>;
  /** Starts the test drive; the same `idempotencyKey` always answers the same test drive. */
  start(applicationId: string, idempotencyKey: string): Promise<TestDrive>;
  esim(applicationId: string): Promise<TestDriveEsim>;
  activate(applicationId: string): Promise<TestDrive>;
  status(applicationId: string): Promise<TestDrive>;
  /** This browser's test drive, by its cookie alone. */
  mine(): Promise<TestDrive>;
  end(applicationId: string): Promise<TestDrive>;
}

/** The test drive's calls over the carrier client. */
export function createTrialServices(services: HttpClient): TrialServices {
  const { get, post } = serviceCalls(services, 'trialservice/testdrive');
  const drive = (name: string) => (applicationId: string) => post(name, { applicationId }, TestDriveResponse);
  return {
    coverage: (zip) => post('coverage', { zip }, TestDriveCoverageResponse),
    apply: async (application) => (await post('apply', application, TestDriveApplyResponse)).applicationId,
    device: async (applicationId, imei) =>
      (await post('device', { applicationId, imei }, TestDriveDeviceResponse)).device,
    plans: async () => (await get('plans', TestDrivePlansResponse)).plans,
    async choosePlan(applicationId, planId) {
      await services.post('trialservice/testdrive/plan', { applicationId, planId });
    },
    start: (applicationId, idempotencyKey) =>
      post('start', { applicationId, termsAccepted: true }, TestDriveResponse, idempotencyKey),
    esim: (applicationId) => post('esim', { applicationId }, TestDriveEsimResponse),
    activate: drive('activate'),
    status: drive('status'),
    mine: () => post('mine', {}, TestDriveResponse),
    end: drive('end'),
  };
}
