/**
 * `npm run bench:board [-- --players 100000 --results 1000000 --reads 300]`: the weekly
 * leaderboard against a full local D1 (the same SQLite workerd runs for `npm start`, reached
 * through wrangler's platform proxy). Seeds players, finished games and their results with
 * the rollups recordGame keeps, then reads the weekly board as the API does, for viewers
 * anywhere in the ranking: first straight through the local proxy, then as the page asks for
 * it, `GET /api/leaderboard/week` with a logged-in viewer's cookie against `wrangler dev` on
 * that database. Prints one JSON figure per line ({"name","value","unit"}), like
 * `npm run bench`: `weekly_http_ms` is the page's request (session lookup included),
 * `weekly_read_ms` the board's reads through the proxy, `weekly_sql_ms` D1's own time. The database lives in a temporary folder and is deleted afterwards.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import { periodKeys } from '../shared/community/periods';
import { SESSION_COOKIE, sessionId } from '../worker/auth/lookup';
import { readBoard } from '../worker/community/board';
import type { Figure } from './bench/types';
import { ensureBuild } from './ensure-build';
import { ROOT, startDevServer } from './lib/dev-server';
import { quantile } from './lib/stats';

const { values } = parseArgs({
	options: {
		players: { type: 'string', default: '100000' },
		results: { type: 'string', default: '1000000' },
		reads: { type: 'string', default: '300' },
	},
});
const PLAYERS = Number(values.players);
const RESULTS = Number(values.results);
const READS = Number(values.reads);
const WEEKS = 52;

const emit = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name: `board.${name}`, value, unit } satisfies Figure));

/** A series 1..n as a SQL subquery. */
const series = (n: number) => `(WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < ${n}) SELECT x FROM s)`;

/** The viewer of read i: players spread over the whole ranking (many without a game this week). */
const viewerOf = (i: number): string => `p${1 + (((i * 2654435761) >>> 0) % PLAYERS)}`;

async function main(): Promise<void> {
	ensureBuild(ROOT);
	const persist = mkdtempSync(join(tmpdir(), 'kartentisch-board-'));
	try {
		const cookies = await seedAndRead(persist);
		await overHttp(persist, cookies);
	} finally {
		rmSync(persist, { recursive: true, force: true });
	}
}

