export interface VitestFileResult {
  readonly name: string;
  readonly status: string;
  readonly message?: string;
  readonly assertionResults?: ReadonlyArray<{ readonly status: string; readonly fullName: string }>;
}
export interface VitestReport {
  readonly testResults?: readonly VitestFileResult[];
}
export interface PlaywrightSpec {
  readonly title: string;
  readonly file: string;
  readonly line: number;
  readonly tests?: ReadonlyArray<{ readonly projectName: string; readonly status: string }>;
}
export interface PlaywrightSuite {
  readonly title: string;
  readonly specs?: readonly PlaywrightSpec[];
  readonly suites?: readonly PlaywrightSuite[];
}
export declare function vitestFailures(reports: readonly VitestReport[], root: string): string[];
export declare function playwrightOutcomes(report: { readonly suites?: readonly PlaywrightSuite[] }): {
  failed: string[];
  flaky: string[];
};
export interface TestOfRun {
  readonly file: string;
  readonly titles: readonly string[];
  readonly outcome: 'passed' | 'failed' | 'skipped';
}
export declare function testsOfRun(
  vitestReports: readonly unknown[],
  playwrightReport: { readonly suites?: readonly PlaywrightSuite[] } | undefined,
  root: string,
): TestOfRun[];
export declare function referenceProblem(reference: string, tests: readonly TestOfRun[]): string | undefined;
