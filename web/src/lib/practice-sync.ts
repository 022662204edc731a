import * as v from 'valibot';
import { PracticeBody, raised, type Counters, type PracticeGame } from '$shared/community/practice';
import { loadJson, saveJson } from './storage';

/**
 * The practice record ("Bilanz") of a logged-in player follows the account: each finished
 * practice game waits in an outbox in this browser until the server has counted it (the
 * server counts a game id once, so sending twice is harmless). Games played here as a guest
 * go to the account at the next login on this device.
 */

const OUTBOX_KEY = 'kartentisch.practice.outbox';
const Outbox = v.array(PracticeBody);
type Outbox = v.InferOutput<typeof Outbox>;
const isOutbox = (x: unknown): x is Outbox => v.is(Outbox, x);

/** Keeps a practice game for the account: the counters that rose from `before` to `after`. */
export function queuePractice(game: PracticeGame, id: string, before: Counters, after: Counters): void {
  const add = raised(before, after);
  if (Object.keys(add).length === 0) return;
  const box = loadJson(OUTBOX_KEY, [], isOutbox).filter((b) => !(b.game === game && b.id === id));
  saveJson(OUTBOX_KEY, [...box, { game, id, add }].slice(-200));
}

export type AccountPractice = Record<PracticeGame, Counters>;

let flushing: Promise<AccountPractice | null> | null = null;

/** Sends the outbox (logged-in players only) and returns the account's record, or null offline. */
export function syncPractice(): Promise<AccountPractice | null> {
  flushing ??= flush().finally(() => (flushing = null));
  return flushing;
}

async function flush(): Promise<AccountPractice | null> {
  try {
    for (const body of loadJson(OUTBOX_KEY, [], isOutbox)) {
      const res = await fetch('/api/me/practice', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status === 401) return null;
      // A refused body would block the box forever; anything else is retried next time.
      if (!res.ok && res.status !== 400) return null;
      saveJson(OUTBOX_KEY, loadJson(OUTBOX_KEY, [], isOutbox).filter((b) => !(b.game === body.game && b.id === body.id)));
    }
    const res = await fetch('/api/me/practice');
    if (!res.ok) return null;
    return ((await res.json()) as { practice: AccountPractice }).practice;
  } catch {
    return null;
  }
}
