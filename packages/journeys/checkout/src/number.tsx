/** The first line still without a number, and its position. */
export function lineToNumber(details: { lines: readonly { lineId: string; deviceName: string; number: unknown }[] }) {
  const index = details.lines.findIndex((line) => line.number === null);
  return index < 0 ? undefined : { ...details.lines[index]!, position: index + 1 };
}

/** Whether another line than the one being numbered still has no number: the next is numbered on a page of its own. */
export const moreLinesToNumber = (details: { lines: readonly { number: unknown }[] }): boolean =>
  details.lines.filter((line) => line.number === null).length > 1;

export const PORT_FIELDS = ['mdn', 'accountNumber', 'pin', 'billingZip'] as const;
