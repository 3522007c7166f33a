/** A count as badges show it: at most two digits, then 99+. */
export function shortCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
