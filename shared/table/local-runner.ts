import type { Game, Outcome, Seat } from '../engine/contract';
import type { Bot } from '../engine/bot';
import { Rng } from '../engine/rng';
import { randomHex } from './fairness';
import {
  HostError,
  botSeatsToAsk,
  nextDeadline,
  openTable,
  runDueTimers,
  submitMove,
  type SeatInfo,
  type Table,
} from './host';

/**
 * Drives a table in the browser for solo play: one person, the rest bots. Bot moves are
 * applied one at a time with a pause (`paceMs`) so a person can follow every step; with
 * paceMs = 0 the bots move at once (tests).
 */

export interface Snapshot<V, M> {
  view: V;
  legal: M[];
  version: number;
  outcome: Outcome | null;
  seats: SeatInfo[];
}

export interface RunnerOptions<S, M, V, D> {
  game: Game<S, M, V, D>;
  seats: SeatInfo[];
  bots: Record<string, Bot<V, M>>;
  humanSeat: Seat;
  seed: string;
  /**
   * The bots' own random stream, unrelated to the shuffle: a bot must not be able to rebuild
   * the deal from what it is given (DESIGN.md). Fresh random bits unless a test fixes it.
   */
  botSeed?: string;
  paceMs: number;
  round?: number;
  now?: () => number;
  /**
   * An asynchronous computer (e.g. a Web Worker) deciding for the bot seats instead of
   * `bots`; its answer is applied only if the table has not changed meanwhile.
   */
  decide?: (seat: Seat, view: V, legal: M[]) => Promise<M | null>;
  /** Resume a saved table instead of opening a new one. */
  table?: Table<S>;
}

type Listener<V, M> = (snap: Snapshot<V, M>) => void;

export class LocalRunner<S, M, V, D> {
  private table: Table<S>;
  private listeners = new Set<Listener<V, M>>();
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private gameTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;
  private disposed = false;
  private readonly botSeed: string;

  constructor(private readonly opts: RunnerOptions<S, M, V, D>) {
    this.now = opts.now ?? (() => Date.now());
    this.botSeed = opts.botSeed ?? randomHex(16);
    this.table = opts.table ?? openTable(opts.game, opts.seats, opts.seed, this.now(), opts.round ?? 0);
  }

  /** The shuffle seed the table was opened with (a finished round's replay needs it). */
  get seed(): string {
    return this.opts.seed;
  }

  /** The whole table (state and version), e.g. to save it. */
  current(): Table<S> {
    return this.table;
  }

  /** Starts the bots; call after subscribing. */
  start(): void {
    this.changed();
  }

  subscribe(fn: Listener<V, M>): () => void {
    this.listeners.add(fn);
    fn(this.snapshot());
    return () => this.listeners.delete(fn);
  }

  snapshot(): Snapshot<V, M> {
    const { game, humanSeat } = this.opts;
    return {
      view: game.view(this.table.game, humanSeat),
      legal: game.legalMoves(this.table.game, humanSeat),
      version: this.table.version,
      outcome: game.outcome(this.table.game),
      seats: this.table.seats,
    };
  }

  /** The person's move; returns the error instead of throwing so the UI can show it. */
  act(move: M): HostError | null {
    try {
      this.table = submitMove(this.opts.game, this.table, this.opts.humanSeat, move, this.table.version, this.now());
    } catch (e) {
      if (e instanceof HostError) return e;
      throw e;
    }
    this.changed();
    return null;
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    this.listeners.clear();
  }

  private clearTimers(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.gameTimer) clearTimeout(this.gameTimer);
    this.botTimer = this.gameTimer = null;
  }

  private changed(): void {
    if (this.disposed) return;
    this.clearTimers();
    const snap = this.snapshot();
    for (const fn of this.listeners) fn(snap);
    if (snap.outcome) return;
    this.scheduleGameTimer();
    this.scheduleBot();
  }

  private scheduleGameTimer(): void {
    const due = nextDeadline(this.table);
    if (due === null) return;
    this.gameTimer = setTimeout(() => {
      this.table = runDueTimers(this.opts.game, this.table, this.now());
      this.changed();
    }, Math.max(0, due - this.now()));
  }

  /** One bot move per pause: the first bot (turn holders first) that wants to act. */
  private scheduleBot(): void {
    const { game, bots, decide } = this.opts;
    const version = this.table.version;
    if (decide) {
      this.scheduleAsyncBot(decide, version);
      return;
    }
    for (const seat of botSeatsToAsk(game, this.table)) {
      const info = this.table.seats[seat];
      const bot = info?.bot ? bots[info.bot] : undefined;
      if (!bot) continue;
      const legal = game.legalMoves(this.table.game, seat);
      const move = bot.decide(game.view(this.table.game, seat), legal, new Rng(`${this.botSeed}:${version}:${seat}`));
      if (move === null) continue;
      this.botTimer = setTimeout(() => {
        if (this.table.version !== version) return;
        this.table = submitMove(game, this.table, seat, move, version, this.now());
        this.changed();
      }, this.opts.paceMs);
      return;
    }
  }

  /** The same with an asynchronous decider: the pause counts from the question, not the answer. */
  private scheduleAsyncBot(decide: NonNullable<RunnerOptions<S, M, V, D>['decide']>, version: number): void {
    const { game } = this.opts;
    const seat = botSeatsToAsk(game, this.table).find((s) => this.table.seats[s]?.kind === 'bot');
    if (seat === undefined) return;
    const asked = this.now();
    decide(seat, game.view(this.table.game, seat), game.legalMoves(this.table.game, seat)).then(
      (move) => {
        if (this.disposed || move === null || this.table.version !== version) return;
        const wait = Math.max(0, this.opts.paceMs - (this.now() - asked));
        this.botTimer = setTimeout(() => {
          if (this.disposed || this.table.version !== version) return;
          this.table = submitMove(game, this.table, seat, move, version, this.now());
          this.changed();
        }, wait);
      },
      () => {
        /* the decider failed: the table waits (the page may retry by restarting) */
      },
    );
  }
}
