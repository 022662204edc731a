// "A deal nobody can choose", through real sockets in workerd: when a table is about to deal it
// publishes its commitment, asks every person's page for a random contribution and deals from
// the server seed and all of them (dealSeed) as soon as every person answered, or without the
// missing ones once its wait is over (its alarm). Contributions before the hash, twice, in the
// wrong form, for another round, after the deal started or from another seat's socket are
// refused and change nothing.
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine/rng';
import { maumau } from '../../shared/games/maumau/game';
import { MauMoveSchema } from '../../shared/games/maumau/schema';
import type { MauState } from '../../shared/games/maumau/types';
import { onlineGames } from '../../shared/games/online';
import type { HashMessage, RevealMessage } from '../../shared/protocol/table';
import { applyStep } from '../../shared/replay/replay';
import { checkDeal } from '../../shared/table/deal-proof';
import { dealSeed, newContribution, seedMatches } from '../../shared/table/fairness';
import type { Step } from '../../shared/table/host';
import { missingContributions } from '../../shared/table/room';
import { unpackStep } from '../../shared/table/step-codec';
import { guestIdentity, newSeatToken, newTableId } from '../../worker/ids';
import type { TableDO } from '../../worker/table-do';
import { TableClient, dealt, play, seated, storedRoom, type MRoom } from './table-client';

/** A private Mau-Mau table of `size` opened on the object itself, whose deals wait `contributionMs` for the contributions. */
async function openTable(size: number, contributionMs: number): Promise<{ id: string; stub: DurableObjectStub<TableDO> }> {
	const id = newTableId();
	const stub = env.TABLE.getByName(id);
	expect(await stub.create({ id, gameId: 'maumau', size, private: true, config: { contributionMs } })).toBe(true);
	return { id, stub };
}

/** A guest seated at the table: its seat token. */
async function sit(stub: DurableObjectStub<TableDO>, name: string): Promise<string> {
	const token = newSeatToken();
	expect(await stub.join({ identity: guestIdentity(token), name })).toMatchObject({ ok: true });
	return token;
}

const hashes = (c: TableClient): HashMessage[] => c.messages.filter((m): m is HashMessage => m.type === 'hash');
const acks = (c: TableClient) => c.messages.filter((m) => m.type === 'contributed');
const acknowledged = (c: TableClient, round: number) => c.until(() => acks(c).some((m) => m.round === round), `the acknowledgement of round ${round}`);

/** A refused message: the error it must earn, at the current version. */
async function refused(client: TableClient, frame: unknown, code: string): Promise<void> {
	const v = client.s.v;
	const err = await client.expectError(frame);
	expect(err.code, `${client.name}: ${JSON.stringify(frame)}`).toBe(code);
	expect(err.key).toBe(`error.${code}`);
	expect(err.v).toBe(v);
}

/** Runs `fn` (refused messages only): the stored room, every version and every acknowledgement stay as they were. */
async function changesNothing(table: string, clients: TableClient[], fn: () => Promise<void>): Promise<void> {
	const before = JSON.stringify(await storedRoom(table));
	const versions = clients.map((c) => c.s.v);
	const acked = clients.map((c) => acks(c).length);
	await fn();
	expect(JSON.stringify(await storedRoom(table))).toBe(before);
	expect(clients.map((c) => c.s.v)).toEqual(versions);
	expect(clients.map((c) => acks(c).length)).toEqual(acked);
}

/** The contribute message, as the page sends it. */
const contribution = (round: number, value: string) => ({ type: 'contribute', round, value });

