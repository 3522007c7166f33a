// Style sheets the preview imports for their effect (the prepaid brand's @font-face): Vite bundles them.
declare module '*.css';
