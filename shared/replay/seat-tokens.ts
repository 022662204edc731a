import { computerNumbers } from '../table/computer-numbers';

/**
 * Seat names in a replay record that are words of no language, put into the page's words when
 * the round is watched: `you`, `computer:<n>:<level>` (n 0 for the only computer), `player:<n>`
 * (two people at one device). Solo records use all three; online records only the computer's,
 * since people's own names keep to letters, digits, spaces, "_" and "-" (worker/auth/schemas.ts)
 * and so can never look like one.
 */
export const SOLO_YOU = 'you';
export const soloComputer = (n: number, level: string): string => `computer:${n}:${level}`;
export const soloPlayer = (n: number): string => `player:${n}`;
export const isComputerToken = (name: string): boolean => name.startsWith('computer:');

/**
 * An online round's seat names for its record, numbered as the table showed them: people (and
 * a person's seat the computer took over) by their name, the computers as "Computer 1", "Computer 2" …
 */
export function onlineRecordNames(seats: readonly { kind: string; name: string; bot: string | null; left: boolean }[]): string[] {
  const numbers = computerNumbers(seats);
  return seats.map((s, i) => (numbers[i] ? soloComputer(numbers[i], s.bot ?? '') : s.name));
}
