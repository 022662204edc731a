/**
 * How a table numbers its computers ("Computer 1", "Computer 2" …): the seats a computer sits
 * in, in seat order; a person's seat the computer took over keeps the person's name. 0 for
 * every other seat. The online table and its replay record both name seats by this.
 */
export function computerNumbers(seats: readonly { kind: string; left: boolean }[]): number[] {
  let n = 0;
  return seats.map((s) => (s.kind === 'bot' && !s.left ? ++n : 0));
}
