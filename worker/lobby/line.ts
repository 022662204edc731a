/** Runs tasks one after another, in arrival order, even while they await; one that fails does not stop the next. */
export class Line {
	private last: Promise<unknown> = Promise.resolve();

	run<T>(fn: () => Promise<T>): Promise<T> {
		const run = this.last.then(fn, fn);
		this.last = run.catch(() => undefined);
		return run;
	}
}
