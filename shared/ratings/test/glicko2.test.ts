import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_RATING, PROVISIONAL_RD, TAU, glicko2, isProvisional, type Rating } from '../glicko2';
import { rateGame, shown, type RatedSeat } from '../rate-game';

// The ranges the issue asks the formula to survive: far wider than real players drift.
const ratingArb = fc.double({ min: 500, max: 3000, noNaN: true });
const rdArb = fc.double({ min: 30, max: 350, noNaN: true });
const volArb = fc.double({ min: 0.03, max: 0.1, noNaN: true });
const playerArb = fc.record({ rating: ratingArb, rd: rdArb, vol: volArb });
const scoreArb = fc.constantFrom(0, 0.5, 1);

const finite = (r: Rating) =>
  Number.isFinite(r.rating) && Number.isFinite(r.rd) && Number.isFinite(r.vol) && r.rd > 0 && r.rd <= 350 && r.vol > 0;

describe('glicko2', () => {
  it("Glickman's worked example (2013): 1500/200/0.06 → r' 1464.06, RD' 151.52, σ' 0.05999", () => {
    const after = glicko2({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 }
    ], 0.5);
    // The paper rounds every intermediate step (μ' = −0.2069 gives 1464.06); carried at full
    // precision the same steps give 1464.0507, hence a tolerance of a hundredth.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.vol - 0.05999)).toBeLessThan(0.00001);
  });

  it('constants: the defaults of the paper, τ 0.5, "?" from deviation 110 up', () => {
    expect(NEW_RATING).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(TAU).toBe(0.5);
    expect(PROVISIONAL_RD).toBe(110);
    expect(isProvisional(NEW_RATING)).toBe(true);
    expect(isProvisional({ ...NEW_RATING, rd: 110 })).toBe(true);
    expect(isProvisional({ ...NEW_RATING, rd: 109.9 })).toBe(false);
  });

  it('no results: rating and volatility unchanged, deviation grows, never past 350', () => {
    fc.assert(
      fc.property(playerArb, (p) => {
        const after = glicko2(p, []);
        expect(after.rating).toBe(p.rating);
        expect(after.vol).toBe(p.vol);
        expect(after.rd).toBeGreaterThanOrEqual(p.rd);
        if (p.rd < 349) expect(after.rd).toBeGreaterThan(p.rd);
        expect(after.rd).toBeLessThanOrEqual(350);
      })
    );
    expect(glicko2(NEW_RATING, []).rd).toBe(350);
  });

  it('a win never lowers a rating, a loss never raises it', () => {
    fc.assert(
      fc.property(playerArb, playerArb, (p, o) => {
        expect(glicko2(p, [{ opponent: o, score: 1 }]).rating).toBeGreaterThanOrEqual(p.rating);
        expect(glicko2(p, [{ opponent: o, score: 0 }]).rating).toBeLessThanOrEqual(p.rating);
      }),
      { numRuns: 500 }
    );
  });

  it('a draw between equal ratings leaves the rating as it was, whatever the deviations', () => {
    fc.assert(
      fc.property(playerArb, rdArb, volArb, (p, rd, vol) => {
        expect(glicko2(p, [{ opponent: { rating: p.rating, rd, vol }, score: 0.5 }]).rating).toBe(p.rating);
      })
    );
  });

  it('the deviation shrinks after a game for typical values', () => {
    // "Typical": not yet near the floor, an opponent within 400 points. With one game per
    // period the deviation does not shrink forever: step 6 adds σ² every period, so with
    // σ 0.06 it settles near 60 (and a player at RD 80 facing an RD-350 stranger 400 points
    // away can gain a few hundredths). Below 90 is established territory anyway (< 110).
    fc.assert(
      fc.property(
        fc.double({ min: 90, max: 350, noNaN: true }),
        fc.double({ min: 0.04, max: 0.07, noNaN: true }),
        fc.double({ min: -400, max: 400, noNaN: true }),
        fc.double({ min: 30, max: 200, noNaN: true }),
        scoreArb,
        (rd, vol, diff, opponentRd, score) => {
          const p = { rating: 1500, rd, vol };
          const after = glicko2(p, [{ opponent: { rating: 1500 + diff, rd: opponentRd, vol: 0.06 }, score }]);
          expect(after.rd).toBeLessThan(rd);
        }
      ),
      { numRuns: 1000 }
    );
  });

  it('never NaN or out of range: RD 30–350, rating 500–3000, vol 0.03–0.1, up to three opponents', () => {
    fc.assert(
      fc.property(
        playerArb,
        fc.array(fc.record({ opponent: playerArb, score: scoreArb }), { minLength: 0, maxLength: 3 }),
        fc.double({ min: 0.3, max: 1.2, noNaN: true }),
        (p, results, tau) => {
          expect(finite(glicko2(p, results))).toBe(true);
          expect(finite(glicko2(p, results, tau))).toBe(true);
        }
      ),
      { numRuns: 1000 }
    );
  });
});

