// `npm run load -- --game maumau --tables N --seats K [--url http://127.0.0.1:8787]
//                  [--seconds 20] [--think-ms 0] [--deflate] [--serve [--inspector]]`
// Real WebSocket clients against a running server (`npm start`): N private tables of K
// people each, every person a scripted client that plays its own turns with the Mittel
// bot, deciding from its own view only. Games follow each other ("again") until the time
// is up. Loopback only. The last line printed is one JSON object:
//   {"game","tables","seats","moves","errors","moves_per_s","rtt_p50_ms","rtt_p90_ms","rtt_p99_ms","rtt_max_ms","bytes_per_move",
//    "generator_cpu_ms_per_move","server_cpu_ms_per_move" (with --serve),...}
// rtt: from sending a move until the mover holds the version it produced.
// deal_wait: from a seat hearing a deal's `hash` (and sending its contribution at once, as the
// page does) until it holds the dealt cards (docs/protocol.md, "A deal nobody can choose").
// fairness_bytes_per_deal: hash, contribute, contributed and reveal, both ways, all sockets.
// late_contributions: refused as late (the table had dealt without them after 2 s): not errors.
// bytes_per_move: WebSocket payload bytes, both directions, all sockets, per accepted move.
// errors: error messages, patches that did not fit, refused joins, sockets that dropped.
// flood_closed: sockets the server closed for sending faster than a person could (1008).
// --serve: instead of --url, a `wrangler dev` of its own on fresh state in memory (/dev/shm):
// this machine's disk (one flush per move) halved the moves per second, and state left by
// earlier runs on it slowed each next run, so runs one after another were not comparable.
// It runs without the DevTools inspector (scripts/lib/quiet-dev-server.ts says why);
// --inspector starts it exactly as `npm start` does, inspector included.
// --deflate: the sockets ask for permessage-deflate as browsers do. Without it they do not:
// under `wrangler dev` the proxy in front of the worker accepts it, and its compressing and
// the clients' inflating cost about a third of the moves per second at 200 tables (README),
// work that is not the table's, and the inflating is each person's own device's.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { Rng } from '../shared/engine/rng';
import { onlineGame } from '../shared/games/online';
import { wireCodecOf } from '../shared/games/wire';
import { applyPatch, patchFrom, type PatchOp } from '../shared/protocol/patch';
import { newContribution } from '../shared/table/fairness';
import { expandPayload, type WirePayload } from '../shared/table/wire';
import { ensureBuild } from './ensure-build';
import { migrateLocal, startDevServer, startQuietDevServer, type DevServer } from './lib/dev-server';
import { cpuSpent, groupCpuMs } from './lib/process-cpu';
import { quantile } from './lib/stats';

const { values } = parseArgs({
	options: {
		game: { type: 'string', default: 'maumau' },
		tables: { type: 'string', default: '1' },
		seats: { type: 'string', default: '4' },
		url: { type: 'string', default: 'http://127.0.0.1:8787' },
		seconds: { type: 'string', default: '20' },
		'think-ms': { type: 'string', default: '0' },
		deflate: { type: 'boolean', default: false },
		serve: { type: 'boolean', default: false },
		inspector: { type: 'boolean', default: false }
	}
});

const game = values.game;
const tables = Math.max(1, Math.min(500, Number(values.tables)));
const seats = Number(values.seats);
const seconds = Math.max(1, Math.min(300, Number(values.seconds)));
const thinkMs = Math.max(0, Number(values['think-ms']));
const deflate = values.deflate;
const og = onlineGame(game);
if (!og || !og.sizes.includes(seats)) {
	console.error(`load: ${game} is not played online with ${seats}`);
	process.exit(2);
}
const bot = og.bots[og.defaultBot]!;
if (!values.serve && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(values.url).hostname)) {
	console.error('load: loopback servers only');
	process.exit(2);
}
let server: DevServer | null = null;
let stateDir = '';
if (values.serve) {
	ensureBuild();
	stateDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'kartentisch-load-'));
	migrateLocal(stateDir);
	server = values.inspector ? await startDevServer(stateDir) : await startQuietDevServer(stateDir);
}
const base = new URL(server?.baseURL ?? values.url);

/** The payload as it travels (shared/table/wire.ts): patches apply to this form. */
interface State {
	v: number;
	phase: string;
	view: { turn: number | null } | null;
	[k: string]: unknown;
}

const stats = { moves: 0, errors: 0, floodClosed: 0, bytes: 0, rtts: [] as number[], games: 0, dealWaits: [] as number[], deals: 0, fairBytes: 0, lateContributions: 0 };
const FAIRNESS = new Set(['hash', 'contribute', 'contributed', 'reveal']);
/** Players act only between the start and this moment. */
let stopAt = 0;
const errorSamples: string[] = [];

