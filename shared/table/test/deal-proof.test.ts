// A deal nobody can choose, end to end: online games run through the room functions (seats,
// presence, contributions on time / late / missing / from a closed page, computer fill,
// takeover, abandoned games), then every person at the table checks the revealed deal with
// checkDeal against the hash they saw before it. Tampering with the seed, the contributions,
// the steps or the seat's view must be caught every time; refused contributions must leave
// the room as it was.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine/rng';
import { onlineGames } from '../../games/online';
import type { OnlineGameId } from '../../games/online-catalog';
import { serverMessageSchema, type Phase, type RevealMessage } from '../../protocol/table';
import { applyStep } from '../../replay/replay';
import { checkDeal, firstDifference, ownContribution, type DealCheck, type ProofGame, type RevealedDeal, type SentContribution } from '../deal-proof';
import { CONTRIBUTION, NO_CONTRIBUTION, commit, dealSeed, sha256Hex, type Commitment } from '../fairness';
import type { Step } from '../host';
import type { AnyOnlineGame } from '../online-game';
import { createRoom, isPlayer, isTakenOver, missingContributions, roomDeadline, type Room } from '../room';
import { applyClientMessage, castVote, contribute, fillWithBots, makeMove, playAgain, reclaimSeat, seatPerson, setConnected } from '../room-actions';
import { runDue, voters } from '../room-flow';
import { fairnessChanges, fairnessMessages, wirePayload } from '../room-view';
import { unpackStep, type PackedStep } from '../step-codec';
import { expandPayload } from '../wire';
import { refusal } from './refusal';

type R = Room<unknown>;
type Counts = Record<string, number>;

const add = (m: Counts, k: string, n = 1): void => {
  m[k] = (m[k] ?? 0) + n;
};

const HEX = '0123456789abcdef';
const hex = (rng: Rng, digits: number): string => {
  let s = '';
  for (let i = 0; i < digits; i++) s += HEX[rng.int(16)];
  return s;
};
/** A contribution the way a browser makes one: 128 random bits (never the all-zero "none"). */
const contribution = (rng: Rng): string => {
  const c = hex(rng, 32);
  return c === NO_CONTRIBUTION ? contribution(rng) : c;
};

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const NAMES = ['Anna', 'Ben', 'Clara', 'Dora'];
/** The fastest computer level each game offers (botLevel of every table here). */
const fastest = (og: AnyOnlineGame): string => (Object.hasOwn(og.bots, 'leicht') ? 'leicht' : og.defaultBot);

interface Spec {
  key: string;
  gameId: OnlineGameId;
  size: number;
  og: AnyOnlineGame;
  /** How many games the property test plays of it. */
  games: number;
  /** Chance that a game has a person fall silent (the inactivity deadline, then the question). */
  silent: number;
  /** Chance that a ballot in the takeover question says "new" (end the game). */
  newBallot: number;
  /** Chance that a finished game is followed by another at the same table. */
  again: number;
  /** How many people sit down (the rest is filled by the computer). */
  people: (rng: Rng) => number;
  /** Chance that a person thinks for seconds before a move (Mau-Mau's call-out window runs out). */
  hesitate?: number;
}

const spec = (gameId: OnlineGameId, size: number, games: number, o: Omit<Spec, 'key' | 'gameId' | 'size' | 'og' | 'games'>): Spec => ({
  key: `${gameId}/${size}`,
  gameId,
  size,
  og: onlineGames[gameId],
  games,
  ...o,
});

const anyPeople = (size: number) => (rng: Rng) => 1 + rng.int(size);

/**
 * The games of the property test. Zwanzig Ab matches are long (a few hundred steps, and its
 * computers think): most of them end by the vote early, and few are left to the computers.
 */
const SPECS: Spec[] = [
  spec('maumau', 2, 1150, { silent: 0.2, newBallot: 0.4, again: 0.3, people: anyPeople(2) }),
  spec('maumau', 3, 1150, { silent: 0.2, newBallot: 0.4, again: 0.3, people: anyPeople(3) }),
  spec('maumau', 4, 1150, { silent: 0.2, newBallot: 0.4, again: 0.3, people: anyPeople(4) }),
  spec('offiziersskat', 2, 1300, { silent: 0.15, newBallot: 1, again: 0.4, people: () => 2 }),
  spec('zwanzigab', 4, 300, {
    silent: 0.7,
    newBallot: 0.8,
    again: 0.1,
    people: (rng) => {
      const x = rng.float();
      return x < 0.6 ? 4 : x < 0.8 ? 3 : x < 0.97 ? 2 : 1;
    },
  }),
];

/** One finished (or abandoned) game as the table and each person's device left it. */
interface Finished {
  key: string;
  og: AnyOnlineGame;
  room: R;
  /** The hash each seat was sent as the deal began (its `hash` message). */
  seen: (string | undefined)[];
  /** What each seat's device sent as its contribution, and whether the table took it. */
  sent: (SentContribution | null)[];
  /** The contributions the table took, as the test saw them go in. */
  taken: (string | null)[];
  /** A second window's other contribution, refused as `contribution-twice`. */
  second: (string | null)[];
  abandoned: boolean;
}

/**
 * The people a deal still waits for (room-flow.ts dealIfHeard): each one asked who has not
 * contributed yet, whether their page is open or not.
 */
const waitsFor = (people: readonly number[], taken: readonly (string | null)[]): number[] => people.filter((s) => !taken[s]);

type DealPlan = 'ontime' | 'twice' | 'missing' | 'late' | 'leaves' | 'offline' | 'silent' | 'joins' | 'joins-late';

type DealEvent =
  | { t: number; kind: 'send' | 'twice'; seat: number; value: string; plan: DealPlan }
  | { t: number; kind: 'connect' | 'disconnect'; seat: number }
  | { t: number; kind: 'probe' | 'alarm' };

const schemas = new Map<AnyOnlineGame, v.GenericSchema>();
const serverSchema = (og: AnyOnlineGame): v.GenericSchema => {
  let s = schemas.get(og);
  if (!s) schemas.set(og, (s = serverMessageSchema(og.moveSchema, v.unknown()) as v.GenericSchema));
  return s;
};

/**
 * One online table, driven like the Durable Object drives it: every action through the room
 * functions, the commitment refilled after each, the clock moved to the next deadline.
 */
class TableSim {
  room: R;
  now = 0;
  seen: (string | undefined)[] = [];
  sent: (SentContribution | null)[] = [];
  taken: (string | null)[] = [];
  second: (string | null)[] = [];
  readonly og: AnyOnlineGame;

  constructor(
    readonly spec: Spec,
    readonly id: string,
    readonly rng: Rng,
    readonly stats: Counts,
  ) {
    this.og = spec.og;
    this.room = createRoom({
      id,
      gameId: spec.gameId,
      size: spec.size,
      private: false,
      config: { botPaceMs: 0, botLevel: fastest(spec.og), contributionMs: 2000, inactivityMs: 90_000, voteMs: 30_000 },
      next: this.commitment(),
      now: 0,
    });
  }

  fail(msg: string): never {
    throw new Error(`${this.id} (${this.spec.key}) round ${this.room.round} phase ${this.phase()} at ${this.now}: ${msg}`);
  }

  /** The room's phase now (a call, so that no check narrows it past the next action). */
  phase(): Phase {
    return this.room.phase;
  }

  commitment(): Commitment {
    return { ...commit(hex(this.rng, 64)), botSeed: hex(this.rng, 32) };
  }