describe('rateGame', () => {
  const seat = (userId: string, place: number, before: Rating = NEW_RATING): RatedSeat => ({ userId, place, before });
  const after = (changes: ReturnType<typeof rateGame>, id: string) => changes.find((c) => c.userId === id)!.after;

  it('two seats: the winner gains what the loser drops, before is kept as given', () => {
    const b = { rating: 1620, rd: 80, vol: 0.06 };
    const changes = rateGame([seat('u:a', 2), seat('u:b', 1, b)]);
    expect(changes.map((c) => c.userId)).toEqual(['u:a', 'u:b']);
    expect(changes[1]!.before).toBe(b);
    expect(after(changes, 'u:b').rating).toBeGreaterThan(1620);
    expect(after(changes, 'u:a').rating).toBeLessThan(1500);
    // The same as one period with one result each.
    expect(after(changes, 'u:a')).toEqual(glicko2(NEW_RATING, [{ opponent: b, score: 0 }]));
  });

  it('two seats, equal places: a draw', () => {
    const changes = rateGame([seat('u:a', 1), seat('u:b', 1)]);
    expect(changes.map((c) => c.after.rating)).toEqual([1500, 1500]);
    expect(changes.every((c) => c.after.rd < 350)).toBe(true);
  });

  it('two accounts, equal deviations and volatilities: the changes cancel', () => {
    // Why: E_a + E_b = 1 and s_a + s_b = 1, so the two s − E are opposite; v depends on
    // E(1 − E) and σ' on Δ², the same for both, hence equal φ'. The changes are opposite up to
    // floating-point rounding, far inside the 0.5.
    fc.assert(
      fc.property(ratingArb, ratingArb, rdArb, volArb, fc.constantFrom(1, 2), fc.constantFrom(1, 2), (ra, rb, rd, vol, pa, pb) => {
        const [a, b] = rateGame([seat('u:a', pa, { rating: ra, rd, vol }), seat('u:b', pb, { rating: rb, rd, vol })]);
        const sum = a!.after.rating - ra + (b!.after.rating - rb);
        expect(Math.abs(sum)).toBeLessThan(1e-6);
      }),
      { numRuns: 500 }
    );
  });

  it('three seats, places 1, 2, 3: every pair a result, all rated against ratings before the game', () => {
    const changes = rateGame([seat('u:c', 3), seat('u:a', 1), seat('u:b', 2)]);
    expect(after(changes, 'u:a').rating).toBeGreaterThan(1500);
    expect(after(changes, 'u:c').rating).toBeLessThan(1500);
    // Among equals, one win and one loss cancel.
    expect(after(changes, 'u:b').rating).toBe(1500);
    expect(after(changes, 'u:a')).toEqual(glicko2(NEW_RATING, [{ opponent: NEW_RATING, score: 1 }, { opponent: NEW_RATING, score: 1 }]));
  });

  it('four seats with a tie: tied seats draw with each other; the order of seats does not matter', () => {
    const r = (rating: number, rd = 120): Rating => ({ rating, rd, vol: 0.06 });
    const seats = [seat('u:a', 1, r(1400)), seat('u:b', 2, r(1700, 60)), seat('u:c', 2, r(1550, 200)), seat('u:d', 4, r(1500))];
    const changes = rateGame(seats);
    expect(after(changes, 'u:b')).toEqual(
      glicko2(r(1700, 60), [
        { opponent: r(1400), score: 0 },
        { opponent: r(1550, 200), score: 0.5 },
        { opponent: r(1500), score: 1 }
      ])
    );
    const reversed = rateGame([...seats].reverse());
    for (const c of changes) expect(after(reversed, c.userId)).toEqual(c.after);
  });

  it('fewer than two seats, or one account twice: no changes', () => {
    expect(rateGame([])).toEqual([]);
    expect(rateGame([seat('u:a', 1)])).toEqual([]);
    expect(rateGame([seat('u:a', 1), seat('u:a', 2)])).toEqual([]);
  });

  it('each userId appears once, in the order of the seats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom('u:a', 'u:b', 'u:c', 'u:d', 'u:e'), place: fc.integer({ min: 1, max: 4 }) }), { maxLength: 6 }),
        (rows) => {
          const ids = rateGame(rows.map((x) => seat(x.id, x.place))).map((c) => c.userId);
          const unique = [...new Set(rows.map((x) => x.id))];
          expect(ids).toEqual(unique.length < 2 ? [] : unique);
        }
      )
    );
  });

  it('shown: the rating rounded to an integer', () => {
    expect(shown({ rating: 1464.0507, rd: 151.5, vol: 0.06 })).toBe(1464);
    expect(shown({ rating: 1499.5, rd: 50, vol: 0.06 })).toBe(1500);
    expect(shown(NEW_RATING)).toBe(1500);
  });
});
