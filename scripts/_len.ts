import { Rng } from '../shared/engine/rng';
import { applyInPlace, dealFromSeed, legalMovesOf } from '../shared/games/maumau/rules';
import { createState } from '../shared/games/maumau/rules';
for (const seats of [2, 3, 4]) {
  const lens: number[] = []; let drawn = 0;
  const rng = new Rng('x');
  for (let g = 0; g < 20000; g++) {
    const s = createState(dealFromSeed(seats, g)); s.log = null;
    let n = 0;
    while (!s.over) { const seat = s.turn!; const l = legalMovesOf(s, seat); applyInPlace(s, seat, l[rng.int(l.length)]!); n++; if (n > 1e6) throw new Error('long'); }
    lens.push(n); if (s.drawnGame) drawn++;
  }
  lens.sort((a, b) => a - b);
  console.log(seats, 'median', lens[10000], 'p99', lens[19800], 'p99.99', lens[19998], 'max', lens[19999], 'drawn', drawn);
}
