// Principle 3, tested: checks the frames one seat received against the true table state of
// that moment. A card hidden from the seat (another hand, the draw pile) must never appear
// in what the message newly tells; other seats' draws carry no cards; no identity, foreign
// seat token or unrevealed seed appears anywhere.
import type { Card } from '../../shared/games/maumau/cards';
import type { MauEvent, MauMove, MauState, MauView } from '../../shared/games/maumau/types';
import type { PatchOp } from '../../shared/protocol/patch';
import { expandMauView, fromWire, type MauWireEvent, type MauWireView } from '../../shared/games/maumau/wire';
import type { Room } from '../../shared/table/room';

export function hiddenFrom(game: MauState, seat: number): Set<Card> {
	const hidden = new Set<Card>(game.drawPile);
	game.hands.forEach((h, s) => s !== seat && h.forEach((c) => hidden.add(c)));
	return hidden;
}

function eventCards(e: MauEvent, seat: number, out: Card[], problems: string[]): void {
	if (e.t === 'play') out.push(e.card);
	if (e.t === 'draw' && e.cards) {
		if (e.seat !== seat) problems.push(`seat ${seat} sees the cards seat ${e.seat} drew`);
		out.push(...e.cards);
	}
}

function moveCards(m: MauMove, out: Card[]): void {
	if (m.type === 'play') out.push(m.card);
}

/** The cards a frame newly reveals to `seat` (a full state: only its present, not its history). */
function revealed(msg: Record<string, unknown>, seat: number, problems: string[]): Card[] {
	const out: Card[] = [];
	const viewCards = (view: MauView | null | undefined, withLog: boolean) => {
		if (!view) return;
		out.push(...view.hand, ...view.discard);
		if (view.drawn !== null) out.push(view.drawn);
		if (withLog) view.log.forEach((e) => eventCards(e, seat, out, problems));
		else view.log.forEach((e) => e.t === 'draw' && e.cards && e.seat !== seat && problems.push(`log shows seat ${e.seat}'s draw`));
	};
	// Frames carry the view packed (shared/games/maumau/wire.ts): read it as the page does.
	if (msg.type === 'state') {
		viewCards(msg.view ? expandMauView(msg.view as MauWireView) : null, false);
		((msg.legal ?? []) as MauMove[]).forEach((m) => moveCards(m, out));
	}
	if (msg.type === 'patch') {
		for (const op of msg.ops as PatchOp[]) {
			// A deleted key shows nothing (a deleted `legal`: the moves the view itself allows).
			if (op.length === 1) continue;
			const path = op[0];
			const value = op.length === 3 ? op[2] : op[1];
			if (path === 'view') viewCards(value ? expandMauView(value as MauWireView) : null, true);
			else if (path === 'view.hand' || path === 'view.discard') out.push(...(value as Card[]));
			else if ((path === 'view.drawn' || path === 'view.bottom') && value !== null) out.push(value as Card);
			else if (path === 'view.log') (value as MauWireEvent[]).forEach((e) => eventCards(fromWire(e), seat, out, problems));
			else if (path === 'legal') (value as MauMove[]).forEach((m) => moveCards(m, out));
		}
	}
	return out;
}

/** Problems found in `frames` sent to `seat` while the table was in `room`'s state. */
export function leaks(frames: string[], seat: number, room: Room<MauState>, secrets: string[]): string[] {
	const problems: string[] = [];
	const hidden = room.table ? hiddenFrom(room.table.game, seat) : new Set<Card>();
	for (const frame of frames) {
		for (const secret of secrets) if (frame.includes(secret)) problems.push(`a secret reached seat ${seat}: ${frame.slice(0, 120)}`);
		if (/"g:[0-9a-f]{8}/.test(frame)) problems.push(`an identity reached seat ${seat}`);
		const msg = JSON.parse(frame) as Record<string, unknown>;
		for (const c of revealed(msg, seat, problems)) if (hidden.has(c)) problems.push(`seat ${seat} was shown hidden card ${c} in ${frame.slice(0, 200)}`);
	}
	return problems;
}
