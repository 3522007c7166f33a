export declare const root: string;
export interface WorkspacePackage {
  readonly dir: string;
  readonly manifest: Record<string, any>;
}
export declare function workspacePackages(): WorkspacePackage[];
export declare function publishablePackages(): WorkspacePackage[];