  /** The next room; its new deal's hash goes to every seat, the commitment is refilled. */
  set(next: R): void {
    const prev = this.room;
    const f = next.fair;
    if (f && f.round !== prev.fair?.round) {
      this.seen = [];
      this.sent = next.seats.map(() => null);
      this.taken = next.seats.map(() => null);
      this.second = next.seats.map(() => null);
      for (let seat = 0; seat < next.size; seat++) {
        const hash = fairnessChanges(this.og, prev, next, seat).before.find((m) => m.type === 'hash');
        if (!hash || hash.type !== 'hash' || hash.round !== f.round) this.fail(`no hash for seat ${seat} as deal ${f.round} began`);
        const asked = next.phase === 'dealing' && (f.people ?? []).includes(seat);
        if ((hash.contribute === true) !== asked) this.fail(`seat ${seat} asked for a contribution: ${hash.contribute}, expected ${asked}`);
        this.seen[seat] = hash.hash;
      }
      if (!next.seats.every((s, i) => (f.people ?? []).includes(i) === isPlayer(s))) this.fail('people are not the seats with a person');
    }
    if (f?.revealed && prev.fair?.round === f.round && !prev.fair.revealed) {
      // The reveal goes out once, after the last state, to every seat.
      for (let seat = 0; seat < next.size; seat++) {
        const after = fairnessChanges(this.og, prev, next, seat).after;
        if (after.length !== 1 || after[0]?.type !== 'reveal') this.fail(`seat ${seat} was not sent the reveal once`);
      }
    }
    this.room = next.next ? next : { ...next, next: this.commitment() };
  }

  /** A refused action: the RoomError code, and the room exactly as it was. */
  refused(fn: () => unknown, code: string, what: string): void {
    const before = JSON.stringify(this.room);
    const got = refusal(fn);
    if (got !== code) this.fail(`${what}: ${got}, expected ${code}`);
    if (JSON.stringify(this.room) !== before) this.fail(`${what} changed the room`);
  }

  personSeats(): number[] {
    return this.room.seats.flatMap((s, i) => (isPlayer(s) ? [i] : []));
  }

  // ------------------------------------------------------------------ a table's life

  /** Seats the people, fills the rest with computers, plays one game or a few; returns them. */
  run(onGame: (f: Finished) => void, maxGames: number): number {
    const { og, rng, spec } = this;
    const people = spec.people(rng);
    for (let i = 0; i < people; i++) {
      this.now += rng.int(400);
      // Offiziersskat needs an account at the table; the others take guests too.
      const identity = `${i === 0 || rng.float() < 0.5 ? 'u' : 'g'}:${NAMES[i]}-${this.id}`;
      this.set(seatPerson(og, this.room, { identity, name: NAMES[i]! }, this.now).room);
      // Whoever opened the table before the last seat was taken is there as the deal begins.
      if (this.phase() === 'waiting' && rng.float() < 0.75) this.set(setConnected(this.room, i, true, this.now));
    }
    if (people < spec.size) {
      add(this.stats, 'tables filled by the computer');
      this.set(rng.float() < 0.5 ? fillWithBots(og, this.room, this.room.v, this.now) : applyClientMessage(og, this.room, 0, { type: 'fill', v: this.room.v }, this.now));
    }
    let games = 0;
    for (;;) {
      this.dealing();
      this.play();
      onGame(this.finished());
      games++;
      if (this.phase() !== 'over' || games >= maxGames || rng.float() >= spec.again) return games;
      // Between games people come and go; then someone asks for the next one.
      for (const seat of this.room.seats.keys()) if (rng.float() < 0.3) this.set(setConnected(this.room, seat, rng.float() < 0.6, this.now));
      this.now += 1000 + rng.int(3000);
      const asker = this.personSeats()[0] ?? 0;
      this.set(rng.float() < 0.5 ? playAgain(og, this.room, this.room.v, this.now) : applyClientMessage(og, this.room, asker, { type: 'again', v: this.room.v }, this.now));
      add(this.stats, 'games after "again"');
      if (this.phase() === 'waiting') {
        // A seat the computer took over is free again: the computer fills it, if anyone is left.
        if (!og.computers || !this.room.seats.some(isPlayer)) return games;
        this.set(fillWithBots(og, this.room, this.room.v, this.now));
      }
    }
  }

  // ------------------------------------------------------------------ the deal

  contributeVia(seat: number, round: number, value: string): R {
    return this.rng.float() < 0.5
      ? contribute(this.og, this.room, seat, round, value, this.now)
      : applyClientMessage(this.og, this.room, seat, { type: 'contribute', round, value }, this.now);
  }

  /**
   * The deal: each person contributes on time, twice, late, never, from a closed page, or
   * opens the table only now; the room deals once every person has contributed, or at
   * `until` without the ones still missing.
   */
  dealing(): void {
    const { og, rng, stats } = this;
    const f = this.room.fair!;
    const people = f.people ?? [];
    if (people.length === 0) this.fail('a deal without people');
    // Every person is waited for, whether their page is open or not (the last to sit down opens it only after joining).
    if (this.phase() !== 'dealing') this.fail('dealt without waiting for the people');
    const start = this.now;
    const ms = this.room.config.contributionMs;
    if (f.until !== start + ms) this.fail(`until ${f.until}, expected ${start + ms}`);
    const events: DealEvent[] = [];
    for (const seat of people) {
      const x = rng.float();
      const plan: DealPlan = this.room.seats[seat]!.connected
        ? x < 0.55 ? 'ontime' : x < 0.65 ? 'twice' : x < 0.78 ? 'missing' : x < 0.9 ? 'late' : 'leaves'
        : x < 0.35 ? 'offline' : x < 0.5 ? 'silent' : x < 0.85 ? 'joins' : 'joins-late';
      const value = contribution(rng);
      const t = rng.int(ms);
      switch (plan) {
        case 'ontime':
          events.push({ t, kind: 'send', seat, value, plan });
          break;
        case 'twice':
          events.push({ t, kind: 'send', seat, value, plan }, { t: t + 1 + rng.int(ms), kind: 'twice', seat, value: rng.float() < 0.5 ? value : contribution(rng), plan });
          break;
        case 'late':
          events.push({ t: ms + 1 + rng.int(1000), kind: 'send', seat, value, plan });
          break;
        case 'leaves':
          events.push({ t, kind: 'disconnect', seat });
          if (rng.float() < 0.5) events.push({ t: t + rng.int(ms), kind: 'send', seat, value, plan: 'offline' });
          break;
        case 'offline':
          events.push({ t: rng.int(ms + 500), kind: 'send', seat, value, plan });
          break;
        case 'joins':
          events.push({ t, kind: 'connect', seat }, { t: t + rng.int(ms), kind: 'send', seat, value, plan });
          break;
        case 'joins-late':
          events.push({ t, kind: 'connect', seat }, { t: ms + 1 + rng.int(1000), kind: 'send', seat, value, plan });
          break;
        case 'missing':
        case 'silent':
          break;
      }
    }
    for (let k = rng.int(3); k > 0; k--) events.push({ t: rng.int(ms), kind: 'probe' });
    events.push({ t: ms, kind: 'alarm' });
    events.sort((a, b) => a.t - b.t);

    const taken = this.taken;
    for (const e of events) {
      this.now = start + e.t;
      const dealing: boolean = this.phase() === 'dealing';
      switch (e.kind) {
        case 'send': {
          this.sent[e.seat] = { value: e.value, taken: false };
          if (dealing) {
            this.set(this.contributeVia(e.seat, f.round, e.value));
            this.sent[e.seat] = { value: e.value, taken: true };
            taken[e.seat] = e.value;
            add(stats, this.room.seats[e.seat]!.connected ? 'contributions on time' : 'contributions sent with the table closed, taken');
          } else {
            this.refused(() => this.contributeVia(e.seat, f.round, e.value), 'contribution-late', 'a contribution after the deal');
            add(stats, 'contributions late, refused');
          }
          break;
        }
        case 'twice':
          if (!taken[e.seat]) this.fail('the first of two contributions was not taken');
          this.refused(() => this.contributeVia(e.seat, f.round, e.value), dealing ? 'contribution-twice' : 'contribution-late', 'a second contribution');
          if (e.value !== taken[e.seat]) this.second[e.seat] = e.value;
          add(stats, dealing ? 'second contributions refused (twice)' : 'second contributions refused (late)');
          continue;
        case 'connect':
        case 'disconnect':
          this.set(setConnected(this.room, e.seat, e.kind === 'connect', this.now));
          if (this.phase() !== (dealing ? 'dealing' : 'playing')) this.fail('presence dealt the cards');
          if (e.kind === 'connect') {
            // A page that opens now is sent the same hash, asked for a contribution while the deal waits for it.
            const [hash] = fairnessMessages(this.og, this.room, e.seat);
            if (hash?.type !== 'hash' || hash.hash !== this.seen[e.seat] || (hash.contribute === true) !== (dealing && !taken[e.seat])) this.fail(`the hash on connecting: ${JSON.stringify(hash)}`);
          }
          continue;
        case 'probe':
        case 'alarm':
          this.set(runDue(og, this.room, this.now));
          break;
      }
      if (!dealing) continue;
      // The room deals exactly when nobody is left to hear from, or at `until`.
      const awaited = waitsFor(people, taken).length > 0;
      const due = !awaited || this.now >= start + ms;
      if ((this.phase() !== 'dealing') !== due) this.fail(`after ${e.kind} at +${e.t}: phase ${this.phase()}, awaited ${awaited}`);
      if (due) add(stats, e.kind === 'alarm' ? 'deals at `until` (runDue)' : e.kind === 'probe' ? 'deals by an early runDue' : 'deals on the last contribution');
    }
    const dealt = this.room.fair!;
    if (this.phase() !== 'playing') this.fail('not dealt after `until`');
    if (dealt.until !== undefined) this.fail('`until` kept after the deal');
    if (JSON.stringify(dealt.contributions) !== JSON.stringify(taken)) this.fail(`contributions ${JSON.stringify(dealt.contributions)}, taken ${JSON.stringify(taken)}`);
    const missing = people.filter((s) => !taken[s]);
    if (JSON.stringify(missingContributions(dealt)) !== JSON.stringify(missing)) this.fail('missing contributions wrong');
    add(stats, 'contributions missing', missing.length);
  }

