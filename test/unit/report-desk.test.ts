import { describe, expect, it } from 'vitest';
import type { Room } from '../../shared/table/room';
import { ReportDesk } from '../../worker/reports';

/** A table's key-value storage, as far as the desk uses it. */
function fakeKv(): SyncKvStorage {
	const m = new Map<string, unknown>();
	return { get: (k: string) => structuredClone(m.get(k)), put: (k: string, v: unknown) => void m.set(k, structuredClone(v)) } as unknown as SyncKvStorage;
}

/** A D1 that counts the statements run and answers like the real one (ON CONFLICT DO NOTHING). */
function fakeDb(): { db: D1Database; writes: () => number } {
	const rows = new Set<string>();
	let writes = 0;
	const db = {
		prepare: () => ({
			bind: (...args: unknown[]) => ({
				run: async () => {
					writes++;
					await new Promise((r) => setTimeout(r, 5));
					const key = JSON.stringify([args[0], args[2], args[3], args[5]]);
					const fresh = !rows.has(key);
					rows.add(key);
					return { meta: { changes: fresh ? 1 : 0 } };
				},
			}),
		}),
	};
	return { db: db as unknown as D1Database, writes: () => writes };
}

const seat = (name: string) => ({ kind: 'human', name, identity: `g:${name}`, left: false });
const room = (round: number) => ({ id: 't1', gameId: 'maumau', round, seats: [seat('Anna'), seat('Ben')], chat: undefined }) as unknown as Room<unknown>;

describe('ReportDesk', () => {
	it('writes a report once per game, also when repeats arrive while the first is on its way, and after a restart', async () => {
		const kv = fakeKv();
		const { db, writes } = fakeDb();
		const desk = new ReportDesk(kv);
		const answers = await Promise.all(Array.from({ length: 10 }, () => desk.file(db, room(1), 0, 1, 'rude', 0)));
		expect(answers.filter((a) => !a.already)).toHaveLength(1);
		expect(answers.every((a) => a.type === 'reported' && a.seat === 1)).toBe(true);
		expect(writes()).toBe(1);
		// A fresh instance (after hibernation or a restart) reads what was stored from the table's storage.
		expect(await new ReportDesk(kv).file(db, room(1), 0, 1, 'other', 0)).toEqual({ type: 'reported', seat: 1, already: true });
		expect(writes()).toBe(1);
		// Another reporter, or the next game, is a report of its own.
		expect((await desk.file(db, room(1), 1, 0, 'rude', 0)).already).toBe(false);
		expect((await desk.file(db, room(2), 0, 1, 'rude', 0)).already).toBe(false);
		expect(writes()).toBe(3);
	});

	it('refuses a report of nobody before it reaches D1', async () => {
		const { db, writes } = fakeDb();
		await expect(new ReportDesk(fakeKv()).file(db, room(1), 0, 0, 'rude', 0)).rejects.toMatchObject({ code: 'not-reportable' });
		expect(writes()).toBe(0);
	});
});
