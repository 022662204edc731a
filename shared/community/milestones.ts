/**
 * The five milestones; a player's level ("Stufe") is the number reached plus one. Once
 * reached, a milestone is stored with the rule version that granted it and never taken away.
 * Each is a threshold on one counter, so the database can check it in the same batch that
 * updates the counters.
 */

export const MILESTONE_RULE_VERSION = 1;

export interface PlayerStats {
  /** Games against people. */
  games: number;
  wins: number;
  /** Different people played against. */
  opponents: number;
}

export interface Milestone {
  id: string;
  stat: keyof PlayerStats;
  atLeast: number;
}

export const MILESTONES = [
  { id: 'first-game', stat: 'games', atLeast: 1 },
  { id: 'first-win', stat: 'wins', atLeast: 1 },
  { id: 'three-people', stat: 'opponents', atLeast: 3 },
  { id: 'five-wins', stat: 'wins', atLeast: 5 },
  { id: 'twentyfive-wins', stat: 'wins', atLeast: 25 },
] as const satisfies readonly Milestone[];

export type MilestoneId = (typeof MILESTONES)[number]['id'];

export const reached = (m: Milestone, s: PlayerStats): boolean => s[m.stat] >= m.atLeast;

export const levelOf = (milestonesReached: number): number => milestonesReached + 1;