  // ------------------------------------------------------------------ the game

  moveVia(seat: number, move: unknown): R {
    return this.rng.float() < 0.5
      ? makeMove(this.og, this.room, seat, move, this.room.v, this.now)
      : applyClientMessage(this.og, this.room, seat, { type: 'move', v: this.room.v, move: json(move) }, this.now);
  }

  voteVia(seat: number, choice: 'takeover' | 'new'): R {
    return this.rng.float() < 0.5
      ? castVote(this.og, this.room, seat, choice, this.room.v, this.now)
      : applyClientMessage(this.og, this.room, seat, { type: 'vote', v: this.room.v, choice }, this.now);
  }

  /** A random legal move of a person, roughly as people play (Mau-Mau: mostly lay a card). */
  personMove(): { seat: number; move: unknown } | null {
    const { og, rng } = this;
    const game = this.room.table!.game;
    const cands: { seat: number; move: { type: string } }[] = [];
    for (const seat of this.personSeats()) for (const move of og.game.legalMoves(game, seat) as { type: string }[]) cands.push({ seat, move });
    if (cands.length === 0) return null;
    if (this.spec.gameId !== 'maumau') return rng.pick(cands);
    const special = cands.filter((c) => c.move.type === 'mau' || c.move.type === 'callout');
    if (special.length > 0 && rng.float() < 0.5) return rng.pick(special);
    const plays = cands.filter((c) => c.move.type === 'play');
    if (plays.length > 0 && rng.float() < 0.9) return rng.pick(plays);
    const rest = cands.filter((c) => c.move.type !== 'mau' && c.move.type !== 'callout');
    return rng.pick(rest.length > 0 ? rest : cands);
  }

  play(): void {
    const { og, rng, stats } = this;
    const silentAt = rng.float() < this.spec.silent ? rng.int(this.spec.gameId === 'zwanzigab' ? 300 : 60) : null;
    // Random bidding can keep a Zwanzig Ab match going for thousands of moves: past this many,
    // its people have had enough and end it by the vote (a lone person leaves it to the computers).
    const enough = 1000;
    let moves = 0;
    let silenced = false;
    for (let guard = 0; this.phase() === 'playing'; guard++) {
      if (guard > 20_000) this.fail('the game does not end');
      if (moves >= enough && this.room.turn) {
        add(stats, 'long games ended by the vote');
        this.silence(true);
        moves = 0;
        continue;
      }
      if (!silenced && silentAt !== null && moves >= silentAt && this.room.turn) {
        silenced = true;
        this.silence();
        continue;
      }
      if (rng.float() < 0.02) {
        // Presence changes; it never deals, moves or bumps the version.
        const seat = rng.int(this.room.size);
        const v0 = this.room.v;
        this.set(setConnected(this.room, seat, rng.float() < 0.5, this.now));
        if (this.room.v !== v0) this.fail('presence bumped the version');
      }
      const gone = this.room.seats.findIndex((s) => isTakenOver(s) && !s.returning);
      if (gone >= 0 && rng.float() < 0.05) {
        // "Platz zurücknehmen": the person plays the seat again from their next turn.
        this.set(reclaimSeat(og, this.room, gone, this.now));
        add(stats, 'seats taken back');
      }
      // People mostly move within a second or so, now and then they think longer (Mau-Mau's call-out window runs out).
      this.now += rng.float() < (this.spec.hesitate ?? 0.05) ? 2000 + rng.int(5000) : 100 + rng.int(1400);
      this.set(runDue(og, this.room, this.now));
      if (this.phase() !== 'playing') break;
      if (this.room.vote) this.fail('a question nobody expected');
      const choice = this.personMove();
      if (!choice) {
        // Nobody may move: only a game timer (Mau-Mau's call-out window) can be pending.
        const due = roomDeadline(this.room);
        if (due === null || (this.room.turn && due >= this.room.turn.at)) this.fail('stuck: nobody may move and nothing is due');
        this.now = Math.max(this.now, due);
        this.set(runDue(og, this.room, this.now));
        continue;
      }
      this.set(this.moveVia(choice.seat, choice.move));
      moves++;
    }
  }

