import type { JoinAnswer, TableSummary } from '../../shared/protocol/lobby';
import type { Asker, LobbyState } from '../../shared/table/lobby';
import { roomConfig } from '../config';
import type { Env } from '../env';
import { newTableId, seatClaim, type Joiner } from '../ids';
import type { JoinResult } from '../table/rpc';
import { codeOf } from './codes';
import type { Shard } from './shard';

/** The lobby's side of seating: asking a table for a seat, and what the asker hears. */

export type LobbyAnswer =
	| JoinAnswer
	| { status: 'error'; code: 'no-table' | 'table-full' | 'wrong-phase' | 'name-at-table'; http: 404 | 409 }
	| { status: 'error'; code: 'login-required'; http: 401 }
	| { status: 'error'; code: 'too-many-seats'; http: 409 };

type Refused = Extract<JoinResult, { ok: false }>;

/** An invite link's join (the API maps the table's own refusals). */
export type InviteResult = { ok: true; seat: number; token?: string } | { ok: false; code: 'too-many-seats' | Refused['code'] };

export const TOO_MANY_SEATS = { status: 'error', code: 'too-many-seats', http: 409 } as const;
export const NO_TABLE = { status: 'error', code: 'no-table', http: 404 } as const;

/** The per-person rules' key: the address, and the account when logged in. */
export const askerOf = (who: Joiner): Asker => ({ addr: who.addr, account: who.user ? `u:${who.user.id}` : null });

/** Asks table `id` to seat `who`: its seat, and a guest's fresh seat token; or the table's refusal. */
export async function joinTable(tables: Env['TABLE'], id: string, who: Joiner): Promise<{ ok: true; seat: number; token?: string } | Refused> {
	const { token, ...person } = seatClaim(who);
	const res: JoinResult = await tables.getByName(id).join(person);
	return res.ok ? { ok: true, seat: res.seat, ...(token ? { token } : {}) } : res;
}

/** Opens a new table of the shard with `who` in its first seat; null when the table would not open. */
export async function openTable(env: Env, { game, size }: Shard, who: Joiner, isPrivate: boolean): Promise<{ id: string; seat: number; token?: string; summary: TableSummary } | null> {
	const id = newTableId();
	const { token, ...person } = seatClaim(who);
	const opened = await env.TABLE.getByName(id).open({ id, gameId: game, size, private: isPrivate, config: roomConfig(env) }, person);
	return opened.ok ? { id, seat: opened.seat, ...(token ? { token } : {}), summary: opened.summary } : null;
}

/** The answer of someone seated at table `id`: the seat, a guest's token, a private table's code. */
export function seatedAnswer(state: LobbyState, id: string, s: { seat: number; token?: string }): LobbyAnswer {
	return { status: 'seated', table: id, seat: s.seat, ...(s.token ? { token: s.token } : {}), ...codeOf(state, id) };
}

/** A table's refusal as someone looking for a seat hears it. A closed table is as good as gone to them. */
export function refusal(res: Refused): LobbyAnswer {
	const code = res.code === 'no-table' || res.code === 'table-closed' ? 'no-table' : res.code === 'wrong-phase' || res.code === 'name-at-table' ? res.code : 'table-full';
	return { status: 'error', code, http: code === 'no-table' ? 404 : 409 };
}

/** Whether the answer says the table has no seat for anyone now (filled, started or closed meanwhile). */
export const noSeatNow = (a: LobbyAnswer): boolean => a.status === 'error' && (a.code === 'no-table' || a.code === 'table-full' || a.code === 'wrong-phase');