describe('contributions to the deal, with every page open', () => {
	it('asks both people before any card is shown, deals as soon as both answered, and reveals both exactly as sent', async () => {
		const a = await seated('/api/tables', { game: 'maumau', size: 2, name: 'Anna', private: true });
		const anna = await TableClient.open(a.table, a.token, 'Anna');
		const b = await seated(`/api/tables/${a.table}/join`, { name: 'Ben' });
		const ben = await TableClient.open(a.table, b.token, 'Ben');
		const clients = [anna, ben];
		await dealt(clients);
		const room = await storedRoom(a.table);
		for (const c of clients) {
			// The request came with the commitment, before any state that shows a card.
			const asked = c.messages.findIndex((m) => m.type === 'hash' && m.round === 1 && m.contribute === true);
			const cards = c.snaps.find((s) => s.state.view !== null)!;
			expect(asked, c.name).toBeGreaterThanOrEqual(0);
			expect(asked, c.name).toBeLessThan(cards.frame);
			// While the table deals it shows no cards and allows no moves.
			const dealing = c.snaps.filter((s) => s.state.phase === 'dealing');
			expect(dealing.length, c.name).toBeGreaterThan(0);
			for (const s of dealing) expect(s.state).toMatchObject({ round: 1, view: null, legal: [] });
			// Each page hears that its own contribution is taken, and nothing of the other's.
			await acknowledged(c, 1);
			expect(acks(c)).toEqual([{ type: 'contributed', round: 1 }]);
		}
		// Nobody waited for the deadline: the cards came before the wait was over.
		const dealingAt = anna.snaps.find((s) => s.state.phase === 'dealing')!.state.now;
		const playingAt = anna.snaps.find((s) => s.state.phase === 'playing')!.state.now;
		expect(playingAt - dealingAt).toBeLessThan(room.config.contributionMs);
		expect(room.fair).toMatchObject({ round: 1, people: [0, 1], contributions: [anna.contributed[1], ben.contributed[1]] });
		expect(room.fair).not.toHaveProperty('until');

		await play(clients, new Rng('contributions'));
		expect(anna.s.phase).toBe('over');
		for (const c of clients) await c.until(() => c.reveals().length === 1, 'the reveal');
		const reveal = anna.reveals()[0]! as RevealMessage;
		expect(ben.reveals()[0]).toEqual(reveal);
		expect(reveal).toMatchObject({ round: 1, seats: 2, contributions: [anna.contributed[1], ben.contributed[1]], missing: [] });
		const seen = hashes(anna)[0]!.hash;
		expect(hashes(ben)[0]!.hash).toBe(seen);
		expect(seedMatches(reveal.seed, seen)).toBe(true);
		// The cards were dealt from the server seed and both contributions, not from the seed alone.
		const setup = (seed: string): MauState => maumau.setup({ seats: 2, seed, first: reveal.first });
		const deal = setup(dealSeed(reveal.seed, reveal.contributions));
		for (const c of clients) expect(c.snaps.find((s) => s.state.phase === 'playing')!.state.view!.hand, c.name).toEqual(deal.hands[c.seat]);
		expect(setup(reveal.seed).hands).not.toEqual(deal.hands);
		// Its steps from that deal reach the table's end exactly; each page's check accepts it.
		let state: MauState | null = deal;
		for (const packed of reveal.steps!) {
			const step: Step | null = state && unpackStep(maumau, state, packed);
			state = state && step && applyStep(maumau, state, step, MauMoveSchema);
		}
		expect(state).toEqual((await storedRoom(a.table)).table!.game);
		for (const c of clients) expect(checkDeal(onlineGames.maumau, seen, reveal, c.seat, c.s.view!), c.name).toEqual({ ok: true });
		for (const c of clients) c.close();
	});
});

