import type { Bot } from '$shared/engine/bot';
import type { Game, Outcome, Seat } from '$shared/engine/contract';
import type { HostError, SeatInfo, Table } from '$shared/table/host';
import { LocalRunner, type Snapshot } from '$shared/table/local-runner';
import { randomHex } from '$shared/table/fairness';
import type { ReplayGame } from '$lib/replay/games';

/** A table that can be resumed keeps the seed every round is dealt from in its state. */
type Seeded = { seed: string | number };

export interface SoloTableOptions<S, M, V, D> {
  game: Game<S, M, V, D>;
  /** The person sits at seat 0; the other seats are the computer's. */
  seats: SeatInfo[];
  /** The computer: its bots in this thread (`seats`' `bot` names them), or a Web Worker's answers. */
  bots?: Record<string, Bot<V, M>>;
  decide?: (seat: Seat, view: V, legal: M[]) => Promise<M | null>;
  paceMs: () => number;
  /** After every change of the table (to save it: `current()` has it). */
  changed?: () => void;
  /** When the game has ended: the finished table and its shuffle seed. */
  ended: (table: Table<S>, seed: string, outcome: Outcome) => void;
  /** The seats' names for the replay, as words of no language (`$shared/replay/seat-tokens`). */
  replayNames: () => string[];
  replayGame: ReplayGame;
  /**
   * For matches of several rounds: whether `state` is between two rounds (the result shown).
   * The match is then kept as it stands, so the round just played can be watched and reviewed.
   */
  roundOver?: (state: S) => boolean;
}

/**
 * One solo table in the browser, run by the table host against the computer: it opens or
 * resumes the table, keeps the newest snapshot for the page, saves after each change and,
 * once the game is over, keeps it among the rounds this browser can watch again.
 */
export class SoloTable<S, M, V, D> {
  snap = $state<Snapshot<V, M> | null>(null);
  /** The finished game's (or the match's so far) id among the kept rounds. */
  replay = $state<string | null>(null);
  /** The last position of the kept record: where a review of the round just played looks. */
  replayAt = $state(0);
  #runner: LocalRunner<S, M, V, D> | null = null;

  constructor(private readonly o: SoloTableOptions<S, M, V, D>) {}

  /** Opens a new table (its first round `round`, who leads or deals) or resumes `table`. */
  open(round: number, table?: Table<S & Seeded>): void {
    this.#runner?.dispose();
    const r = new LocalRunner({
      game: this.o.game,
      seats: this.o.seats,
      bots: this.o.bots ?? {},
      humanSeat: 0,
      seed: table ? String(table.game.seed) : randomHex(16),
      round,
      paceMs: this.o.paceMs(),
      table,
      ...(this.o.decide ? { decide: this.o.decide } : {}),
    });
    this.#runner = r;
    this.replay = null;
    let kept = -1;
    r.subscribe((s) => {
      this.snap = s;
      this.o.changed?.();
      const table = r.current();
      const open = !s.outcome && (this.o.roundOver?.(table.game) ?? false);
      const at = table.steps?.length ?? 0;
      if ((s.outcome || open) && at !== kept) {
        kept = at;
        const names = this.o.replayNames();
        // Loaded only now: the replay code stays out of the page's first download.
        void import('$lib/replay/solo-store').then((m) => {
          if (this.#runner !== r) return;
          this.replay = m.keepSoloRound(this.o.replayGame, table, r.seed, names, Date.now(), open);
          this.replayAt = at;
        });
      }
      if (s.outcome) this.o.ended(table, r.seed, s.outcome);
    });
    r.start();
  }

  /** The person's move; a refusal's code and rule, or null. */
  act(m: M): HostError | null {
    return this.#runner?.act(m) ?? null;
  }

  current(): Table<S> | null {
    return this.#runner?.current() ?? null;
  }

  dispose(): void {
    this.#runner?.dispose();
  }
}
