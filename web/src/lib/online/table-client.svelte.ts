import ReconnectingWebSocket from 'partysocket/ws';
import type { Ballot, RevealMessage, ServerMessage, StateMessage } from '$shared/protocol';
import { SEAT_GONE, SEAT_REPLACED, SYNC_INTERVAL_MS } from '$shared/protocol/basics';
import type { AnyWireCodec } from '$shared/table/wire';
import { TableChat } from './chat.svelte';
import { ServerClock } from './clock.svelte';
import type { DealCheck, OwnContribution, ProofGame } from '$shared/table/deal-proof';
import { contributionFor, markTaken, sentTo } from './contribution-store';
import { forgetSeat, rememberHash } from './seat-store';
import { fromState, patchHeld, type Held } from './table-state';
import { socketUrl } from './urls';

/**
 * One seat's connection to an online table (docs/protocol.md §2): keeps the seat's state
 * from `state` and `patch` messages, the fairness commitments, the server's last error,
 * and sends what the person does, always on the version they saw.
 *
 * partysocket reconnects by itself; every connection starts with a full `state`, so nothing
 * needs replaying. Nothing is queued while offline (`maxEnqueuedMessages: 0`): a move made
 * on a screen that may be out of date must never arrive later.
 */

/**
 * connecting: no welcome yet; lost: reconnecting; gone: this browser has no seat here any more;
 * elsewhere: the seat is open in other windows (a newer one pushed this one out, SEAT_REPLACED):
 * nothing reconnects until the person takes the seat back here (playHere).
 */
export type Link = 'connecting' | 'open' | 'lost' | 'gone' | 'elsewhere';

export type Action<M> =
  | { type: 'move'; move: M }
  | { type: 'fill' }
  | { type: 'keepWaiting' }
  | { type: 'playComputer' }
  | { type: 'vote'; choice: Ballot }
  | { type: 'again' }
  | { type: 'leave' };

/**
 * A refused upgrade (unknown table, seat no longer ours) reaches the browser as a plain
 * failed connection. After this many failures in a row the page asks the API: if the table
 * is gone, or the server answers but keeps refusing the socket, the seat is gone.
 */
const PROBE_AFTER = 3;

export interface TableClientOptions<V> {
  table: string;
  /** A guest's seat token; without one the session cookie names the account. */
  token?: string;
  /**
   * The game's engine and move schema, to deal a revealed game again and replay it: fetched
   * when the first reveal arrives, since nobody needs the rules until a round is over.
   */
  loadProof: () => Promise<ProofGame<unknown, unknown, V>>;
  /** How the game's views travel, if packed (shared/table/wire.ts). */
  wire?: AnyWireCodec;
}

export class TableClient<M, V> {
  held = $state.raw<Held<M, V> | null>(null);
  link = $state<Link>('connecting');
  size = $state(0);
  /** The commitment of each round, as this browser first saw it. */
  hashes = $state<Record<number, string>>({});
  reveal = $state.raw<RevealMessage | null>(null);
  /** The page's own check of the last revealed deal. */
  check = $state.raw<DealCheck | null>(null);
  /** What became of this browser's contribution to the last revealed deal. */
  own = $state<OwnContribution | null>(null);
  /** Why the seat is gone when the table says so (the close reason, e.g. 'no-account'). */
  goneWhy = $state<string | null>(null);
  /** i18n key of the last refusal or send failure; cleared by the next action. */
  error = $state<string | null>(null);
  readonly clock = new ServerClock();
  /** Preset chat and reports (sent without a version: they never go stale). */
  readonly chat = new TableChat(
    (msg) => this.ws.send(JSON.stringify(msg)),
    this.clock,
    () => (this.held ? { seat: this.held.seat, round: this.held.round } : null),
  );

  private readonly ws: ReconnectingWebSocket;
  /** The version the last change was sent on: one action per version, no double clicks. */
  private sentOn: number | null = null;
  private failures = 0;
  /** The seat this socket sits on (from `welcome`, which comes before everything else). */
  private mySeat: number | null = null;

  constructor(private readonly opts: TableClientOptions<V>) {
    this.ws = new ReconnectingWebSocket(socketUrl(`/ws/table/${opts.table}`, { token: opts.token }), undefined, {
      maxEnqueuedMessages: 0,
      maxReconnectionDelay: 5000,
      // Reconnecting after SEAT_REPLACED would push out the newer window, which would push this one out again.
      shouldReconnectOnClose: (e) => e.code !== SEAT_GONE && e.code !== SEAT_REPLACED,
    });
    this.ws.addEventListener('message', (e) => this.receive(String(e.data)));
    this.ws.addEventListener('close', (e) => {
      this.sentOn = null;
      if (e.code === SEAT_GONE) {
        this.goneWhy = e.reason || null;
        this.gone();
      }
      else if (e.code === SEAT_REPLACED) this.link = 'elsewhere';
      else if (this.link !== 'gone') {
        this.link = 'lost';
        if (++this.failures % PROBE_AFTER === 0) void this.probe();
      }
    });
  }