describe('a page that drops its contribution', () => {
	it('is dealt without once the wait is over, by the alarm of a fresh instance that has the deal from storage; the same alarm again changes nothing', async () => {
		// A wait far longer than the test: only the moved clock ends it, never the pace of the machine.
		const { id, stub } = await openTable(3, 60_000);
		const tokens = [await sit(stub, 'Anna')];
		const anna = await TableClient.open(id, tokens[0]!, 'Anna');
		// Anna's page drops the request (a broken page, or a script that never answers).
		anna.contributes = false;
		tokens.push(await sit(stub, 'Ben'));
		const ben = await TableClient.open(id, tokens[1]!, 'Ben');
		tokens.push(await sit(stub, 'Clara'));
		const clara = await TableClient.open(id, tokens[2]!, 'Clara');
		await acknowledged(ben, 1);
		await acknowledged(clara, 1);
		await anna.until(() => anna.s.phase === 'dealing', 'the request');
		expect(hashes(anna)).toMatchObject([{ round: 1, contribute: true }]);
		expect(anna.contributed[1]).toBeUndefined();
		const contributions = [null, ben.contributed[1]!, clara.contributed[1]!];
		const dealing = await storedRoom(id);
		expect(dealing).toMatchObject({ phase: 'dealing', round: 1, fair: { round: 1, people: [0, 1, 2], contributions } });
		const until = dealing.fair!.until!;
		expect(until).toBeGreaterThan(Date.now());
		// The table's alarm is set for the deadline at the latest (one aimed while it waited may come first).
		expect(await runInDurableObject(stub, (_o, state) => state.storage.getAlarm())).toBeLessThanOrEqual(until);
		for (const c of [anna, ben, clara]) expect(c.s).toMatchObject({ phase: 'dealing', view: null, legal: [] });
		const seen = hashes(ben)[0]!.hash;

		// Everything in memory is gone, the sockets with it. A fresh instance, its time past the
		// deadline, finds the deal under way and its deadline in storage, and its alarm deals.
		await abortAllDurableObjects();
		for (const c of [anna, ben, clara]) c.close();
		const ahead = until + 1 - Date.now();
		const woken = env.TABLE.getByName(id);
		const fresh = await runInDurableObject(woken, async (o: TableDO, state) => {
			o.clock = () => Date.now() + ahead;
			return { room: (o as unknown as { room: MRoom }).room, alarm: await state.storage.getAlarm() };
		});
		expect(fresh.room).toMatchObject({ phase: 'dealing', fair: { until, contributions } });
		expect(fresh.alarm).not.toBeNull();
		expect(fresh.alarm).toBeLessThanOrEqual(until);
		expect(await runDurableObjectAlarm(woken)).toBe(true);
		const started = await storedRoom(id);
		expect(started).toMatchObject({ phase: 'playing', round: 1, fair: { round: 1, people: [0, 1, 2], contributions } });
		expect(started.fair).not.toHaveProperty('until');
		expect(missingContributions(started.fair!)).toEqual([0]);
		expect(started.table!.game).toEqual(maumau.setup({ seats: 3, seed: dealSeed(started.fair!.seed, contributions), first: 0 }));

		// The same alarm delivered again (at least once), in yet another fresh instance at the same time: nothing changes.
		await abortAllDurableObjects();
		await runInDurableObject(env.TABLE.getByName(id), async (o: TableDO) => {
			o.clock = () => Date.now() + ahead;
			await o.alarm();
		});
		expect(await storedRoom(id)).toEqual(started);

		// The three come back and play it out: the reveal names Anna as dealt without, the others' are in.
		const back = [await TableClient.open(id, tokens[0]!, 'Anna'), await TableClient.open(id, tokens[1]!, 'Ben'), await TableClient.open(id, tokens[2]!, 'Clara')];
		await dealt(back);
		// Nobody is asked for anything any more.
		for (const c of back) expect(hashes(c)).toEqual([{ type: 'hash', round: 1, hash: seen }]);
		await play(back, new Rng('dropped'));
		expect(back[0]!.s.phase).toBe('over');
		for (const c of back) await c.until(() => c.reveals().length === 1, 'the reveal');
		const reveal = back[0]!.reveals()[0]!;
		for (const c of back) expect(c.reveals()[0]).toEqual(reveal);
		expect(reveal).toMatchObject({ round: 1, seats: 3, contributions, missing: [0] });
		for (const c of back) expect(checkDeal(onlineGames.maumau, seen, reveal, c.seat, c.s.view!), c.name).toEqual({ ok: true });
		for (const c of back) c.close();
	});
});

