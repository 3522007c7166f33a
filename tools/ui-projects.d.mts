export declare const UI_PROJECTS: readonly { readonly name: string; readonly dir: string }[];
