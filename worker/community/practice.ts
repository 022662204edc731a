import { PRACTICE_COUNTERS, type PracticeBody, type PracticeGame } from '../../shared/community/practice';

/** The account's practice record: counters per game. */
export type Practice = Record<PracticeGame, Record<string, number>>;

export async function readPractice(db: D1Database, userId: string): Promise<Practice> {
	const rows = await db.prepare('SELECT game, counter, value FROM practice WHERE user_id = ?').bind(userId).all<{ game: string; counter: string; value: number }>();
	const out = Object.fromEntries(Object.entries(PRACTICE_COUNTERS).map(([g, names]) => [g, Object.fromEntries(names.map((n) => [n, 0]))])) as Practice;
	for (const r of rows.results) {
		const game = out[r.game as PracticeGame];
		if (game && r.counter in game) game[r.counter] = r.value;
	}
	return out;
}

/** Adds one finished practice game; false when that game id was counted before. */
export async function recordPractice(db: D1Database, userId: string, b: PracticeBody): Promise<boolean> {
	const add = db.prepare(
		`INSERT INTO practice (user_id, game, counter, value) VALUES (?1, ?2, ?3, ?4)
		 ON CONFLICT (user_id, game, counter) DO UPDATE SET value = value + excluded.value`,
	);
	try {
		// One transaction: the game id's row fails the batch when the game was sent before.
		await db.batch([
			db.prepare('INSERT INTO practice_games (user_id, game_id) VALUES (?, ?)').bind(userId, `${b.game}:${b.id}`),
			...Object.entries(b.add).map(([k, n]) => add.bind(userId, b.game, k, n)),
		]);
		return true;
	} catch (e) {
		if (/UNIQUE constraint failed: practice_games/.test(String(e))) return false;
		throw e;
	}
}
