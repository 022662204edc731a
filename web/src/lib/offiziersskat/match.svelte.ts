import { applyMoveInPlace, checkMove, cloneState, legalMovesOf, newMatch, viewOf } from '$shared/games/lskat/game';
import { lskat } from '$shared/games/lskat/game';
import type { Card, LSkatMove, LSkatState, LSkatView } from '$shared/games/lskat/types';
import type { Seat } from '$shared/engine/contract';
import { RuleError } from '$shared/engine/contract';
import type { Computer } from './computer';
import { randomHex } from '$shared/table/fairness';
import { SAVE_VERSION, type Mode, type Saved, type SeatKind } from './save';
import type { Level } from '$shared/engine/bot';

/**
 * Drives one Offiziersskat match in the browser for any mix of people and computers: one
 * person against the computer, two people at one device, or the computer against itself.
 * Pure engine steps (shared/games/lskat) with a pause before every computer move, so each
 * step can be followed; the whole table is public, so every seat sees the same view.
 */
export interface MatchOptions {
  saved: Saved;
  computer: Computer;
  /** Pause before a computer move (and before a computer confirms a finished game). */
  paceMs: () => number;
  /** After every change: save it, count a finished game. */
  onChange: (m: Match) => void;
}

export function freshSave(mode: Mode, strength: Level, firstLeader: Seat): Saved {
  const seats: [SeatKind, SeatKind] = mode === 'solo' ? ['human', 'computer'] : mode === 'duo' ? ['human', 'human'] : ['computer', 'computer'];
  return { v: SAVE_VERSION, mode, strength, seats, bottom: 0, stopped: false, countFrom: 0, state: newMatch(randomHex(16), firstLeader) };
}

export class Match {
  state = $state.raw<LSkatState>() as LSkatState;
  mode = $state<Mode>('solo');
  strength = $state<Level>('mittel');
  seats = $state<[SeatKind, SeatKind]>(['human', 'computer']);
  bottom = $state<0 | 1>(0);
  stopped = $state(false);
  countFrom = $state(0);
  /** The computer is asked and its answer not yet applied. */
  thinking = $state<Seat | null>(null);

  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /** Raised whenever the table or who sits where changes: an answer to an older question is dropped. */
  private generation = 0;

  constructor(private readonly opts: MatchOptions) {
    const s = opts.saved;
    this.state = s.state;
    this.mode = s.mode;
    this.strength = s.strength;
    this.seats = [s.seats[0], s.seats[1]];
    this.bottom = s.bottom;
    this.stopped = s.stopped;
    this.countFrom = s.countFrom;
  }

  get top(): Seat {
    return 1 - this.bottom;
  }

  /** The public table (the same for both seats but for `seat`). */
  get view(): LSkatView {
    return viewOf(this.state, this.bottom);
  }

  /** The seat whose move it is while a game is played. */
  get turn(): Seat | null {
    return this.state.phase === 'play' && this.state.play.turn >= 0 ? this.state.play.turn : null;
  }

  isHuman(seat: Seat): boolean {
    return this.seats[seat] === 'human';
  }

  /** The cards a person at `seat` may play now (empty when it is not their turn). */
  playable(seat: Seat): Set<Card> {
    if (!this.isHuman(seat)) return new Set();
    return new Set(legalMovesOf(this.state, seat).flatMap((m) => (m.type === 'play' ? [m.card] : [])));
  }

  /** People still to confirm the finished game. */
  get toConfirm(): Seat[] {
    if (this.state.phase !== 'game-over') return [];
    return ([0, 1] as Seat[]).filter((s) => this.isHuman(s) && !this.state.ready[s]);
  }

  toSave(): Saved {
    return {
      v: SAVE_VERSION,
      mode: this.mode,
      strength: this.strength,
      seats: [this.seats[0], this.seats[1]],
      bottom: this.bottom,
      stopped: this.stopped,
      countFrom: this.countFrom,
      state: this.state,
    };
  }

  start(): void {
    this.changed();
  }

  /** A person's move; returns the engine's error code, or null when it was taken. */
  play(seat: Seat, card: Card): string | null {
    if (!this.isHuman(seat)) return 'not-your-turn';
    return this.apply(seat, { type: 'play', card });
  }

  /** The people at the device confirm the finished game; the next one is dealt once the computer has too. */
  next(): void {
    for (const s of this.toConfirm) this.apply(s, { type: 'next' }, false);
    this.changed();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.thinking = null;
    this.opts.onChange(this);
  }

  resume(): void {
    this.stopped = false;
    this.changed();
  }

  /** The demo's watcher takes over `seat`: from now on a person plays it against the computer. */
  takeOver(seat: Seat): void {
    this.seats = seat === 0 ? ['human', 'computer'] : ['computer', 'human'];
    this.mode = 'solo';
    this.bottom = seat === 0 ? 0 : 1;
    this.stopped = false;
    // The game under way was half played by the computer: only later games count.
    this.countFrom = this.state.phase === 'play' && this.state.version > 0 ? this.state.gameNo + 1 : this.state.gameNo;
    this.changed();
  }

  setStrength(s: Level): void {
    this.strength = s;
    this.opts.onChange(this);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private apply(seat: Seat, move: LSkatMove, notify = true): string | null {
    try {
      checkMove(this.state, seat, move);
    } catch (e) {
      if (e instanceof RuleError) return e.code;
      throw e;
    }
    const next = cloneState(this.state);
    applyMoveInPlace(next, seat, move);
    this.state = next;
    if (notify) this.changed();
    return null;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.generation++;
  }

  private changed(): void {
    if (this.disposed) return;
    this.clearTimer();
    this.thinking = null;
    this.opts.onChange(this);
    if (this.stopped && this.mode === 'demo') return;
    this.schedule();
  }

  /** One computer step per pause: a play, or confirming a finished game. */
  private schedule(): void {
    const s = this.state;
    const version = s.version;
    const computers = lskat.toAct(s).filter((seat) => !this.isHuman(seat));
    const seat = computers[0];
    if (seat === undefined) return;
    const pace = this.opts.paceMs();
    if (s.phase === 'game-over') {
      // The result stays on the table a while; between a person's games the computer has confirmed before they read it.
      const wait = this.mode === 'demo' ? Math.max(pace * 3, pace > 0 ? 1500 : 0) : 0;
      this.timer = setTimeout(() => {
        if (this.state.version === version) this.apply(seat, { type: 'next' });
      }, wait);
      return;
    }
    const asked = Date.now();
    const generation = this.generation;
    this.thinking = seat;
    const legal = legalMovesOf(s, seat);
    void this.opts.computer.decide(this.strength, viewOf(s, seat), legal).then((move) => {
      if (this.disposed || move === null || this.state.version !== version || this.generation !== generation) return;
      const wait = Math.max(0, this.opts.paceMs() - (Date.now() - asked));
      this.timer = setTimeout(() => {
        if (this.disposed || this.state.version !== version || this.isHuman(seat)) return;
        this.apply(seat, move);
      }, wait);
    });
  }
}