  /** The person the game waits for stays silent past the inactivity deadline. */
  silence(enough = false): void {
    const { og, rng, stats } = this;
    // Whatever falls due before the silence does first (a Mau-Mau call-out window closing).
    for (;;) {
      const due = roomDeadline(this.room);
      if (this.phase() !== 'playing' || !this.room.turn || due === null || due >= this.room.turn.at) break;
      this.now = due;
      this.set(runDue(og, this.room, this.now));
    }
    if (this.phase() !== 'playing' || !this.room.turn) return;
    const seat = this.room.turn.seat;
    this.now = this.room.turn.at;
    this.set(runDue(og, this.room, this.now));
    const vote = this.room.vote;
    if (vote && vote.seat === seat) {
      const asked = voters(this.room, seat);
      if (vote.open) {
        // People only: nobody takes the seat; the others may end the game.
        if (og.computers) this.fail('an open question where computers play');
        add(stats, 'open questions (people only)');
        this.refused(() => this.voteVia(asked[0]!, 'takeover'), 'no-computers', 'a takeover ballot without computers');
        if (rng.float() < 0.25) {
          const move = rng.pick(og.game.legalMoves(this.room.table!.game, seat));
          this.set(this.moveVia(seat, move));
          if (this.room.vote) this.fail('the question stayed after its seat moved');
          add(stats, 'silent people back before anyone answered');
          return;
        }
        for (const s of asked) {
          if (this.phase() !== 'playing') break;
          this.now += rng.int(5000);
          this.set(this.voteVia(s, 'new'));
        }
        if (this.phase() !== 'waiting') this.fail('"new" did not end the game');
        add(stats, 'games abandoned (open question, "new")');
        return;
      }
      add(stats, 'takeover questions');
      for (const s of rng.shuffle(asked.slice())) {
        if (!this.room.vote) break;
        if (!enough && rng.float() < 0.3) continue;
        this.now += rng.int(5000);
        this.set(this.voteVia(s, enough || rng.float() < this.spec.newBallot ? 'new' : 'takeover'));
      }
      if (this.room.vote) {
        this.now = this.room.vote.at;
        this.set(runDue(og, this.room, this.now));
        add(stats, 'questions decided by their deadline');
      }
      if (this.room.vote) this.fail('the question stayed');
      if (this.phase() === 'waiting') add(stats, 'games abandoned (vote "new")');
      else if (isTakenOver(this.room.seats[seat])) add(stats, 'takeovers (vote)');
      else this.fail('the question ended in neither takeover nor a new game');
      return;
    }
    if (vote || !og.computers || voters(this.room, seat).length > 0) this.fail('no question about the silent seat');
    // Alone with computers: waited for while the table is open, replaced once it is closed.
    if (this.room.seats[seat]!.connected) {
      if (this.room.turn?.seat !== seat || this.room.turn.at <= this.now) this.fail('not waited for again');
      this.set(setConnected(this.room, seat, false, this.now));
      this.now = this.room.turn.at;
      this.set(runDue(og, this.room, this.now));
      add(stats, 'lone people waited for, then gone');
    }
    if (!isTakenOver(this.room.seats[seat])) this.fail('a closed table\'s lone person was not replaced');
    add(stats, 'takeovers (lone person gone)');
  }

  finished(): Finished {
    const r = this.room;
    const abandoned = r.phase === 'waiting';
    if (r.phase !== 'over' && !abandoned) this.fail('the game neither ended nor was abandoned');
    if (!r.fair?.revealed) this.fail('not revealed');
    if (abandoned && !r.result?.abandoned) this.fail('abandoned without an abandoned result');
    return { key: this.spec.key, og: this.og, room: r, seen: this.seen.slice(), sent: this.sent.slice(), taken: this.taken.slice(), second: this.second.slice(), abandoned };
  }
}

// ------------------------------------------------------------------ the check each person makes

const proofGame = (og: AnyOnlineGame): ProofGame<unknown, unknown, unknown> => ({ game: og.game, moveSchema: og.moveSchema });

/** The reveal as `seat` receives it: over the wire (JSON), checked by the protocol's schema. */
function revealFor(fin: Finished, seat: number): { hash: string; reveal: RevealMessage } {
  const msgs = json(fairnessMessages(fin.og, fin.room, seat));
  for (const m of msgs) v.parse(serverSchema(fin.og), m);
  const [hash, reveal] = msgs;
  if (hash?.type !== 'hash' || reveal?.type !== 'reveal' || msgs.length !== 2) throw new Error(`seat ${seat}: no hash and reveal`);
  if (hash.contribute) throw new Error(`seat ${seat}: asked for a contribution after the game`);
  return { hash: hash.hash, reveal };
}

/** The revealed steps unpacked (step-codec.ts), with the position before each and after the last. */
function unpackAll(og: AnyOnlineGame, deal: RevealedDeal): { steps: Step[]; states: unknown[] } {
  const states: unknown[] = [og.game.setup({ seats: deal.seats, seed: dealSeed(deal.seed, deal.contributions), first: deal.first })];
  const steps: Step[] = [];
  for (const [at, p] of (deal.steps ?? []).entries()) {
    const state = states[states.length - 1];
    const step = unpackStep(og.game, state, p);
    const next = step && applyStep(og.game, state, step, og.moveSchema);
    if (!step || next === null) throw new Error(`the revealed steps do not replay at ${at}`);
    steps.push(step);
    states.push(next);
  }
  return { steps, states };
}

const viewOf = (fin: Finished, seat: number): unknown => fin.og.game.view(fin.room.table!.game, seat);

/** Every person at the deal checks it; each must hold up, and their own contribution be in it exactly when it was taken. */
function verifyGame(fin: Finished, stats: Counts): void {
  const { og, room } = fin;
  const f = room.fair!;
  const pg = proofGame(og);
  const where = `${fin.key} ${room.id} round ${f.round}`;
  const missing = (f.people ?? []).filter((s) => !fin.taken[s]);
  for (const seat of f.people ?? []) {
    const { hash, reveal } = revealFor(fin, seat);
    expect(hash, `${where}: hash of seat ${seat}`).toBe(fin.seen[seat]);
    expect(reveal.seed, where).toBe(f.seed);
    expect([reveal.round, reveal.seats, reveal.first], where).toEqual([f.round, room.size, og.sameStart ? 0 : (f.round - 1) % room.size]);
    expect(reveal.contributions, where).toEqual(fin.taken);
    expect(reveal.missing, where).toEqual(missing);
    expect(reveal.steps?.length, where).toBe(room.table!.steps!.length);
    if (seat === f.people![0]) {
      // The packed steps are the table's steps, move for move.
      const diff = firstDifference(json(unpackAll(og, reveal).steps), json(room.table!.steps), 'steps');
      if (diff !== null) throw new Error(`${where}: the revealed steps unpack differently at ${diff}`);
      add(stats, 'packed steps', reveal.steps!.length);
      add(stats, 'packed steps sent whole', reveal.steps!.filter((x) => Array.isArray(x)).length);
    }
    const check = checkDeal(pg, fin.seen[seat], reveal, seat, viewOf(fin, seat));
    if (!check.ok) throw new Error(`${where}: seat ${seat} finds ${JSON.stringify(check)}`);
    add(stats, 'checkDeal ok');
    const own = ownContribution(reveal, seat, fin.sent[seat] ?? null);
    const want = fin.sent[seat]?.taken ? 'included' : 'absent';
    if (own !== want) throw new Error(`${where}: seat ${seat}'s own contribution ${own}, expected ${want}`);
    add(stats, `ownContribution ${own}`);
    // The seat's other window, whose own contribution came second: the seat's is in, not this one's.
    const second = fin.second[seat];
    if (second) {
      const other = ownContribution(reveal, seat, { value: second, taken: false });
      if (other !== 'other') throw new Error(`${where}: seat ${seat}'s second window finds ${other}`);
      add(stats, 'ownContribution other (a second window)');
    }
    add(stats, 'timer steps replayed', reveal.steps!.filter((x) => typeof x === 'string').length);
  }
  // The view a client rebuilds from the wire is the engine's, key for key.
  const seat = f.people![f.round % f.people!.length]!;
  const wire = expandPayload(og.wire, json(wirePayload(og, room, seat))).view;
  const diff = firstDifference(json(wire), json(viewOf(fin, seat)), 'view');
  if (diff !== null) throw new Error(`${where}: the wire view of seat ${seat} differs at ${diff}`);
}