function fail(what: string): void {
	stats.errors++;
	if (errorSamples.length < 5) errorSamples.push(what);
}

/**
 * Each simulated person comes from an address of their own (a documentation range; locally the
 * server takes the header as given, Cloudflare would set it), so the per-address limits see
 * many people, as they would in real life. POSTs name our own origin like a page does.
 */
async function post(path: string, body: unknown, person: number): Promise<Record<string, unknown>> {
	const headers = { 'content-type': 'application/json', Origin: new URL(base).origin, 'CF-Connecting-IP': `10.${(person >> 16) & 255}.${(person >> 8) & 255}.${person & 255}` };
	const res = await fetch(new URL(path, base), { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
	const json = (await res.json()) as Record<string, unknown>;
	if (json.status !== 'seated') throw new Error(`join refused: ${res.status} ${JSON.stringify(json)}`);
	return json;
}

/** One person at one table. */
class Player {
	private state: State | null = null;
	private ws!: WebSocket;
	private sentAt = 0;
	private sentV = -1;
	private thinking = false;
	private againV = -1;
	/** When this seat heard the hash of the deal it waits for. */
	private hashAt: { round: number; at: number } | null = null;
	private readonly rng: Rng;

	constructor(private readonly table: string, private readonly token: string, readonly seat: number) {
		this.rng = new Rng(`${table}:${seat}`);
	}

	open(): Promise<void> {
		const url = new URL(`/ws/table/${this.table}?token=${this.token}`, base);
		url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
		return new Promise((resolve, reject) => {
			this.ws = new WebSocket(url.toString(), { perMessageDeflate: deflate });
			this.ws.addEventListener('open', () => resolve());
			this.ws.addEventListener('error', () => reject(new Error('socket error')));
			this.ws.addEventListener('close', (e) => {
				if (stopAt !== 0 && Date.now() >= stopAt) return;
				// The server's limit on frames per socket (FLOOD_FRAMES): with no think time a seat can outpace any person.
				if (e.code === 1008) stats.floodClosed++;
				else fail(`seat ${this.seat}: socket closed (${e.code})`);
			});
			this.ws.addEventListener('message', (e) => this.receive(String(e.data)));
		});
	}

	private send(msg: { type: string; [k: string]: unknown }): void {
		const text = JSON.stringify(msg);
		stats.bytes += Buffer.byteLength(text);
		if (FAIRNESS.has(msg.type)) stats.fairBytes += Buffer.byteLength(text);
		this.ws.send(text);
	}

	private receive(text: string): void {
		stats.bytes += Buffer.byteLength(text);
		const msg = JSON.parse(text) as { type: string; v: number; from?: number; ops: PatchOp[]; code?: string; round?: number; contribute?: true };
		if (FAIRNESS.has(msg.type)) stats.fairBytes += Buffer.byteLength(text);
		// A contribution that came after the table dealt without it (its 2 s ran out): the deal goes on, the proof names the seat.
		if (msg.type === 'error' && msg.code === 'contribution-late') return void stats.lateContributions++;
		if (msg.type === 'error') return fail(`seat ${this.seat}: ${text}`);
		if (msg.type === 'hash' && msg.contribute && msg.round !== undefined) {
			this.hashAt = { round: msg.round, at: performance.now() };
			if (this.seat === 0) stats.deals++;
			this.send({ type: 'contribute', round: msg.round, value: newContribution() });
		}
		if (msg.type === 'state') this.state = msg as unknown as State;
		if (msg.type === 'patch') {
			if (!this.state || this.state.v !== patchFrom(msg)) return fail(`seat ${this.seat}: patch from ${patchFrom(msg)} on ${this.state?.v}`);
			this.state = { ...applyPatch(this.state, msg.ops), v: msg.v };
		}
		if (this.hashAt && this.state?.phase === 'playing' && this.state.round === this.hashAt.round) {
			if (stopAt === 0 || Date.now() < stopAt) stats.dealWaits.push(performance.now() - this.hashAt.at);
			this.hashAt = null;
		}
		if (this.state && this.sentV >= 0 && this.state.v > this.sentV) {
			stats.rtts.push(performance.now() - this.sentAt);
			stats.moves++;
			this.sentV = -1;
		}
		this.act();
	}

	private act(): void {
		const s = this.state;
		if (!s || this.sentV >= 0 || this.thinking || Date.now() >= stopAt) return;
		if (s.phase === 'over' && this.seat === 0 && this.againV !== s.v) {
			this.againV = s.v;
			stats.games++;
			this.send({ type: 'again', v: s.v });
			return;
		}
		if (s.phase !== 'playing' || s.view?.turn !== this.seat) return;
		// Expanded only when this seat is to move (the generator shares the cores with the server).
		const full = expandPayload(wireCodecOf(s.view), s as unknown as WirePayload);
		if (full.legal.length === 0) return;
		const move = bot.decide(full.view, full.legal, this.rng);
		if (!move) return;
		const v = s.v;
		const go = () => {
			this.thinking = false;
			if (this.state?.v !== v) return this.act();
			if (Date.now() >= stopAt) return;
			this.sentV = v;
			this.sentAt = performance.now();
			this.send({ type: 'move', v, move });
		};
		if (thinkMs === 0) return go();
		this.thinking = true;
		setTimeout(go, thinkMs * (0.5 + this.rng.float()));
	}

	start(): void {
		this.act();
	}

	close(): void {
		this.ws.close(1000, 'done');
	}
}

async function openTable(i: number): Promise<Player[]> {
	const first = await post('/api/tables', { game, size: seats, name: `Last ${i}`, private: true }, i * seats);
	const id = String(first.table);
	const tokens = [String(first.token)];
	for (let s = 1; s < seats; s++) tokens.push(String((await post(`/api/tables/${id}/join`, { name: `Last ${i}-${s}` }, i * seats + s)).token));
	return tokens.map((t, seat) => new Player(id, t, seat));
}

const players: Player[] = [];
for (let i = 0; i < tables; i += 8) {
	const batch = await Promise.all(Array.from({ length: Math.min(8, tables - i) }, (_, j) => openTable(i + j)));
	players.push(...batch.flat());
}
// Everyone connects first; the clock (and the byte count) starts with the first move.
await Promise.all(players.map((p) => p.open()));
await new Promise((r) => setTimeout(r, 500));
// The first deals waited for every socket to open: only the deals after "again" are measured.
Object.assign(stats, { bytes: 0, fairBytes: 0, deals: 0, dealWaits: [] });
const cpuBefore = server && groupCpuMs(server.pid);
const ownBefore = process.cpuUsage();
const started = Date.now();
stopAt = started + seconds * 1000;
for (const p of players) p.start();
await new Promise((r) => setTimeout(r, stopAt - Date.now()));
const elapsed = (Date.now() - started) / 1000;
const cpu = server && cpuBefore && cpuSpent(cpuBefore, groupCpuMs(server.pid));
const own = process.cpuUsage(ownBefore);
// Let replies in flight arrive, then hang up.
await new Promise((r) => setTimeout(r, 300));
for (const p of players) p.close();

const round = (x: number | null, d = 1) => (x === null ? null : Math.round(x * 10 ** d) / 10 ** d);

/**
 * CPU milliseconds per accepted move over the measured seconds: this generator, and with
 * --serve the server's processes by name (two workerd: the worker's and wrangler's proxy in
 * front of it; node: wrangler itself).
 */
function cpuPerMove(): Record<string, unknown> {
	if (stats.moves === 0) return {};
	const perMove = (ms: number) => round(ms / stats.moves, 3);
	const generator = { generator_cpu_ms_per_move: perMove((own.user + own.system) / 1000) };
	if (!cpu) return generator;
	const byName = Object.fromEntries(Object.entries(cpu.byName).map(([name, ms]) => [name, perMove(ms)]));
	return { ...generator, server_cpu_ms_per_move: perMove(cpu.total), server_cpu_by_process: byName };
}
if (errorSamples.length > 0) console.error('first errors:', errorSamples);
console.log(
	JSON.stringify({
		game,
		tables,
		seats,
		moves: stats.moves,
		errors: stats.errors,
		flood_closed: stats.floodClosed,
		moves_per_s: round(stats.moves / elapsed),
		rtt_p50_ms: round(quantile(stats.rtts, 0.5), 2),
		rtt_p90_ms: round(quantile(stats.rtts, 0.9), 2),
		rtt_p99_ms: round(quantile(stats.rtts, 0.99), 2),
		rtt_max_ms: round(stats.rtts.reduce((m, x) => Math.max(m, x), 0), 2),
		deals: stats.deals,
		deal_wait_p50_ms: round(quantile(stats.dealWaits, 0.5), 2),
		deal_wait_p95_ms: round(quantile(stats.dealWaits, 0.95), 2),
		deal_wait_max_ms: round(stats.dealWaits.reduce((m, x) => Math.max(m, x), 0), 2),
		fairness_bytes_per_deal: stats.deals ? Math.round(stats.fairBytes / stats.deals) : null,
		late_contributions: stats.lateContributions,
		bytes_per_move: stats.moves ? Math.round(stats.bytes / stats.moves) : null,
		games: stats.games,
		seconds: round(elapsed),
		think_ms: thinkMs,
		deflate,
		...(server ? { inspector: values.inspector } : {}),
		...cpuPerMove()
	})
);
if (server) {
	await server.stop();
	rmSync(stateDir, { recursive: true, force: true });
}
process.exit(0);
