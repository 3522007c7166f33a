// The QR code on its own entry (`@carrier/design-system/qr-code`): its encoder is large, and only the pages that
// show a code should load it (the main entry is in every page's first visit).
export { QR_QUIET_ZONE, QrCode } from './components/QrCode/QrCode.js';
export type { QrCodeProps } from './components/QrCode/QrCode.js';