/** Plays the games of `s` (tables from `seedBase`) until `games` are done; each goes to `onGame`. */
function playGames(s: Spec, seedBase: string, games: number, stats: Counts, onGame: (f: Finished) => void): void {
  let done = 0;
  for (let t = 0; done < games; t++) {
    const id = `${seedBase}-${s.key}-${t}`;
    const sim = new TableSim(s, id, new Rng(id), stats);
    done += sim.run(onGame, games - done);
  }
}

const table = (rows: Counts): string =>
  Object.entries(rows)
    .map(([k, n]) => `  ${k}: ${n}`)
    .join('\n');

describe('a deal nobody can choose, checked by every person', () => {
  it('holds up for every person in 5,000 random online games of every game and size', () => {
    const t0 = performance.now();
    const stats: Counts = {};
    const games: Counts = {};
    const ends: Counts = {};
    const times: Counts = {};
    for (const s of SPECS) {
      const t = performance.now();
      let checking = 0;
      playGames(s, 'prop', s.games, stats, (fin) => {
        add(games, fin.key);
        add(ends, `${fin.key} ${fin.abandoned ? 'abandoned' : 'over'}`);
        if (fin.room.seats.some((x) => x.kind === 'bot')) add(ends, `${fin.key} with computers`);
        const c = performance.now();
        verifyGame(fin, stats);
        checking += performance.now() - c;
      });
      times[`${s.key} (checking: ${Math.round(checking)})`] = Math.round(performance.now() - t);
    }
    const total = Object.values(games).reduce((a, b) => a + b, 0);
    console.log(
      `deal-proof property: ${total} games in ${Math.round(performance.now() - t0)} ms\n` +
        `games:\n${table(games)}\nends:\n${table(ends)}\nms per game/size:\n${table(times)}\nevents:\n${table(stats)}`,
    );
    expect(total).toBeGreaterThanOrEqual(5000);
    for (const s of SPECS) expect(games[s.key]).toBe(s.games);
    // Every path was taken.
    for (const k of [
      'contributions on time',
      'contributions sent with the table closed, taken',
      'contributions late, refused',
      'second contributions refused (twice)',
      'deals at `until` (runDue)',
      'deals on the last contribution',
      'tables filled by the computer',
      'takeovers (vote)',
      'takeovers (lone person gone)',
      'games abandoned (vote "new")',
      'games abandoned (open question, "new")',
      'games after "again"',
      'ownContribution included',
      'ownContribution absent',
      'ownContribution other (a second window)',
      'timer steps replayed',
    ]) {
      expect(stats[k], k).toBeGreaterThan(0);
    }
    for (const s of SPECS) expect(ends[`${s.key} over`], s.key).toBeGreaterThan(0);
    for (const s of SPECS) expect(ends[`${s.key} abandoned`], s.key).toBeGreaterThan(0);
  }, 120_000);
});

// ------------------------------------------------------------------ the derived seed