  private gone(): void {
    this.link = 'gone';
    forgetSeat(this.opts.table);
    this.ws.close();
  }

  private async probe(): Promise<void> {
    // Fetched only once the socket is lost: the lobby's HTTP calls are no part of a table that is connected.
    const { tableInfo } = await import('./api');
    const info = await tableInfo(this.opts.table);
    if (info !== 'network' && this.link === 'lost') this.gone();
  }

  /** The seat back to this window (after SEAT_REPLACED): connects again; if the seat has its most windows open, its oldest gives way. */
  playHere(): void {
    if (this.link !== 'elsewhere') return;
    this.link = 'connecting';
    this.ws.reconnect();
  }

  close(): void {
    this.ws.close();
  }

  /** Sends what the person did on the version on screen; false when it was not sent. */
  act(action: Action<M>): boolean {
    const held = this.held;
    if (!held || this.sentOn === held.v) return false;
    const sent = this.ws.send(JSON.stringify({ ...action, v: held.v }));
    this.error = sent ? null : 'online.notSent';
    if (sent) this.sentOn = held.v;
    return sent;
  }

  /**
   * "Platz zurücknehmen" for a seat the computer took over. Without a version (docs/protocol.md):
   * the computer moves the table on every second, and the request does not depend on the cards.
   */
  reclaim(): boolean {
    const sent = this.ws.send(JSON.stringify({ type: 'reclaim' }));
    this.error = sent ? null : 'online.notSent';
    return sent;
  }

  private sync(): void {
    this.ws.send(JSON.stringify({ type: 'sync' }));
  }

  private receive(raw: string): void {
    let msg: ServerMessage<M, V>;
    try {
      msg = JSON.parse(raw) as ServerMessage<M, V>;
    } catch {
      return;
    }
    if (this.chat.receive(msg)) return;
    switch (msg.type) {
      case 'welcome':
        this.mySeat = msg.seat;
        this.link = 'open';
        this.failures = 0;
        this.size = msg.size;
        return;
      case 'hash':
        this.hashes = { ...this.hashes, [msg.round]: rememberHash(this.opts.table, msg.round, msg.hash) };
        // The page adds its randomness by itself, the moment the table has committed to its seed.
        if (msg.contribute && this.mySeat !== null) {
          this.ws.send(JSON.stringify({ type: 'contribute', round: msg.round, value: contributionFor(this.opts.table, msg.round, this.mySeat) }));
        }
        return;
      case 'contributed':
        markTaken(this.opts.table, msg.round);
        return;
      case 'state':
        this.take(fromState(msg as StateMessage<M, V>, this.opts.wire));
        return;
      case 'patch': {
        const step = patchHeld(this.held, msg, this.opts.wire);
        if (step.resync) this.sync();
        else if (step.held) this.take(step.held);
        return;
      }
      case 'reveal':
        this.revealed(msg);
        return;
      case 'error':
        // A contribution refused changes nothing anyone has to act on (another window of the
        // seat sent one first, or it came after the deal): the proof says what became of it.
        if (msg.code.startsWith('contribution-')) return;
        // Our own resync came too soon after the last: ask again once the second is over.
        if (msg.code === 'too-fast') {
          setTimeout(() => this.sync(), SYNC_INTERVAL_MS);
          return;
        }
        this.sentOn = null;
        this.error = msg.key;
        if (msg.code === 'internal') this.sync();
        return;
    }
  }

  private take(held: Held<M, V>): void {
    // A refusal belongs to the situation it answered; a new phase or game is another one.
    if (this.held?.round !== held.round || this.held?.phase !== held.phase) this.error = null;
    if (this.held?.v !== held.v) this.sentOn = null;
    this.held = held;
    this.clock.sync(held.now);
  }

  /** Arrives after the final state of the game, so `held.view` is the view to check. */
  private revealed(msg: RevealMessage): void {
    this.reveal = msg;
    this.check = null;
    this.own = null;
    const held = this.held;
    if (!held?.view || held.round !== msg.round) return;
    const { view, seat } = held;
    const seen = this.hashes[msg.round];
    void Promise.all([import('$shared/table/deal-proof'), this.opts.loadProof()]).then(([{ checkDeal, ownContribution }, pg]) => {
      // A later reveal (the next round) has its own check.
      if (this.reveal !== msg) return;
      this.check = checkDeal(pg, seen, msg, seat, view);
      this.own = msg.contributions ? ownContribution(msg, seat, sentTo(this.opts.table, msg.round)) : null;
    });
  }
}
