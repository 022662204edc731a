import type { Room } from '../../shared/table/room';
import { setConnected } from '../../shared/table/room-actions';

type AnyRoom = Room<unknown>;

/**
 * The room a table holds once it wakes, given the seats that still have a socket. Sockets
 * outlive hibernation; stored presence may not have seen every close (a restart drops
 * sockets unannounced). Presence alone stays in memory, as always; a grace it starts at a
 * waiting table goes through commit like any change (stored, alarm set, lobby told): then
 * `room` is the stored one and `grace` the change to commit.
 */
export function wokenRoom(stored: AnyRoom | null, online: ReadonlySet<number>, clock: () => number): { room: AnyRoom | null; grace: AnyRoom | null } {
	const present = stored && stored.seats.reduce((r, _, seat) => setConnected(r, seat, online.has(seat), clock()), stored);
	const graceStarted = present?.seats.some((s, i) => s.claimBy !== stored?.seats[i]?.claimBy);
	return { room: graceStarted ? stored : present, grace: present && graceStarted ? present : null };
}
