import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env';
import { LIMITS, type LimitKind } from './limits';
import { expiry, live, record, take, verdict } from './sliding-window';

/** A limit that is full: which, and the ms until its oldest slot frees. */
export interface Refusal {
	kind: LimitKind;
	retryAfterMs: number;
}

/**
 * The per-address limits of one address (`getByName(addressKey)`): every Worker isolate asks
 * the same object, so a limit holds however many isolates serve the address. Thin glue around
 * worker/sliding-window.ts: one log per kind, in memory and in storage (an evicted object
 * keeps its counts); an alarm drops the storage once every log has run out.
 */
export class LimiterDO extends DurableObject<Env> {
	/** Public so tests can move time on. */
	clock: () => number = () => Date.now();
	private logs = new Map<LimitKind, number[]>();

	private log(kind: LimitKind): number[] {
		let log = this.logs.get(kind);
		if (!log) {
			log = this.ctx.storage.kv.get<number[]>(kind) ?? [];
			this.logs.set(kind, log);
		}
		return log;
	}

	/** Keeps `log` in memory and storage (synchronously: no other call runs in between). */
	private keep(kind: LimitKind, log: number[]): number | null {
		this.logs.set(kind, log);
		this.ctx.storage.kv.put(kind, log);
		return expiry(log, LIMITS[kind]);
	}

	/** The alarm goes off when the longest-lived slot frees, never earlier than needed. */
	private async aim(at: number | null): Promise<void> {
		if (at === null) return;
		const set = await this.ctx.storage.getAlarm();
		if (set === null || set < at) await this.ctx.storage.setAlarm(at);
	}

	/**
	 * Takes a slot of each of `kinds` when every one of them has one free; otherwise takes
	 * none and names the first that is full, with the ms until its oldest slot frees.
	 */
	async take(kinds: LimitKind[]): Promise<Refusal | null> {
		const now = this.clock();
		const full = this.refusal(kinds, now);
		if (full) return full;
		const ends = kinds.map((kind) => this.keep(kind, take(this.log(kind), LIMITS[kind], now).log));
		await this.aim(Math.max(...ends.map((e) => e ?? 0)) || null);
		return null;
	}

	/** Whether every one of `kinds` has a free slot, taking none. */
	peek(kinds: LimitKind[]): Refusal | null {
		return this.refusal(kinds, this.clock());
	}

	private refusal(kinds: LimitKind[], now: number): Refusal | null {
		for (const kind of kinds) {
			const v = verdict(this.log(kind), LIMITS[kind], now);
			if (!v.ok) return { kind, retryAfterMs: v.retryAfterMs };
		}
		return null;
	}

	/** Counts a refused attempt of `kind`, free slot or not. */
	async charge(kind: LimitKind): Promise<void> {
		await this.aim(this.keep(kind, record(this.log(kind), LIMITS[kind], this.clock())));
	}

	/** Forgets every log that ran out; the object's storage goes once all have. At-least-once safe. */
	override async alarm(): Promise<void> {
		const now = this.clock();
		let last: number | null = null;
		for (const kind of Object.keys(LIMITS) as LimitKind[]) {
			const log = live(this.log(kind), LIMITS[kind], now);
			const end = expiry(log, LIMITS[kind]);
			if (end === null) {
				this.logs.delete(kind);
				this.ctx.storage.kv.delete(kind);
			} else {
				this.logs.set(kind, log);
				last = Math.max(last ?? end, end);
			}
		}
		if (last === null) await this.ctx.storage.deleteAll();
		else await this.ctx.storage.setAlarm(last);
	}
}
