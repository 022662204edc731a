import { describe, expect, it } from 'vitest';
import { AlarmAim, earliest } from '../../worker/alarm';

describe('earliest', () => {
	it('is the smallest time set, or null when none is', () => {
		expect(earliest()).toBeNull();
		expect(earliest(null, undefined)).toBeNull();
		expect(earliest(null, 30)).toBe(30);
		expect(earliest(50, null, 20, undefined)).toBe(20);
		expect(earliest(0, 10)).toBe(0);
	});
});

describe('AlarmAim', () => {
	function aimed(due: () => number | null) {
		const set: number[] = [];
		const aim = new AlarmAim({ setAlarm: async (t: number | Date) => void set.push(Number(t)) }, due);
		return { aim, set };
	}

	it('sets the alarm after waking, then only to move it earlier', () => {
		let due: number | null = 100;
		const { aim, set } = aimed(() => due);
		aim.aim();
		expect(set).toEqual([100]);
		// Later deadlines leave it where it is: it fires early and is aimed again.
		due = 200;
		aim.aim();
		expect(set).toEqual([100]);
		due = 50;
		aim.aim();
		expect(set).toEqual([100, 50]);
	});

	it('leaves the alarm alone while nothing is due', () => {
		const { aim, set } = aimed(() => null);
		aim.aim();
		expect(set).toEqual([]);
	});

	it('sets it again, wherever it points, once the alarm is spent', () => {
		let due = 100;
		const { aim, set } = aimed(() => due);
		aim.aim();
		aim.spent();
		due = 300;
		aim.aim();
		expect(set).toEqual([100, 300]);
	});
});
