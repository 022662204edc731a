import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../../worker/address';
import { LIMITS } from '../../worker/limits';
import type { LimiterDO } from '../../worker/limiter-do';
import { post } from './table-client';

/** The limiter of one caller address, as the worker finds it. */
const limiterOf = (ip: string) => env.LIMITER.getByName(addressKey(new Request('https://x/', { headers: { 'CF-Connecting-IP': ip } })));

/** Runs `fn` inside the limiter of `ip` (typed: the object is reached over RPC only and has no fetch). */
const inLimiter = <R>(ip: string, fn: (o: LimiterDO, state: DurableObjectState) => R | Promise<R>): Promise<R> =>
	runInDurableObject(limiterOf(ip) as DurableObjectStub<LimiterDO & DurableObject>, fn);

/** The limiter's clock, moved by the test (the object lives in this isolate). */
const time = { now: 0 };
async function fakeClock(ip: string): Promise<void> {
	await inLimiter(ip, (o) => {
		o.clock = () => time.now;
	});
}

const open = (ip: string, i: number) => post('/api/tables', { game: 'maumau', size: 2, name: `T${i}`, private: true }, undefined, ip);
/** Let through by the limit (the lobby may still refuse for its own reasons: seats one address holds). */
const passed = (status: number) => status !== 429;

describe('per-address limits in sliding windows', () => {
	it('lets 20 openings through, refuses the 21st with the real wait, and frees exactly one slot as the oldest leaves', async () => {
		expect(LIMITS.open).toMatchObject({ limit: 20, windowMs: 60_000 });
		const ip = '203.0.113.41';
		const t0 = Date.now();
		time.now = t0;
		await fakeClock(ip);
		for (let i = 0; i < 20; i++) {
			time.now = t0 + i * 1_000;
			expect(passed((await open(ip, i)).status), `opening ${i + 1}`).toBe(true);
		}
		time.now = t0 + 20_000;
		const refused = await open(ip, 20);
		expect(refused.status).toBe(429);
		expect(refused.json).toMatchObject({ ok: false, error: 'too-many-requests' });
		// The first opening (t0) frees its slot at t0 + 60 s: 40 s from now.
		expect(refused.headers.get('Retry-After')).toBe('40');

		// An evicted object keeps its counts: a fresh instance still refuses.
		await abortAllDurableObjects();
		await fakeClock(ip);
		time.now = t0 + 59_999;
		expect((await open(ip, 21)).status).toBe(429);

		// At t0 + 60 s the oldest opening leaves the window: one slot, and only one.
		time.now = t0 + 60_000;
		expect(passed((await open(ip, 22)).status)).toBe(true);
		const next = await open(ip, 23);
		expect(next.status).toBe(429);
		expect(next.headers.get('Retry-After')).toBe('1'); // the second opening (t0 + 1 s) is next to leave
	});

	it('closes the fixed-window hole: a burst at the end of one minute and the start of the next stays within 20', async () => {
		const ip = '203.0.113.42';
		const minute = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000;
		time.now = minute - 500;
		await fakeClock(ip);
		const statuses: number[] = [];
		for (let i = 0; i < 20; i++) statuses.push((await open(ip, i)).status);
		// Cloudflare's fixed windows started afresh here: 20 more would have passed.
		time.now = minute + 500;
		for (let i = 20; i < 40; i++) statuses.push((await open(ip, i)).status);
		expect(statuses.filter(passed)).toHaveLength(20);
		expect(statuses.slice(20)).toEqual(Array(20).fill(429));
		// Another address is not held up.
		expect(passed((await open('203.0.113.43', 0)).status)).toBe(true);
	});

	it('keeps the limits of the other kinds apart and forgets everything once the windows ran out', async () => {
		const ip = '203.0.113.44';
		const t0 = Date.now();
		time.now = t0;
		await fakeClock(ip);
		for (let i = 0; i < 20; i++) expect(passed((await open(ip, i)).status)).toBe(true);
		expect((await open(ip, 20)).status).toBe(429);
		// Joins have their own 60 a minute.
		expect(passed((await post('/api/lobby/maumau/2/join', { name: 'Gast' }, undefined, ip)).status)).toBe(true);
		expect(await inLimiter(ip, (_o, state) => [...state.storage.kv.list()].map(([k]) => k).sort())).toEqual(['join', 'open']);
		// The alarm, once the last slot is free, leaves no storage behind.
		time.now = t0 + 61_000;
		await fakeClock(ip);
		expect(await runDurableObjectAlarm(limiterOf(ip))).toBe(true);
		expect(await inLimiter(ip, (_o, state) => [...state.storage.kv.list()])).toEqual([]);
		// Alarms come at least once: the same alarm again changes nothing.
		await inLimiter(ip, (o) => o.alarm());
		expect(await inLimiter(ip, (_o, state) => [...state.storage.kv.list()])).toEqual([]);
		expect(passed((await open(ip, 21)).status)).toBe(true);
	});
});
