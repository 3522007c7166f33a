/**
 * What a phone reads from an eSIM's QR code (the GSMA's activation code): `LPA:1$<SM-DP+ address>$<matching id>`.
 * The bring-your-own-device and test-drive pages draw it with the design system's `QrCode`.
 */
export const activationCode = (esim: { readonly smdpAddress: string; readonly matchingId: string }): string =>
  `LPA:1$${esim.smdpAddress}$${esim.matchingId}`;