/** Seeds the database, measures reads through the proxy; returns a session cookie per viewer. */
async function seedAndRead(persist: string): Promise<string[]> {
	// The proxy takes the "v3" folder itself; wrangler dev --persist-to its parent.
	const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(persist, 'v3') } });
	try {
		const db = proxy.env.DB;
		for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
			// D1's exec takes one statement per line.
			const sql = readFileSync(join('migrations', file), 'utf8').replace(/--[^\n]*/g, '');
			for (const stmt of sql.split(';').map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)) await db.prepare(stmt).run();
		}
		const now = Date.now();
		const t0 = performance.now();
		// Players, and two results per game: one wins (10), one takes part (1). Game x is played
		// `x % WEEKS` weeks ago, so this week holds about 1/52 of the history.
		await db.prepare(`INSERT INTO users (id, name, name_key, password_hash, salt, iterations, created_at) SELECT 'p' || x, 'Spieler ' || x, 'spieler ' || x, '', '', 1, 0 FROM ${series(PLAYERS)}`).run();
		const games = Math.floor(RESULTS / 2);
		const week = 7 * 24 * 3600_000;
		await db
			.prepare(`INSERT INTO games_played (id, game, ended_at, rule_version, seats) SELECT 'g' || x, 'maumau', ?1 - (x % ${WEEKS}) * ?2, 1, '[]' FROM ${series(games)}`)
			.bind(now, week)
			.run();
		const seat = (expr: string, place: number, points: number) =>
			db
				.prepare(
					`INSERT OR IGNORE INTO results (game_id, user_id, place, points, won, left_game, ended_at, rule_version)
					 SELECT 'g' || x, 'p' || (1 + ${expr} % ${PLAYERS}), ${place}, ${points}, ${place === 1 ? 1 : 0}, 0, ?1 - (x % ${WEEKS}) * ?2, 1 FROM ${series(games)}`,
				)
				.bind(now, week)
				.run();
		// A product of two uniform numbers: a few players play very often, most now and then,
		// so scores spread the way real boards do.
		const skewed = `((abs(random()) % 1000) * (abs(random()) % 1000) / ${Math.max(1, Math.round(1e6 / PLAYERS))})`;
		await seat(skewed, 1, 10);
		// A player drawn twice for one game keeps the win (the second row is skipped).
		await seat(skewed, 2, 1);
		// The weekly rollups recordGame would have kept: one period per week of history.
		const weekKey = (w: number) => periodKeys(now - w * week).week;
		// D1 allows no temporary tables: a scratch table, dropped below.
		await db.prepare('CREATE TABLE bench_weeks (w INTEGER PRIMARY KEY, period TEXT)').run();
		const addWeek = db.prepare('INSERT INTO bench_weeks (w, period) VALUES (?, ?)');
		await db.batch(Array.from({ length: WEEKS }, (_, w) => addWeek.bind(w, weekKey(w))));
		await db
			.prepare(
				`INSERT INTO board (period, user_id, points, games, wins)
				 SELECT k.period, r.user_id, SUM(r.points), COUNT(*), SUM(r.won) FROM results r
				 JOIN bench_weeks k ON k.w = CAST(ROUND((?1 - r.ended_at) / ?2) AS INTEGER)
				 GROUP BY k.period, r.user_id`,
			)
			.bind(now, week)
			.run();
		await db.prepare('DROP TABLE bench_weeks').run();
		await db.prepare('INSERT INTO board_scores (period, points, players) SELECT period, points, COUNT(*) FROM board GROUP BY period, points').run();
		const seedS = (performance.now() - t0) / 1000;
		const count = async (table: string) => ((await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0);
		const thisWeek = periodKeys(now).week;
		const weekPlayers = (await db.prepare('SELECT COUNT(*) AS n FROM board WHERE period = ?').bind(thisWeek).first<{ n: number }>())?.n ?? 0;

		const ms: number[] = [];
		const sql: number[] = [];
		const rows: number[] = [];
		for (let i = 0; i < READS; i++) {
			const viewer = viewerOf(i);
			const t = performance.now();
			const read = await readBoard(db, 'week', now, viewer);
			ms.push(performance.now() - t);
			sql.push(read.sqlMs);
			rows.push(read.rowsRead);
		}
		emit('players', await count('users'), 'count');
		emit('results', await count('results'), 'count');
		emit('board_rows', await count('board'), 'count');
		emit('week_players', weekPlayers, 'count');
		emit('seed_s', Number(seedS.toFixed(1)), 's');
		emit('weekly_read_ms_p50', Number(quantile(ms, 0.5).toFixed(2)), 'ms');
		emit('weekly_read_ms_p95', Number(quantile(ms, 0.95).toFixed(2)), 'ms');
		emit('weekly_sql_ms_p50', Number(quantile(sql, 0.5).toFixed(3)), 'ms');
		emit('weekly_sql_ms_p95', Number(quantile(sql, 0.95).toFixed(3)), 'ms');
		emit('weekly_rows_read_p50', quantile(rows, 0.5), 'rows');
		emit('weekly_rows_read_max', Math.max(...rows), 'rows');

		const tokens = Array.from({ length: READS }, (_, i) => `bench${String(i).padStart(38, '0')}`);
		const addSession = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
		await db.batch(await Promise.all(tokens.map(async (t, i) => addSession.bind(await sessionId(t), viewerOf(i), now, now + 3600_000))));
		return tokens;
	} finally {
		await proxy.dispose();
	}
}

/** The board as the page fetches it, one logged-in viewer after another. */
async function overHttp(persist: string, tokens: string[]): Promise<void> {
	const server = await startDevServer(persist);
	try {
		const ms: number[] = [];
		for (const token of tokens) {
			const t = performance.now();
			const res = await fetch(`${server.baseURL}/api/leaderboard/week`, { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
			const body = (await res.json()) as { board?: { rows: unknown[] } };
			ms.push(performance.now() - t);
			if (!res.ok || !body.board) throw new Error(`leaderboard answered ${res.status}:\n${server.log()}`);
		}
		emit('weekly_http_ms_p50', Number(quantile(ms, 0.5).toFixed(2)), 'ms');
		emit('weekly_http_ms_p95', Number(quantile(ms, 0.95).toFixed(2)), 'ms');
	} finally {
		await server.stop();
	}
}

await main();
