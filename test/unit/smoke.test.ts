import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

// Placeholder unit test: proves the plain-Node unit setup (vitest, fast-check, valibot).
describe('unit setup', () => {
	it('runs property tests with fast-check and validates with valibot', () => {
		const Schema = v.object({ seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)) });
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 3 }), (seat) => v.is(Schema, { seat })),
			{ seed: 42 }
		);
		expect(v.is(Schema, { seat: 4 })).toBe(false);
	});
});
