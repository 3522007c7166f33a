export declare const root: string;
export interface WorkspacePackage {
  readonly dir: string;
  readonly manifest: {
    readonly name: string;
    readonly version: string;
    readonly private?: boolean;
    readonly type?: string;
    readonly files?: readonly string[];
    readonly exports?: Record<string, unknown>;
    readonly publishConfig?: Record<string, string>;
    readonly dependencies?: Record<string, string>;
    readonly peerDependencies?: Record<string, string>;
  };
}
export declare function workspacePackages(): WorkspacePackage[];
export declare function publishablePackages(): WorkspacePackage[];
export declare const testedDirs: () => string[];
export declare const E2E_REPORT: string;
export declare const REACT_UNIT_REPORT: string;
export declare function vitestReports(): unknown[];
export declare function playwrightReport():
  { readonly stats?: Record<string, number>; readonly suites?: unknown[] } | undefined;
