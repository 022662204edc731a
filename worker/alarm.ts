/** The earliest of the times given, or null when none is set. */
export function earliest(...times: (number | null | undefined)[]): number | null {
	const set = times.filter((t): t is number => t !== null && t !== undefined);
	return set.length === 0 ? null : Math.min(...set);
}

/**
 * Keeps an object's one alarm at or before the earliest deadline. Most moves only push the
 * 90 s deadline later; the alarm then stays where it is, fires early, finds nothing due and
 * is aimed again (see TableDO.alarm), which is far cheaper than rewriting it on every move.
 * An alarm left behind by vanished deadlines just wakes the object once for nothing.
 */
export class AlarmAim {
	/** When the alarm is set for as far as this instance knows (undefined: not known since waking). */
	private at: number | null | undefined = undefined;

	constructor(
		private readonly storage: Pick<DurableObjectStorage, 'setAlarm'>,
		/** The earliest deadline now, or null when nothing is due. */
		private readonly due: () => number | null,
	) {}

	/** The alarm is spent (it is running): the next aim sets it, wherever it points. */
	spent(): void {
		this.at = null;
	}

	aim(): void {
		const due = this.due();
		if (due === null) return;
		if (this.at !== undefined && this.at !== null && this.at <= due) return;
		this.at = due;
		void this.storage.setAlarm(due);
	}
}
