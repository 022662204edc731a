/**
 * What a finished online game is worth to the people who played it. Pure; the worker
 * stores what this returns, with the rule version, and never recomputes it.
 *
 * Only games against people count: at least two people must have been dealt in. The
 * computer (filled seats, or a seat it took over) is left out of the ranking, so beating
 * it earns nothing. Among the people: 10 points for first place, 4 for second when at
 * least three people played, 1 for taking part. Someone who left mid-game (the computer
 * took over) has lost: they get no points and are not credited a win.
 */

export const SCORING_RULE_VERSION = 1;

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
  /** The identities of the other people at the table (guests included). */
  opponents: string[];
}

export const userIdOf = (identity: string | null): string | null => (identity?.startsWith('u:') ? identity.slice(2) : null);

/** The credits for the accounts among the people; empty when the game does not count. */
export function creditsFor(game: FinishedGame): Credit[] {
  const people = game.seats.filter((s) => s.person);
  if (people.length < 2) return [];
  const stayed = people.filter((s) => !s.left);
  return people.flatMap((s): Credit[] => {
    const userId = userIdOf(s.identity);
    if (!userId) return [];
    const opponents = people.filter((o) => o !== s && o.identity !== null).map((o) => o.identity as string);
    if (s.left) return [{ userId, place: stayed.length + 1, points: 0, won: false, left: true, opponents }];
    // Competition ranking among the people who stayed: ties share a place.
    const place = 1 + stayed.filter((o) => o.place < s.place).length;
    const won = place === 1 && !game.drawn;
    const points = won ? POINTS.win : place === 2 && !game.drawn && people.length >= 3 ? POINTS.second : POINTS.played;
    return [{ userId, place, points, won, left: false, opponents }];
  });
}
