// A test user's account as the services answer it: its lines as identity.ts describes them, with what the orders
// placed since have changed. A line whose phone was paid off early to upgrade it has its upgrade on the way: the new
// phone and its payments are the line's, and neither an upgrade nor a second payoff is offered or taken until then.
// A line upgraded on its schedule (upgrade-ready) stays ready in the sandbox, so that its fixture serves every try.
import type { AccountLine, TestUser } from './identity.js';
import type { SandboxStore, StoredOrder } from './store.js';

/** The record kind of a line's early upgrade, kept by customer and line. */
const EARLY_UPGRADE = 'earlyUpgrade';

/** A line's early upgrade as ordered: the order, and the phone and payments the line has now. */
interface EarlyUpgrade {
  readonly orderNumber: string;
  readonly device: string;
  readonly deviceBalance: number;
  readonly paymentsLeft: number;
}

/** A line of an account as answered: as described, or with its early upgrade on the way. */
export type AnsweredLine = AccountLine & { readonly upgradeOrdered?: { readonly orderNumber: string } };

const recordId = (customerId: string, mtn: string) => `${customerId}:${mtn}`;

/** The account's lines, each with the early upgrade ordered for it, if any. */
export async function accountLinesOf(store: SandboxStore, user: TestUser): Promise<AnsweredLine[]> {
  return Promise.all(
    user.lines.map(async (line): Promise<AnsweredLine> => {
      const kept = (await store.getRecord(EARLY_UPGRADE, recordId(user.customerId, line.mtn)))?.data as
        EarlyUpgrade | undefined;
      if (!kept) return line;
      return {
        ...line,
        device: kept.device,
        upgradeEligible: false,
        deviceBalance: kept.deviceBalance,
        paymentsLeft: kept.paymentsLeft,
        upgradeOrdered: { orderNumber: kept.orderNumber },
      };
    }),
  );
}

/** Keeps the early upgrades of a placed order with its customer's lines (a prospect's or a guest's order has none). */
export async function keepEarlyUpgrades(store: SandboxStore, { customerId, order }: StoredOrder): Promise<void> {
  if (!customerId) return;
  for (const line of order.lines) {
    const amounts = order.amounts.lines.find((l) => l.lineId === line.lineId);
    if (line.number?.kind !== 'upgrade' || !amounts?.payoff) continue;
    const onPayments = amounts.purchaseType === 'devicePayment';
    const upgrade: EarlyUpgrade = {
      orderNumber: order.orderNumber,
      device: line.deviceName,
      deviceBalance: onPayments ? amounts.financed : 0,
      paymentsLeft: onPayments ? amounts.months : 0,
    };
    await store.saveRecord({
      kind: EARLY_UPGRADE,
      id: recordId(customerId, line.number.mdn),
      owner: customerId,
      data: upgrade,
    });
  }
}

/**
 * Forgets a customer's early upgrades, so that their lines are as described again (a test that orders an upgrade
 * can then run again on the same sandbox). Answers how many were forgotten.
 */
export async function forgetEarlyUpgrades(store: SandboxStore, customerId: string): Promise<number> {
  const kept = await store.listRecords(EARLY_UPGRADE, customerId);
  for (const record of kept) await store.deleteRecord(EARLY_UPGRADE, record.id);
  return kept.length;
}
