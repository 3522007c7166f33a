import { Gridwall } from './gridwall/Gridwall.js';

/**
 * The gridwall (`/smartphones`): every phone, with filters (brand, operating system, price, 5G, colour,
 * storage, deals) and a sort, all kept in the URL; compare up to four; monthly or full prices; suggestions
 * from the pdm service after 30 s without activity.
 */
export function GridwallPage() {
  return <Gridwall />;
}
