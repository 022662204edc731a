import { clientParser, type ClientParser } from '../../shared/protocol/parse';
import { errorKey, PROTOCOL_VERSION, type ErrorCode, type ServerMessage } from '../../shared/protocol/table';
import type { AnyOnlineGame } from '../../shared/table/online-game';
import { RoomError, type Room } from '../../shared/table/room';
import { chatLogMessage } from '../../shared/table/room-chat';
import { fairnessMessages, stateMessage } from '../../shared/table/room-view';

/** What a table says to one socket, beyond the changes every seat hears (changeMessages). */

type Msg = ServerMessage<unknown, unknown>;

const parsers = new Map<string, ClientParser<unknown>>();

/** The parser of a game's client messages, built once per game. */
export function parserFor(og: AnyOnlineGame): ClientParser<unknown> {
	let p = parsers.get(og.game.id);
	if (!p) parsers.set(og.game.id, (p = clientParser(og.moveSchema)));
	return p;
}

export function welcomeMessage(room: Room<unknown>, seat: number, token: string | null): Msg {
	return { type: 'welcome', protocol: PROTOCOL_VERSION, table: room.id, game: room.gameId, size: room.size, seat, token: token ?? undefined };
}

/** A seat's whole state. The commitment first: even someone whose join dealt the cards sees the hash before them. */
export function stateMessages(og: AnyOnlineGame, room: Room<unknown>, seat: number, now: number): Msg[] {
	const [hash, reveal] = fairnessMessages(og, room, seat);
	return [...(hash ? [hash] : []), stateMessage(og, room, seat, now), ...(reveal ? [reveal] : []), chatLogMessage(room)];
}

/** A refusal, at the room's version `v`. */
export function errorMessage(v: number, code: ErrorCode, rule?: string): Msg {
	return { type: 'error', code, key: errorKey(code, rule), ...(rule ? { rule } : {}), v };
}

/** What the sender of a message that failed hears: the rule that refused it, or `internal` for a bug. */
export function failureMessage(e: unknown, v: number): Msg {
	if (e instanceof RoomError) return errorMessage(v, e.code, e.rule);
	// A bug, not bad input: the sender hears of it (and should sync), the table lives on.
	console.error('table message failed', e);
	return errorMessage(v, 'internal');
}