describe('the derived seed', () => {
  const hexArb = (n: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: n, maxLength: n });
  const contributionArb = fc.option(hexArb(32), { nil: null });
  const asUsed = (c: string | null): string => c ?? NO_CONTRIBUTION;
  const nodeSha = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

  it('is SHA-256 of the server seed and every contribution in seat order (zeros for none)', () => {
    fc.assert(
      fc.property(hexArb(64), fc.array(contributionArb, { minLength: 2, maxLength: 4 }), (seed, cs) => {
        expect(dealSeed(seed, cs)).toBe(nodeSha(seed + cs.map(asUsed).join('')));
        expect(dealSeed(seed, cs)).toMatch(/^[0-9a-f]{64}$/);
      }),
      { numRuns: 500 },
    );
    // Without a list (a game dealt before contributions existed): the server seed itself.
    expect(dealSeed('abc')).toBe('abc');
  });

  it('changes when any one contribution changes, when two are swapped, and when the server seed changes', () => {
    let changed = 0;
    fc.assert(
      fc.property(
        hexArb(64),
        hexArb(64),
        fc.array(contributionArb, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.nat(),
        contributionArb,
        (seed, seed2, cs, i0, j0, other) => {
          const base = dealSeed(seed, cs);
          const i = i0 % cs.length;
          // The server alone cannot fix the deal: another seed, another deal.
          if (seed2 !== seed) {
            expect(dealSeed(seed2, cs)).not.toBe(base);
            changed++;
          }
          // Nor any one person: another contribution (or none instead of one), another deal.
          if (asUsed(other) !== asUsed(cs[i] ?? null)) {
            expect(dealSeed(seed, cs.map((c, k) => (k === i ? other : c)))).not.toBe(base);
            changed++;
          }
          // Nor the table by reordering what came.
          const j = j0 % cs.length;
          if (asUsed(cs[i] ?? null) !== asUsed(cs[j] ?? null)) {
            const swapped = cs.slice();
            [swapped[i], swapped[j]] = [cs[j] ?? null, cs[i] ?? null];
            expect(dealSeed(seed, swapped)).not.toBe(base);
            changed++;
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(changed).toBeGreaterThan(3000);
  });

  it('treats a missing contribution as 32 zeros, exactly as the formula says', () => {
    expect(dealSeed('s', [null, 'ab'.repeat(16)])).toBe(dealSeed('s', [NO_CONTRIBUTION, 'ab'.repeat(16)]));
    expect(CONTRIBUTION.test(NO_CONTRIBUTION)).toBe(true);
  });
});

// ------------------------------------------------------------------ tampering

interface Tally {
  tried: Counts;
  caught: Counts;
  escaped: string[];
}

function tally(t: Tally, kind: string, caught: boolean, example: () => string): void {
  add(t.tried, kind);
  if (caught) add(t.caught, kind);
  else if (t.escaped.length < 20) t.escaped.push(`${kind}: ${example()}`);
}

type Move = { type: string; card?: number; wish?: number; tricks?: number; target?: number };

/** What kind of public decision replacing `a` (by seat `sa`) with `b` (by seat `sb`) changes. */
function decisionKind(gameId: OnlineGameId, sa: number, a: Move, sb: number, b: Move): string {
  const who = sa === sb ? '' : ' (another seat)';
  if (gameId === 'maumau') {
    if (a.type === 'mau') return `Mau call removed (${b.type} instead)${who}`;
    if (b.type === 'mau') return `Mau call added (instead of ${a.type})${who}`;
    if (a.type === 'callout') return `call-out removed${who}`;
    if (b.type === 'callout') return `call-out added${who}`;
    if (a.type === 'play' && b.type === 'play') return a.card === b.card ? 'other wish' : 'other card';
  }
  if (gameId === 'zwanzigab') {
    if (a.type === 'pass' && b.type === 'bid') return b.tricks === 1 ? 'bid pass → 1' : 'bid pass → n';
    if (a.type === 'bid' && b.type === 'pass') return a.tricks === 1 ? 'bid 1 → pass' : 'bid n → pass';
    if (a.type === 'bid' && b.type === 'bid') return 'bid n → m';
    if (a.type === 'play' && b.type === 'play') return 'other card';
    if (a.type === b.type) return `other ${a.type}${who}`;
  }
  if (gameId === 'offiziersskat') {
    if (a.type === 'kontra') return 'Kontra removed';
    if (a.type === 're') return 'Re removed';
    if (b.type === 'kontra') return 'Kontra added';
    if (b.type === 're') return 'Re added';
    if (a.type === 'declare') return 'other declaration';
    if (a.type === 'play') return 'other card';
  }
  return `${a.type} → ${b.type}${who}`;
}

/** Every path to a primitive under `x` (arrays and objects walked), as key lists. */
function leaves(x: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (x !== null && typeof x === 'object') {
    for (const [k, y] of Object.entries(x)) leaves(y, [...path, Array.isArray(x) ? Number(k) : k], out);
  } else out.push(path);
  return out;
}

function getAt(x: unknown, path: (string | number)[]): unknown {
  let y = x;
  for (const k of path) y = y === null || y === undefined ? undefined : (y as Record<string | number, unknown>)[k];
  return y;
}

function setAt(x: unknown, path: (string | number)[], value: unknown): void {
  const parent = getAt(x, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
}

const mutated = (y: unknown): unknown => (typeof y === 'number' ? y + 1 : typeof y === 'boolean' ? !y : typeof y === 'string' ? `${y}x` : y === null ? 0 : null);

/** The parts of each game's view that tell its public history (types.ts of each game). */
const HISTORY: Record<OnlineGameId, string[][]> = {
  maumau: [['log'], ['discard']],
  zwanzigab: [['history'], ['tricks'], ['match', 'results'], ['match', 'rounds'], ['bids']],
  offiziersskat: [['decisions'], ['reveal', 'log'], ['lastTrick'], ['result']],
};

/** Changes of the seat's view's public history: [kind, tampered view]. */
function viewTampers(gameId: OnlineGameId, view: unknown, rng: Rng): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const path of HISTORY[gameId]) {
    const part = getAt(view, path);
    if (part === null || part === undefined) continue;
    const name = path.join('.');
    const ls = leaves(part);
    for (let k = 0; k < 3 && ls.length > 0; k++) {
      const leaf = rng.pick(ls);
      const t = json(view);
      setAt(t, [...path, ...leaf], mutated(getAt(t, [...path, ...leaf])));
      out.push([`view ${name}: an entry changed`, t]);
    }
    if (Array.isArray(part) && part.length > 0) {
      const t = json(view);
      (getAt(t, path) as unknown[]).splice(rng.int(part.length), 1);
      out.push([`view ${name}: an entry removed`, t]);
      const d = json(view);
      const arr = getAt(d, path) as unknown[];
      const at = rng.int(arr.length);
      arr.splice(at, 0, json(arr[at]));
      out.push([`view ${name}: an entry doubled`, d]);
    }
  }
  // The decisions the brief names, told differently in the history.
  const edit = (kind: string, fn: (t: Record<string, unknown>) => boolean) => {
    const t = json(view) as Record<string, unknown>;
    if (fn(t)) out.push([kind, t]);
  };
  type Ev = { t: string; seat?: number; wish?: number; tricks?: number | null; card?: number };
  if (gameId === 'maumau') {
    edit('view log: a Mau call removed', (t) => {
      const log = t.log as Ev[];
      const i = log.findIndex((e) => e.t === 'mau');
      return i >= 0 && log.splice(i, 1).length === 1;
    });
    edit('view log: a Mau call added', (t) => {
      const log = t.log as Ev[];
      const i = log.findIndex((e) => e.t === 'play');
      if (i < 0) return false;
      log.splice(i, 0, { t: 'mau', seat: log[i]!.seat! });
      return true;
    });
    edit('view log: a wish changed', (t) => {
      const e = (t.log as Ev[]).find((x) => x.t === 'play' && x.wish !== undefined);
      if (!e) return false;
      e.wish = (e.wish! + 1) % 4;
      return true;
    });
  }
  if (gameId === 'zwanzigab') {
    edit('view history: a bid pass ↔ 1', (t) => {
      const e = (t.history as Ev[]).find((x) => x.t === 'bid');
      if (!e) return false;
      e.tricks = e.tricks === null ? 1 : null;
      return true;
    });
    edit('view match.results: a bid pass ↔ 1', (t) => {
      const r = (t.match as { results: { bids: number[] }[] }).results[0];
      if (!r) return false;
      const i = r.bids.findIndex((b) => b >= 0);
      if (i < 0) return false;
      r.bids[i] = r.bids[i] === 0 ? 1 : 0;
      return true;
    });
  }
  if (gameId === 'offiziersskat') {
    edit('view decisions: Kontra removed', (t) => {
      const d = t.decisions as Ev[];
      const i = d.findIndex((e) => e.t === 'kontra');
      return i >= 0 && d.splice(i, 1).length === 1;
    });
    edit('view decisions: Kontra added', (t) => {
      const d = t.decisions as Ev[];
      if (d.some((e) => e.t === 'kontra') || t.dealer === undefined) return false;
      d.splice(1, 0, { t: 'kontra', seat: t.dealer as number, when: 'early' } as Ev);
      return true;
    });
  }
  return out;
}

/** Every tamper of one honest game, checked by one of its people. */
function tamperGame(fin: Finished, rng: Rng, t: Tally): void {
  const { og, room } = fin;
  const gameId = fin.key.split('/')[0] as OnlineGameId;
  const f = room.fair!;
  const pg = proofGame(og);
  const seat = rng.pick(f.people!);
  const seen = fin.seen[seat]!;
  const { reveal } = revealFor(fin, seat);
  const deal: RevealedDeal = reveal;
  const view = json(viewOf(fin, seat));
  const where = `${room.id} round ${f.round} seat ${seat}`;
  expect(checkDeal(pg, seen, deal, seat, view), where).toEqual({ ok: true });
  const show = (d: RevealedDeal, res: DealCheck) => () => `${where}: ${JSON.stringify(res)} ${JSON.stringify({ ...d, steps: d.steps?.length })}`;
  const fails = (kind: string, d: RevealedDeal, why: string[], seenHash = seen, v2: unknown = view): DealCheck => {
    const res = checkDeal(pg, seenHash, d, seat, v2);
    tally(t, kind, !res.ok && why.includes(res.why), show(d, res));
    return res;
  };

  // The server seed.
  const other = hex(rng, 64);
  fails('server seed changed, hash kept', { ...deal, seed: other }, ['hash']);
  fails('server seed changed with a matching new hash', { ...reveal, seed: other, hash: sha256Hex(other) } as RevealedDeal, ['hash']);
  // Had the seat been shown that new hash before the deal, the deal would not be this game.
  fails('server seed changed, and the seat had seen its hash', { ...deal, seed: other }, ['move', 'record'], sha256Hex(other));

  // The contributions.
  const cs = deal.contributions!;
  const own = (kind: string, d: RevealedDeal, s: number) => {
    const mine = fin.sent[s];
    if (!mine?.taken) return;
    const got = ownContribution(d, s, mine);
    tally(t, `${kind}: ownContribution says 'changed'`, got === 'changed', () => `${where}: seat ${s} got ${got}`);
  };
  for (let i = 0; i < cs.length; i++) {
    const changed = { ...deal, contributions: cs.map((c, k) => (k === i ? contribution(rng) : c)) };
    fails(cs[i] ? 'a contribution changed' : 'a contribution put where none came', changed, ['move', 'record']);
    own('a contribution changed', changed, i);
    if (cs[i]) {
      const dropped = { ...deal, contributions: cs.map((c, k) => (k === i ? null : c)) };
      fails('a contribution dropped (null)', dropped, ['move', 'record']);
      own('a contribution dropped', dropped, i);
    }
    for (let j = i + 1; j < cs.length; j++) {
      if ((cs[i] ?? null) === (cs[j] ?? null)) continue;
      const swapped = cs.slice();
      [swapped[i], swapped[j]] = [cs[j] ?? null, cs[i] ?? null];
      fails('two contributions swapped', { ...deal, contributions: swapped }, ['move', 'record']);
      own('two contributions swapped', { ...deal, contributions: swapped }, i);
      own('two contributions swapped', { ...deal, contributions: swapped }, j);
    }
  }
  fails('the contributions left out (dealt from the server seed alone)', { ...deal, contributions: undefined }, ['move', 'record']);
  // The setup: who starts, how many seats.
  fails('another first seat', { ...deal, first: (deal.first + 1) % deal.seats }, ['move', 'record']);
  fails('another number of seats', { ...deal, seats: deal.seats === og.game.maxSeats ? deal.seats - 1 : deal.seats + 1 }, ['move', 'record']);

  // The steps: one public decision told differently, still replayable up to there. The reveal
  // packs them (step-codec.ts); a tampered step goes packed like an honest one (its index in
  // the legal moves, or whole), and the steps after it keep their moves (sent whole).
  const packed = deal.steps!;
  const { steps, states } = unpackAll(og, deal);
  const whole = (x: Step): PackedStep => ('t' in x ? x.t : [x.s, x.m]);
  const encode = (k: number, x: Step): PackedStep => {
    if ('t' in x) return x.t;
    const i = og.game.legalMoves(states[k], x.s).findIndex((m: unknown) => JSON.stringify(m) === JSON.stringify(x.m));
    return i >= 0 && rng.float() < 0.7 ? x.s * 256 + i : [x.s, x.m];
  };
  const byKind = new Map<string, { k: number; step: Step }[]>();
  for (let k = 0; k < steps.length; k++) {
    const orig = steps[k]!;
    if (!('s' in orig)) continue;
    for (let s = 0; s < deal.seats; s++) {
      for (const m of og.game.legalMoves(states[k], s) as Move[]) {
        if (s === orig.s && JSON.stringify(m) === JSON.stringify(orig.m)) continue;
        const kind = decisionKind(gameId, orig.s, orig.m as Move, s, m);
        let list = byKind.get(kind);
        if (!list) byKind.set(kind, (list = []));
        list.push({ k, step: { s, m: json(m) } });
      }
    }
  }
  /** Steps `0..k-1` as sent, then `mid`, then the honest steps from `from` on, each kept whole. */
  const spliced = (k: number, mid: PackedStep[], from: number): RevealedDeal => ({ ...deal, steps: [...packed.slice(0, k), ...mid, ...steps.slice(from).map(whole)] });
  const legalThere = (k: number, step: Step, enc: PackedStep) => {
    // The tampered step itself is a move the rules allow there, and it travels as such: the replay parts only later.
    const un = unpackStep(og.game, states[k], enc);
    if (!un || JSON.stringify(un) !== JSON.stringify(step) || applyStep(og.game, states[k], step, og.moveSchema) === null) {
      throw new Error(`${where}: a legal move does not replay: ${JSON.stringify(step)} as ${JSON.stringify(enc)}`);
    }
  };
  const after = (k: number, res: DealCheck) => {
    if (!res.ok && res.why === 'move' && res.at <= k) throw new Error(`${where}: step ${k} was legal, yet the replay stops at ${res.at}`);
  };
  for (const [kind, list] of byKind) {
    for (let n = 0; n < 2 && list.length > 0; n++) {
      const { k, step } = list.splice(rng.int(list.length), 1)[0]!;
      const enc = encode(k, step);
      legalThere(k, step, enc);
      after(k, fails(`step replaced: ${kind}`, spliced(k, [enc], k + 1), ['move', 'record']));
    }
  }
  // Another index for a packed step, the later steps sent as they were (their indices now read on another position).
  for (let n = 0; n < 3; n++) {
    const k = rng.int(Math.max(packed.length, 1));
    const p = packed[k];
    if (typeof p !== 'number') continue;
    const seat = Math.floor(p / 256);
    const n2 = og.game.legalMoves(states[k], seat).length;
    if (n2 < 2) continue;
    const other = seat * 256 + (((p % 256) + 1 + rng.int(n2 - 1)) % n2);
    legalThere(k, unpackStep(og.game, states[k], other)!, other);
    after(k, fails('packed step: another index, later steps as sent', { ...deal, steps: packed.map((x, i) => (i === k ? other : x)) }, ['move', 'record']));
  }
  // A step left out, or a legal one slipped in (e.g. a Mau call that was never made).
  const timers = steps.flatMap((x, i) => ('t' in x ? [i] : []));
  for (let n = 0; n < 3 && steps.length > 0; n++) {
    // A game timer that ran out (Mau-Mau's call-out window closing) is a step like any other.
    const k = n === 0 && timers.length > 0 ? rng.pick(timers) : rng.int(steps.length);
    const orig = steps[k]!;
    const kind = 't' in orig ? 'a timer' : (orig.m as Move).type;
    after(k - 1, fails(`step removed: ${kind}`, spliced(k, [], k + 1), ['move', 'record']));
  }
  for (let n = 0; n < 2; n++) {
    // Anywhere, the end included (a move the game never had, after its last step).
    const k = rng.int(steps.length + 1);
    const options: Step[] = [];
    for (let s = 0; s < deal.seats; s++) for (const m of og.game.legalMoves(states[k], s)) options.push({ s, m: json(m) });
    if (options.length === 0) continue;
    const extra = rng.pick(options) as { s: number; m: Move };
    const enc = encode(k, extra);
    legalThere(k, extra, enc);
    after(k, fails(`step inserted: ${extra.m.type}`, spliced(k, [enc], k), ['move', 'record']));
  }

  // The seat's view: its public history told differently, the steps left alone.
  for (const [kind, tampered] of viewTampers(gameId, view, rng)) {
    fails(kind, deal, ['record'], seen, tampered);
  }
}

describe('tampering with a revealed game', () => {
  it('is caught every time: seed, contributions, steps, and the public history of the view', () => {
    const t0 = performance.now();
    const t: Tally = { tried: {}, caught: {}, escaped: [] };
    const per: Counts = {};
    const samples: Record<string, number> = { 'maumau/2': 12, 'maumau/3': 12, 'maumau/4': 12, 'offiziersskat/2': 30, 'zwanzigab/4': 6 };
    const stats: Counts = {};
    for (const s of SPECS) {
      const rng = new Rng(`tamper-${s.key}`);
      // Honest games: most played to the end, and two abandoned by the vote ("new").
      const kinds: [Spec, 'over' | 'abandoned', number][] = [
        [{ ...s, silent: s.gameId === 'zwanzigab' ? 0.1 : s.silent, again: 0.2, hesitate: 0.2 }, 'over', samples[s.key]!],
        [{ ...s, silent: 1, newBallot: 1, again: 0, people: () => s.size }, 'abandoned', 2],
      ];
      for (const [honest, end, want] of kinds) {
        let n = 0;
        for (let k = 0; n < want; k++) {
          const id = `tamper-${end}-${s.key}-${k}`;
          new TableSim(honest, id, new Rng(id), stats).run((fin) => {
            if ((fin.abandoned ? 'abandoned' : 'over') !== end || n >= want) return;
            n++;
            add(per, `${fin.key} ${end}`);
            tamperGame(fin, rng, t);
          }, 2);
        }
      }
    }
    const tried = Object.values(t.tried).reduce((a, b) => a + b, 0);
    const caught = Object.values(t.caught).reduce((a, b) => a + b, 0);
    const rows = Object.keys(t.tried)
      .sort()
      .map((k) => `  ${k}: ${t.caught[k] ?? 0}/${t.tried[k]}`)
      .join('\n');
    console.log(`deal-proof tampering: ${caught}/${tried} caught in ${Math.round(performance.now() - t0)} ms\ngames:\n${table(per)}\nkinds (caught/tried):\n${rows}`);
    expect(t.escaped).toEqual([]);
    expect(caught).toBe(tried);
    // The kinds the brief names all occurred.
    const kinds = Object.keys(t.tried);
    for (const k of [
      'server seed changed, hash kept',
      'server seed changed with a matching new hash',
      'server seed changed, and the seat had seen its hash',
      'another first seat',
      'another number of seats',
      'step removed: a timer',
      'packed step: another index, later steps as sent',
      'a contribution changed',
      'a contribution dropped (null)',
      'two contributions swapped',
      "a contribution changed: ownContribution says 'changed'",
      "a contribution dropped: ownContribution says 'changed'",
      'step replaced: Mau call removed (play instead)',
      'step replaced: Mau call added (instead of play)',
      'step replaced: other wish',
      'step replaced: other card',
      'step replaced: bid pass → 1',
      'step replaced: bid 1 → pass',
      'step replaced: Kontra added',
      'step replaced: Kontra removed',
      'step replaced: Re added',
      'step replaced: other declaration',
      'view log: an entry changed',
      'view history: an entry changed',
      'view decisions: an entry changed',
    ]) {
      expect(kinds, k).toContain(k);
    }
  }, 120_000);
});

// ------------------------------------------------------------------ refusals

describe('contributions the table refuses', () => {
  const og = onlineGames.maumau;
  let seedNo = 0;
  const refill = (r: R): R => (r.next ? r : { ...r, next: commit(`refusal-${++seedNo}`) });
  const open = (size: number): R => createRoom({ id: 'refusals', gameId: 'maumau', size, private: false, config: { botPaceMs: 0, botLevel: 'leicht' }, next: commit('refusal-0'), now: 0 });
  const seat = (r: R, name: string): R => refill(seatPerson(og, r, { identity: `g:${name}`, name }, 0).room);
  const value = (n: number): string => n.toString(16).padStart(32, '0').replace(/^0/, 'a');

  /** Both ways in (the function and the client message): the code, and the room deep-equal to before. */
  function refuses(r: R, s: number, round: number, val: string, code: string): void {
    const before = structuredClone(r);
    expect(refusal(() => contribute(og, r, s, round, val, 1000)), `${code} ${JSON.stringify(val)}`).toBe(code);
    expect(refusal(() => applyClientMessage(og, r, s, { type: 'contribute', round, value: val }, 1000))).toBe(code);
    expect(r).toEqual(before);
  }

  /** Anna and Ben have the table open, Clara sits down last: the table deals and waits for their contributions. */
  function dealing(): R {
    let r = seat(open(3), 'Anna');
    r = setConnected(r, 0, true, 0);
    r = setConnected(seat(r, 'Ben'), 1, true, 0);
    r = seat(r, 'Clara');
    expect(r.phase).toBe('dealing');
    return r;
  }

  it('before the hash is out: contribution-early', () => {
    const r = setConnected(seat(open(3), 'Anna'), 0, true, 0);
    expect(r.phase).toBe('waiting');
    refuses(r, 0, r.round + 1, value(1), 'contribution-early');
    refuses(r, 0, r.round + 2, value(1), 'contribution-round');
  });

  it('a second one from the same seat: contribution-twice', () => {
    const r = refill(contribute(og, dealing(), 0, 1, value(1), 500));
    expect(r.phase).toBe('dealing'); // Ben is still to hear from
    refuses(r, 0, 1, value(1), 'contribution-twice');
    refuses(r, 0, 1, value(2), 'contribution-twice');
  });

  it('not exactly 32 lowercase hex digits: contribution-form (whatever the phase)', () => {
    const r = dealing();
    const bad = ['', 'a', value(1).slice(1), `${value(1)}0`, value(1).toUpperCase().replace(/^A/, 'B'), `${value(1).slice(0, 31)}A`, `${value(1).slice(0, 31)}g`, `0x${value(1).slice(2)}`, ` ${value(1).slice(1)}`, `${value(1)}\n`, `${value(1).slice(0, 31)}\u0661`, NO_CONTRIBUTION.slice(1) + '-', NO_CONTRIBUTION];
    for (const b of bad) refuses(r, 0, 1, b, 'contribution-form');
    const waiting = setConnected(seat(open(3), 'Anna'), 0, true, 0);
    refuses(waiting, 0, 1, 'ABC', 'contribution-form');
  });

  it('for another round, or from a seat not asked: contribution-round', () => {
    const r = dealing();
    refuses(r, 0, 2, value(1), 'contribution-round');
    refuses(r, 0, 0, value(1), 'contribution-round');
    refuses(r, 0, 7, value(1), 'contribution-round');
    refuses(r, 5, 1, value(1), 'contribution-round');
    // A computer's seat is never asked.
    let f = seat(open(3), 'Anna');
    f = setConnected(f, 0, true, 0);
    f = refill(fillWithBots(og, f, f.v, 0));
    expect(f.phase).toBe('dealing');
    refuses(f, 1, 1, value(1), 'contribution-round');
  });

  it('once the deal started, and after the game: contribution-late', () => {
    let r = refill(contribute(og, dealing(), 0, 1, value(1), 500));
    r = refill(contribute(og, r, 1, 1, value(2), 600));
    expect(r.phase).toBe('dealing');
    r = refill(contribute(og, r, 2, 1, value(3), 700)); // Clara, from a page not connected (yet)
    expect(r.phase).toBe('playing');
    expect(r.fair?.contributions).toEqual([value(1), value(2), value(3)]);
    refuses(r, 2, 1, value(4), 'contribution-late');
    refuses(r, 0, 1, value(4), 'contribution-late');
    refuses(r, 0, 2, value(3), 'contribution-early'); // the next deal's commitment is not out yet
    // Dealt at `until` without the ones still missing.
    let late = dealing();
    late = refill(contribute(og, late, 0, 1, value(1), 500));
    expect(refill(runDue(og, late, late.fair!.until! - 1)).phase).toBe('dealing');
    late = refill(runDue(og, late, late.fair!.until!));
    expect(late.phase).toBe('playing');
    expect(missingContributions(late.fair!)).toEqual([1, 2]);
    refuses(late, 1, 1, value(2), 'contribution-late');
    // After the game (abandoned by the vote): still late for that round, early for the next.
    let g = late;
    g = refill(runDue(og, g, g.turn!.at));
    const voter = voters(g, g.vote!.seat)[0]!;
    g = refill(castVote(og, g, voter, 'new', g.v, g.vote!.at - 1));
    if (g.vote) g = refill(castVote(og, g, voters(g, g.vote.seat).find((s) => s !== voter)!, 'new', g.v, g.vote.at - 1));
    expect(g.phase).toBe('waiting');
    expect(g.fair?.revealed).toBe(true);
    refuses(g, voter, 1, value(2), 'contribution-late');
    refuses(g, voter, 2, value(2), 'contribution-early');
  });
});