describe('contributions refused', () => {
	it('before the hash, twice, in another form, for another round, after the deal started and for another seat: each refused, nothing changes', async () => {
		// A long wait: the table deals when the test lets it, never because the machine was slow.
		const { id, stub } = await openTable(3, 600_000);
		const [ta, tb] = [await sit(stub, 'Anna'), await sit(stub, 'Ben')];
		const anna = await TableClient.open(id, ta, 'Anna');
		const ben = await TableClient.open(id, tb, 'Ben');
		// These two pages answer by hand below.
		anna.contributes = false;
		ben.contributes = false;
		const both = [anna, ben];

		// Before the hash: the table waits for its third person, no commitment is out.
		expect(hashes(anna)).toEqual([]);
		await changesNothing(id, both, async () => {
			await refused(anna, contribution(1, newContribution()), 'contribution-early');
			await refused(anna, contribution(2, newContribution()), 'contribution-round');
			await refused(ben, contribution(1, 'A'.repeat(32)), 'contribution-form');
		});

		// Clara fills the table: the commitment goes out with the request, and the table deals
		// only once it heard from all three.
		const tc = await sit(stub, 'Clara');
		for (const c of both) await c.until(() => c.s.phase === 'dealing', 'the deal');
		for (const c of both) expect(hashes(c)).toMatchObject([{ round: 1, contribute: true }]);

		// Not exactly 32 lowercase hex digits (or not a contribution message at all).
		await changesNothing(id, both, async () => {
			for (const value of ['', 'a'.repeat(31), 'a'.repeat(33), 'a'.repeat(64), 'A'.repeat(32), 'ABCDEF0123456789abcdef0123456789', 'g'.repeat(32), `0x${'a'.repeat(30)}`, ` ${'a'.repeat(31)}`, `${'a'.repeat(32)}\n`]) {
				await refused(anna, contribution(1, value), 'contribution-form');
			}
			await refused(anna, contribution(1, 'a'.repeat(129)), 'bad-message');
			await refused(anna, { type: 'contribute', round: 1, value: 12345 }, 'bad-message');
			await refused(anna, { type: 'contribute', value: newContribution() }, 'bad-message');
			await refused(anna, contribution(0, newContribution()), 'bad-message');
			await refused(anna, contribution(1.5, newContribution()), 'bad-message');
			// Another round than the one dealt now.
			await refused(anna, contribution(2, newContribution()), 'contribution-round');
			await refused(ben, contribution(7, newContribution()), 'contribution-round');
		});

		// Anna's: taken, acknowledged to her socket alone; nothing anyone sees changes yet.
		const v = anna.s.v;
		const va = newContribution();
		anna.send(contribution(1, va));
		await acknowledged(anna, 1);
		expect(acks(ben)).toEqual([]);
		expect(await storedRoom(id)).toMatchObject({ v, phase: 'dealing', fair: { contributions: [va, null, null] } });

		// A second one from her seat: refused, the first stays. Another window of her seat is not
		// asked any more, and cannot replace it either.
		const tab = await TableClient.open(id, ta, 'Anna (tab)');
		expect(hashes(tab)).toEqual([{ type: 'hash', round: 1, hash: hashes(anna)[0]!.hash }]);
		await changesNothing(id, [...both, tab], async () => {
			await refused(anna, contribution(1, newContribution()), 'contribution-twice');
			await refused(anna, contribution(1, va), 'contribution-twice');
			await refused(tab, contribution(1, newContribution()), 'contribution-twice');
			// Her seat's contribution is in: another round is still another round.
			await refused(anna, contribution(2, newContribution()), 'contribution-round');
		});

		// Ben's socket speaks for Ben's seat alone: his first goes to his slot, his second (even
		// Anna's value) is his second; no message names a seat.
		const vb = newContribution();
		ben.send(contribution(1, vb));
		await acknowledged(ben, 1);
		expect((await storedRoom(id)).fair!.contributions).toEqual([va, vb, null]);
		await changesNothing(id, [...both, tab], async () => {
			await refused(ben, contribution(1, newContribution()), 'contribution-twice');
			await refused(ben, contribution(1, va), 'contribution-twice');
			await refused(ben, { ...contribution(1, newContribution()), seat: 0 }, 'bad-message');
		});
		expect(await storedRoom(id)).toMatchObject({ v, phase: 'dealing', fair: { contributions: [va, vb, null] } });

		// Clara's page answers by itself as it opens: the last one, so the table deals at once.
		const clara = await TableClient.open(id, tc, 'Clara');
		const everyone = [...both, tab, clara];
		await dealt(everyone);
		await acknowledged(clara, 1);
		const vc = clara.contributed[1]!;
		const started = await storedRoom(id);
		expect(started).toMatchObject({ phase: 'playing', fair: { contributions: [va, vb, vc] } });
		expect(missingContributions(started.fair!)).toEqual([]);

		// After the deal started: too late for anyone, in any form; the next round is not out yet.
		await changesNothing(id, everyone, async () => {
			await refused(anna, contribution(1, newContribution()), 'contribution-late');
			await refused(clara, contribution(1, vc), 'contribution-late');
			await refused(tab, contribution(1, newContribution()), 'contribution-late');
			await refused(ben, contribution(2, newContribution()), 'contribution-early');
			await refused(ben, contribution(9, newContribution()), 'contribution-round');
			await refused(clara, contribution(1, 'Z'.repeat(32)), 'contribution-form');
		});
		expect((await storedRoom(id)).fair!.contributions).toEqual([va, vb, vc]);
		expect(everyone.every((c) => c.closed === null)).toBe(true);
		for (const c of everyone) c.close();
	});
});
