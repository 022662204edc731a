import type { ChatLine, ErrorMessage, ServerMessage } from '$shared/protocol';
import { CHAT_INTERVAL_MS, CHAT_KEEP, type ChatPhrase, type ReportReason } from '$shared/protocol/chat';
import type { ServerClock } from './clock.svelte';

/**
 * One seat's preset chat and reports at a table (docs/protocol.md, "Chat and reports"):
 * the recent lines, when this seat may speak again, whom it reported in which game.
 * Game independent, so every online table page can use it with ChatPanel.svelte.
 */

/** Refusals that belong to the chat panel rather than to the game. */
const CHAT_ERRORS: ReadonlySet<ErrorMessage['code']> = new Set(['chat-too-fast', 'not-reportable']);

export class TableChat {
  lines = $state.raw<ChatLine[]>([]);
  /** Server time from which this seat may speak again. */
  readyAt = $state(0);
  /** i18n key of the last refusal of a line or a report. */
  error = $state<string | null>(null);
  /** reported[seat] = the game (round) in which this seat reported that one. */
  reported = $state<Record<number, number>>({});
  /** The last answer to a report, for a thank-you note. */
  lastReport = $state.raw<{ seat: number; already: boolean } | null>(null);

  constructor(
    private readonly send: (msg: object) => boolean,
    private readonly clock: ServerClock,
    /** This socket's seat and the game at the table now (both known only once connected). */
    private readonly where: () => { seat: number; round: number } | null,
  ) {}

  /**
   * Seconds until this seat may speak again (0: now). Ticks with the clock. Never more than
   * the rule's interval: the clock's tick (every 500 ms) and its offset may lag a little
   * behind `readyAt`, which would round up to one second too many ("6 s" for a 5 s rule).
   */
  get wait(): number {
    return Math.min(Math.ceil(CHAT_INTERVAL_MS / 1000), this.clock.secondsUntil(this.readyAt));
  }

  say(phrase: ChatPhrase): boolean {
    if (this.wait > 0 || !this.send({ type: 'chat', phrase })) return false;
    this.error = null;
    // Hold the buttons at once; the line coming back sets the exact time.
    this.readyAt = this.clock.serverNow() + CHAT_INTERVAL_MS;
    return true;
  }

  report(seat: number, reason: ReportReason): boolean {
    this.error = null;
    return this.send({ type: 'report', seat, reason });
  }

  isReported(seat: number): boolean {
    const w = this.where();
    return w !== null && this.reported[seat] === w.round;
  }

  /** Takes the chat messages (and chat refusals); false for anything else. */
  receive(msg: ServerMessage<unknown, unknown>): boolean {
    switch (msg.type) {
      case 'chat': {
        const { type: _type, ...line } = msg;
        this.lines = [...this.lines, line].slice(-CHAT_KEEP);
        this.heard(line);
        return true;
      }
      case 'chatLog':
        this.lines = msg.lines;
        for (const line of msg.lines) this.heard(line);
        return true;
      case 'reported': {
        const w = this.where();
        if (w) this.reported = { ...this.reported, [msg.seat]: w.round };
        this.lastReport = { seat: msg.seat, already: msg.already };
        return true;
      }
      case 'error':
        if (!CHAT_ERRORS.has(msg.code)) return false;
        this.error = msg.key;
        return true;
      default:
        return false;
    }
  }

  private heard(line: ChatLine): void {
    if (line.seat === this.where()?.seat) this.readyAt = Math.max(this.readyAt, line.at + CHAT_INTERVAL_MS);
  }
}
