/**
 * Which accounts at one table are one person (scoring rule version 3). Pure; the worker reads
 * the traces (worker/community/record.ts) and scoring.ts leaves every linked account out.
 *
 * Two accounts at the table are linked when
 * - they were used in the same browser: both registered or logged in with the same kt_device
 *   token (one token per browser, worker/auth/devices.ts), or
 * - they were registered from the same address within LINK_REGISTRATION_MS of each other, or
 * - they sat at this table from the same address (the seats' hashed addresses are equal).
 * Links chain: if A is linked to B and B to C, all three are one person. Only the table's own
 * accounts are looked at; guests and the computer are never linked (they score nothing anyway).
 */
import { userIdOf, type FinishedSeat } from './scoring';

/** Registrations from one address this close together belong to one person. */
export const LINK_REGISTRATION_MS = 24 * 60 * 60 * 1000;

/** What D1 knows of one account. */
export interface AccountTrace {
  userId: string;
  /** The hashed address it registered from; null for accounts from before rule version 3. */
  regAddr: string | null;
  /** When it registered (ms since the epoch). */
  createdAt: number;
}

/** One browser (the hash of its kt_device token) an account registered or logged in with. */
export interface DeviceUse {
  device: string;
  userId: string;
}

export interface Traces {
  accounts: readonly AccountTrace[];
  devices: readonly DeviceUse[];
}

export const NO_TRACES: Traces = { accounts: [], devices: [] };

/** The distinct accounts that sat at the table as people, in seat order. */
export function tableAccounts(seats: readonly FinishedSeat[]): string[] {
  const ids = seats.filter((s) => s.person).map((s) => userIdOf(s.identity));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * The groups of two or more of the table's accounts that are one person, each sorted, in the
 * order of their first seat. Accounts linked to nobody at the table are in no group.
 */
export function linkedGroups(seats: readonly FinishedSeat[], traces: Traces): string[][] {
  const ids = tableAccounts(seats);
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  const link = (a: string, b: string): void => {
    if (!parent.has(a) || !parent.has(b)) return;
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent.set(rb, ra);
  };
  // The same address at this table.
  const byAddr = new Map<string, string>();
  for (const s of seats) {
    const id = userIdOf(s.identity);
    if (!s.person || id === null || !s.addr) continue;
    const first = byAddr.get(s.addr);
    if (first === undefined) byAddr.set(s.addr, id);
    else link(first, id);
  }
  // The same browser.
  const byDevice = new Map<string, string>();
  for (const d of traces.devices) {
    if (!parent.has(d.userId)) continue;
    const first = byDevice.get(d.device);
    if (first === undefined) byDevice.set(d.device, d.userId);
    else link(first, d.userId);
  }
  // Registered from the same address within a day of each other.
  const regs = traces.accounts.filter((a) => a.regAddr !== null && parent.has(a.userId));
  for (const [i, a] of regs.entries()) {
    for (const b of regs.slice(i + 1)) {
      if (a.regAddr === b.regAddr && Math.abs(a.createdAt - b.createdAt) <= LINK_REGISTRATION_MS) link(a.userId, b.userId);
    }
  }
  const groups = new Map<string, string[]>();
  for (const id of ids) groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()].filter((g) => g.length >= 2).map((g) => g.sort());
}
