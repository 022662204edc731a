import { CHAT_INTERVAL_MS, CHAT_KEEP, type ChatPhrase, type ReportReason } from '../protocol/chat';
import type { ChatLine, ChatLogMessage, ChatMessage } from '../protocol/table';
import { RoomError, isPlayer, type Room, type RoomChat, type RoomSeat, type StoredChatLine } from './room';

/**
 * Preset chat and reports at an online table. Chat lives in the room (so the rate limit and
 * the recent lines survive the Durable Object being evicted) but never bumps the version:
 * nobody acts on it, so it must never make someone's move stale.
 */

const NO_CHAT: RoomChat = { lines: [], lastAt: [], said: 0 };

const wire = ({ seat, name, phrase, at }: StoredChatLine): ChatLine => ({ seat, name, phrase, at });

/** A seat with a person behind it: someone playing, or someone whose seat the computer took over. */
export const isReportable = (s: Pick<RoomSeat, 'kind' | 'left'> | undefined): boolean => s?.kind === 'human' || s?.left === true;

/** `seat` says `phrase`. Only people who play chat; one line per CHAT_INTERVAL_MS per seat. */
export function sayPhrase<S>(room: Room<S>, seat: number, phrase: ChatPhrase, now: number): Room<S> {
  const s = room.seats[seat];
  // The table only hears seated identities, so a non-player here is someone the computer replaced.
  if (!s || !isPlayer(s)) throw new RoomError('taken-over');
  const chat = room.chat ?? NO_CHAT;
  const last = chat.lastAt[seat] ?? null;
  if (last !== null && now - last < CHAT_INTERVAL_MS) throw new RoomError('chat-too-fast');
  const line: StoredChatLine = { seat, name: s.name, phrase, at: now, round: room.round };
  return {
    ...room,
    chat: {
      lines: [...chat.lines, line].slice(-CHAT_KEEP),
      lastAt: room.seats.map((_, i) => (i === seat ? now : (chat.lastAt[i] ?? null))),
      said: chat.said + 1,
    },
  };
}

/** What a socket that just connected is told: the kept lines, oldest first. */
export function chatLogMessage<S>(room: Room<S>): ChatLogMessage {
  return { type: 'chatLog', lines: (room.chat ?? NO_CHAT).lines.map(wire) };
}

/** The lines said between `prev` and `next`, one message each (the same for every seat). */
export function chatChanges<S>(prev: Room<S>, next: Room<S>): ChatMessage[] {
  const fresh = (next.chat?.said ?? 0) - (prev.chat?.said ?? 0);
  if (fresh <= 0 || !next.chat) return [];
  return next.chat.lines.slice(-fresh).map((l) => ({ type: 'chat', ...wire(l) }));
}

export interface Report {
  tableId: string;
  gameId: string;
  /** The game it is about (0: before the first deal). */
  round: number;
  reporter: { identity: string; name: string };
  reported: { identity: string; name: string };
  reason: ReportReason;
  /** The lines said at this table during this game. */
  chat: ChatLine[];
  at: number;
}

/** The report `reporter` files about `target`; RoomError when nobody (else) sits there. */
export function reportOf<S>(room: Room<S>, reporter: number, target: number, reason: ReportReason, now: number): Report {
  const by = room.seats[reporter];
  const about = room.seats[target];
  if (target === reporter || !by?.identity || !about?.identity || !isReportable(about)) throw new RoomError('not-reportable');
  return {
    tableId: room.id,
    gameId: room.gameId,
    round: room.round,
    reporter: { identity: by.identity, name: by.name },
    reported: { identity: about.identity, name: about.name },
    reason,
    chat: (room.chat ?? NO_CHAT).lines.filter((l) => l.round === room.round).map(wire),
    at: now,
  };
}
