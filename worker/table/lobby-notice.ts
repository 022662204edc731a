import type { Room } from '../../shared/table/room';
import { roomSummary } from '../../shared/table/lobby';
import type { Env } from '../env';
import { shardName } from '../lobby/shard';

type AnyRoom = Room<unknown>;

/** Whether the lobby lists the table differently after the change: its phase, a seat's kind or name, presence while it waits. */
export function listingChanged(prev: AnyRoom, next: AnyRoom): boolean {
	const seatChanged = (s: AnyRoom['seats'][number], n: AnyRoom['seats'][number] | undefined) =>
		s.kind !== n?.kind || s.name !== n.name || (next.phase === 'waiting' && s.connected !== n.connected);
	return prev.phase !== next.phase || prev.seats.some((s, i) => seatChanged(s, next.seats[i]));
}

/** Sends the lobby of the table's shard its summary. The lobby is an index that may lag; the table stays the authority on its seats. */
export async function tellLobby(lobby: Env['LOBBY'] | undefined, room: AnyRoom): Promise<void> {
	const summary = roomSummary(room);
	if (!lobby) return;
	try {
		const shard = { game: room.gameId, size: room.size };
		await lobby.getByName(shardName(shard)).update(shard, summary);
	} catch (e) {
		console.error('lobby update failed', e);
	}
}
