import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import { maumau } from '../../shared/games/maumau/game';
import { MauMoveSchema } from '../../shared/games/maumau/schema';
import { commit } from '../../shared/table/fairness';
import { replayId } from '../../shared/replay/id';
import { parseRecord } from '../../shared/replay/record';
import { replayRound } from '../../shared/replay/replay';
import { BASE, fullTable, play, storedRoom } from './table-client';

async function getReplay(id: string): Promise<{ status: number; json: Record<string, unknown> }> {
	const res = await SELF.fetch(`${BASE}/api/replays/${id}`);
	return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The stored replay: written to D1 just after the sockets hear the end, so a moment later at most. */
async function storedReplay(id: string): Promise<ReturnType<typeof parseRecord>> {
	for (let i = 0; i < 50; i++) {
		const res = await getReplay(id);
		if (res.status === 200) return parseRecord(res.json.replay);
		await new Promise((r) => setTimeout(r, 20));
	}
	throw new Error(`no replay ${id}`);
}

describe('replays of online rounds', () => {
	// Whole games over sockets: on a busy machine they take longer than the default 5 s.
	it('are served only once the round is over, in one piece that replays to the table’s end', { timeout: 30_000 }, async () => {
		const { table, clients } = await fullTable(3);
		const id = replayId(table, 1);
		await play(clients, new Rng('replay'), 5);
		// While the round runs there is nothing to see, not even that it exists.
		const early = await getReplay(id);
		expect(early.status).toBe(404);
		expect(early.json).toMatchObject({ ok: false, error: 'no-replay' });

		await play(clients, new Rng('replay, rest'));
		expect(clients[0]!.s.phase).toBe('over');
		const rec = await storedReplay(id);
		const room = await storedRoom(table);
		const res = await getReplay(id);
		expect(res.status).toBe(200);
		expect(rec).not.toBeNull();
		expect(rec!).toMatchObject({ game: 'maumau', seats: 3, first: 0, seed: room.fair!.seed, hash: room.fair!.hash, names: ['Anna', 'Ben', 'Clara'] });
		const { states, check } = replayRound(maumau, rec!, MauMoveSchema);
		expect(check).toEqual({ ok: true });
		expect(states.at(-1)).toEqual(room.table!.game);
		// The table id, the invite link's secret, is nowhere in what a shared link shows.
		expect(JSON.stringify(res.json)).not.toContain(table);
		for (const c of clients) c.close();
	});

	it('show a tampered stored move or seed as failing the check', { timeout: 30_000 }, async () => {
		const { table, clients } = await fullTable(2);
		await play(clients, new Rng('tamper'));
		expect(clients[0]!.s.phase).toBe('over');
		const id = replayId(table, 1);
		const rec = (await storedReplay(id))!;
		const at = rec.steps.findIndex((s) => 's' in s && (s.m as { type: string }).type === 'play');
		const steps = rec.steps.map((s, i) => (i === at && 's' in s ? { s: s.s, m: { type: 'play', card: ((s.m as { card: number }).card + 1) % 32 } } : s));
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, steps }), id).run();
		const moved = parseRecord((await getReplay(id)).json.replay)!;
		expect(replayRound(maumau, moved, MauMoveSchema).check.ok).toBe(false);

		const seed = `${rec.seed.slice(0, -1)}${rec.seed.endsWith('0') ? '1' : '0'}`;
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, seed }), id).run();
		expect(replayRound(maumau, parseRecord((await getReplay(id)).json.replay)!, MauMoveSchema).check).toEqual({ ok: false, why: 'hash' });
		// Even with a commitment forged to fit, the moves do not fit another deal.
		await env.DB.prepare('UPDATE replays SET body = ? WHERE id = ?').bind(JSON.stringify({ ...rec, seed, hash: commit(seed).hash }), id).run();
		expect(replayRound(maumau, parseRecord((await getReplay(id)).json.replay)!, MauMoveSchema).check.ok).toBe(false);
		for (const c of clients) c.close();
	});

	it('answer 404 for ids that are no replay', async () => {
		expect((await getReplay('nope')).status).toBe(404);
		expect((await getReplay('0'.repeat(32))).status).toBe(404);
	});
});
