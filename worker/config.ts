import * as v from 'valibot';
import { LEVELS } from '../shared/engine/bot';
import { DEFAULT_LOBBY_CONFIG, type LobbyConfig } from '../shared/table/lobby';
import type { RoomConfig } from '../shared/table/room';
import type { Env } from './env';

/**
 * Optional overrides from wrangler.toml [vars] (or `wrangler dev --var`), as JSON:
 * TABLE_CONFIG = '{"inactivityMs":90000,"voteMs":30000,"nudgeMs":120000,"botPaceMs":900,"claimMs":60000,"botLevel":"mittel"}'
 * LOBBY_CONFIG = '{"guestCapacity":1000,"queueTtlMs":60000,"tableTtlMs":21600000,"absentMs":60000,"seatsPerAddress":4,"guestsEveryMs":10000}'
 * (absentMs follows TABLE_CONFIG's claimMs unless set: a table is listed as long as its seats are held).
 * Anything malformed is ignored with a log line: a bad variable must not take tables down.
 */
const ms = v.pipe(v.number(), v.integer(), v.minValue(0));
const RoomConfigSchema = v.partial(
	v.strictObject({ inactivityMs: ms, voteMs: ms, nudgeMs: ms, botPaceMs: ms, claimMs: ms, botLevel: v.picklist(LEVELS) }),
);
const LobbyConfigSchema = v.partial(v.strictObject({ guestCapacity: ms, queueTtlMs: ms, tableTtlMs: ms, absentMs: ms, seatsPerAddress: ms, guestsEveryMs: ms }));

function parseVar<T>(name: string, raw: string | undefined, schema: v.GenericSchema<unknown, T>): T | undefined {
	if (!raw) return undefined;
	try {
		const parsed = v.safeParse(schema, JSON.parse(raw));
		if (parsed.success) return parsed.output;
	} catch {
		// fall through
	}
	console.error(`ignoring malformed ${name}`);
	return undefined;
}

export const roomConfig = (env: Env): Partial<RoomConfig> => parseVar('TABLE_CONFIG', env.TABLE_CONFIG, RoomConfigSchema) ?? {};

export const lobbyConfig = (env: Env): LobbyConfig => ({
	...DEFAULT_LOBBY_CONFIG,
	...(roomConfig(env).claimMs !== undefined ? { absentMs: roomConfig(env).claimMs } : {}),
	...parseVar('LOBBY_CONFIG', env.LOBBY_CONFIG, LobbyConfigSchema),
});
