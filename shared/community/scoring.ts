/**
 * What a finished online game is worth to the people who played it. Pure; the worker
 * stores what this returns, with the rule version, and never recomputes it.
 *
 * Only games between people count, so that nobody climbs the board alone (rule version 3):
 * - the accounts of one person count as one (shared/community/linked.ts: used in the same
 *   browser, registered from one address within a day, or at this table from one address):
 *   none of a linked group earns points, places, wins, pair counts or milestones from the
 *   game; the others at the table score among themselves as below;
 * - at least two different accounts, none of them linked, must have been dealt in and each
 *   must have made at least MIN_MOVES moves of its own; guests and the computer count for
 *   nobody's points, places or milestones (one person with a second browser as a guest
 *   earns nothing);
 * - among the accounts: 10 points for first place, 4 for second when at least three
 *   accounts played, 1 for taking part; someone who left mid-game (the computer took
 *   over) has lost: no points, no win;
 * - each pair of accounts earns from at most PAIR_GAMES_PER_DAY games a day (Berlin time),
 *   over all games together, so that switching games does not reopen the tap; the worker
 *   keeps that count (worker/community/record.ts).
 *
 * Every game scores the same way, by place: a Mau-Mau game, a Zwanzig Ab match, one
 * Offiziersskat round. Each counts on the board of all games and on its own game's board.
 */

export const SCORING_RULE_VERSION = 3;

/** Moves an account must have made itself for a game to count for it. */
export const MIN_MOVES = 3;

/** Counted games a day per pair of accounts, all games together. */
export const PAIR_GAMES_PER_DAY = 5;

export const POINTS = { win: 10, second: 4, played: 1 } as const;

export interface FinishedSeat {
  /** "u:<user id>" for accounts, "g:<hash>" for guests, null for the computer. */
  identity: string | null;
  name: string;
  /** A person sat here when the game was dealt. */
  person: boolean;
  /** The person left and the computer finished the game for them. */
  left: boolean;
  /** Place at the table (1 = winner), everyone included. */
  place: number;
  /** Moves the person made themselves (missing in results queued before rule version 2). */
  moves?: number;
  /** The hashed address the person last played from (missing before issue 31). */
  addr?: string;
}

export interface FinishedGame {
  /** Unique per deal: "<table id>:<round>". */
  id: string;
  game: string;
  endedAt: number;
  drawn: boolean;
  seats: FinishedSeat[];
}

export interface Credit {
  userId: string;
  /** 1 = best of the people; leavers after everyone who stayed. */
  place: number;
  points: number;
  won: boolean;
  left: boolean;
  /** The other accounts at the table ("u:<id>"). */
  opponents: string[];
}

export const userIdOf = (identity: string | null): string | null => (identity?.startsWith('u:') ? identity.slice(2) : null);

const counts = (s: FinishedSeat): boolean => s.person && userIdOf(s.identity) !== null && (s.moves ?? MIN_MOVES) >= MIN_MOVES;

/**
 * The credits for the accounts among the people; empty when the game does not count.
 * `linked` are the groups of the table's accounts that are one person (linkedGroups): every
 * account in one of them is left out, and the game counts only if at least two different
 * accounts remain.
 */
export function creditsFor(game: FinishedGame, linked: readonly (readonly string[])[] = []): Credit[] {
  const onePerson = new Set(linked.filter((g) => new Set(g).size >= 2).flat());
  const accounts = game.seats.filter((s) => counts(s) && !onePerson.has(userIdOf(s.identity) as string));
  if (new Set(accounts.map((s) => s.identity)).size < 2) return [];
  const stayed = accounts.filter((s) => !s.left);
  return accounts.map((s): Credit => {
    const userId = userIdOf(s.identity) as string;
    const opponents = [...new Set(accounts.filter((o) => o.identity !== s.identity).map((o) => o.identity as string))];
    if (s.left) return { userId, place: stayed.length + 1, points: 0, won: false, left: true, opponents };
    // Competition ranking among the accounts that stayed: ties share a place.
    const place = 1 + stayed.filter((o) => o.place < s.place).length;
    const won = place === 1 && !game.drawn;
    const points = won ? POINTS.win : place === 2 && !game.drawn && accounts.length >= 3 ? POINTS.second : POINTS.played;
    return { userId, place, points, won, left: false, opponents };
  });
}

/** Every pair of accounts among the credits, each as [smaller id, larger id]. */
export function accountPairs(credits: readonly Credit[]): [string, string][] {
  const ids = [...new Set(credits.map((c) => c.userId))].sort();
  return ids.flatMap((a, i) => ids.slice(i + 1).map((b): [string, string] => [a, b]));
}
