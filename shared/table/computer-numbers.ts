/**
 * One rule for how a table numbers its computers: the computers still playing, counted in
 * seat order from 1 (a person's seat and a seat a computer took over count 0). The online
 * table's seat names and a replay record's names both use it, so they never disagree.
 */
export function computerNumbers(seats: readonly { kind: string; left: boolean }[]): number[] {
  let n = 0;
  return seats.map((s) => (s.kind === 'bot' && !s.left ? ++n : 0));
}
