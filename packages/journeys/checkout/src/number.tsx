/** The first line still without a number, and its position. */
export function lineToNumber(details: { lines: readonly { lineId: string; deviceName: string; number: unknown }[] }) {
  const index = details.lines.findIndex((line) => line.number === null);
  return index < 0 ? undefined : { ...details.lines[index]!, position: index + 1 };
}

export const PORT_FIELDS = ['mdn', 'accountNumber', 'pin', 'billingZip'] as const;
