// `npx tsx scripts/abuse-probe.ts [--url http://127.0.0.1:8787] [--hold-seconds 75]`
// What one person with a script gets out of a running server (issue 31), measured from
// outside as an attacker would: run it against the old and the new server side by side.
// Each figure is one JSON line {"name","value","unit"}; the server should be fresh (a
// throw-away state folder), since it opens tables and accounts.
//   queue.*: private Mau-Mau tables for four, each seat's socket opened once and closed, from
//     one address for 60 s; seats it was given, and the guest seats the lobby counts (read 11 s
//     later, the figure's update interval) right after and after --hold-seconds.
//   floods.*: 50 sockets on one guest seat, 55 report frames each; lobby socket frames and
//     lobby sockets per address.
//   names.*: look-alike names registered beside their originals; taken-name answers before a 429.
//   headers.*: the security headers on a page, an API answer and a static file (1 = present).
// Locally the server trusts the CF-Connecting-IP a client sends: that is how one script
// plays one address, or many.
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const { values } = parseArgs({
	options: {
		url: { type: 'string', default: 'http://127.0.0.1:8787' },
		'hold-seconds': { type: 'string', default: '75' },
		only: { type: 'string' },
	},
});
const BASE = values.url;
const ORIGIN = new URL(BASE).origin;
const WS_BASE = BASE.replace(/^http/, 'ws');
const holdSeconds = Number(values['hold-seconds']);
let nextAddress = Math.floor(Math.random() * 200) * 256;
const freshAddress = (): string => `203.0.${(++nextAddress >> 8) & 255}.${nextAddress & 255}`;

const report = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name, value, unit }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(path: string, body: unknown, ip: string): Promise<{ status: number; json: Record<string, unknown> }> {
	const res = await fetch(`${BASE}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
		body: JSON.stringify(body),
	});
	return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Opens a socket, resolves once it got its first message (or null when refused or closed first). */
function openSocket(path: string, ip: string): Promise<WebSocket | null> {
	return new Promise((resolve) => {
		const ws = new WebSocket(`${WS_BASE}${path}`, { headers: { 'CF-Connecting-IP': ip } });
		const done = (v: WebSocket | null) => {
			clearTimeout(timer);
			resolve(v);
		};
		const timer = setTimeout(() => done(null), 5000);
		ws.once('message', () => done(ws));
		ws.once('close', () => done(null));
		ws.once('error', () => done(null));
	});
}

/** The lobby's guest figure, read after its update interval (watchers hear it at most every 10 s). */
async function seatedGuests(): Promise<number> {
	await sleep(11_000);
	const res = await fetch(`${BASE}/api/lobby/maumau/4`);
	const body = (await res.json()) as { guests?: { seated: number } };
	return body.guests?.seated ?? -1;
}

async function queue(): Promise<void> {
	const before = await seatedGuests();
	const ip = freshAddress();
	const end = Date.now() + 60_000;
	let opened = 0;
	let taken = 0;
	while (Date.now() < end) {
		const table = await post('/api/tables', { game: 'maumau', size: 4, name: 'X', private: true }, ip);
		if (table.status !== 200) {
			await sleep(1000);
			continue;
		}
		taken++;
		const id = String(table.json.table);
		const tokens = [String(table.json.token)];
		for (let i = 0; i < 2; i++) {
			const j = await post(`/api/tables/${id}/join`, { name: `X${i}` }, ip);
			if (j.status === 200) {
				taken++;
				tokens.push(String(j.json.token));
			}
		}
		for (const token of tokens) {
			const ws = await openSocket(`/ws/table/${id}?token=${token}`, ip);
			if (ws) {
				opened++;
				ws.close();
			}
		}
	}
	const held = (await seatedGuests()) - before;
	report('queue.seats_taken_60s', taken, 'seats');
	report('queue.seats_one_address_60s', held, 'seats');
	report('queue.sockets_opened_60s', opened, 'sockets');
	await sleep(holdSeconds * 1000);
	report(`queue.seats_held_after_${holdSeconds}s`, (await seatedGuests()) - before, 'seats');
	const newcomer = await post('/api/lobby/maumau/4/join', { name: 'Neu' }, freshAddress());
	report('queue.newcomer_status', newcomer.status, 'http');
}

async function seatFlood(): Promise<void> {
	const ip = freshAddress();
	const table = await post('/api/tables', { game: 'maumau', size: 4, name: 'Flut', private: true }, ip);
	const id = String(table.json.table);
	await post(`/api/tables/${id}/join`, { name: 'Opfer' }, freshAddress());
	const sockets = (await Promise.all(Array.from({ length: 50 }, () => openSocket(`/ws/table/${id}?token=${String(table.json.token)}`, ip)))).filter((w): w is WebSocket => w !== null);
	let answered = 0;
	for (const ws of sockets) {
		ws.on('message', (raw) => {
			if (String(raw).includes('"reported"')) answered++;
		});
	}
	const start = Date.now();
	for (let i = 0; i < 55; i++) for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'report', seat: 1, reason: 'other' }));
	await sleep(Math.max(0, 10_000 - (Date.now() - start)));
	report('floods.seat_sockets_open_after_10s_of_50', sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length, 'sockets');
	report('floods.seat_reports_answered_10s', answered, 'frames');
	for (const ws of sockets) ws.terminate();
}

async function lobbyFlood(): Promise<void> {
	const ws = await openSocket('/ws/lobby/maumau/3', freshAddress());
	let sent = 0;
	if (ws) {
		let open = true;
		ws.on('close', () => (open = false));
		const start = Date.now();
		while (open && sent < 5000 && Date.now() - start < 10_000) {
			ws.send('{}');
			sent++;
			if (sent % 50 === 0) await sleep(5);
		}
		await sleep(500);
		// Frames already on their way when the server closed count as sent.
		report('floods.lobby_frames_sent_before_close_seen', sent, 'frames');
		report('floods.lobby_socket_still_open', open ? 1 : 0, 'bool');
		ws.terminate();
	}
	const ip = freshAddress();
	const socks = await Promise.all(Array.from({ length: 300 }, () => openSocket('/ws/lobby/maumau/3', ip)));
	await sleep(500);
	const accepted = socks.filter((w) => w !== null && w.readyState === WebSocket.OPEN).length;
	report('floods.lobby_sockets_one_address', accepted, 'sockets');
	for (const s of socks) s?.terminate();
}

async function names(): Promise<void> {
	const pairs = [
		['Dave', 'Clave'],
		['Kaspar', 'Ka5par'],
		['Bernd', '8ernd'],
		['Erna', 'Enna'],
		['Uwe', 'iiwe'],
		['Bert', 'ßert'],
	];
	const tag = String(Date.now() % 10000).padStart(4, '0');
	let lookalikes = 0;
	for (const [a, b] of pairs) {
		await post('/api/auth/register', { name: `${a}${tag}`, password: 'geheim-genug-123' }, freshAddress());
		const second = await post('/api/auth/register', { name: `${b}${tag}`, password: 'geheim-genug-123' }, freshAddress());
		if (second.status === 201) lookalikes++;
	}
	report('names.lookalikes_registered_of_6', lookalikes, 'names');
	const ip = freshAddress();
	let taken = 0;
	for (let i = 0; i < 40; i++) {
		const r = await post('/api/auth/register', { name: `Dave${tag}`, password: 'geheim-genug-123' }, ip);
		if (r.status === 409) taken++;
		else break;
	}
	report('names.taken_409_before_429', taken, 'answers');
	let reserved = 0;
	const guestIp = freshAddress();
	for (let i = 0; i < 80; i++) {
		const r = await post('/api/lobby/maumau/4/join', { name: `Dave${tag}` }, guestIp);
		if (r.status === 409) reserved++;
		else break;
	}
	report('names.reserved_409_before_429', reserved, 'answers');
}

function head(path: string, host?: string): Promise<Record<string, string | string[] | undefined>> {
	const url = new URL(path, BASE);
	return new Promise((resolve, reject) => {
		const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers: host ? { Host: host } : {} }, (res) => {
			res.resume();
			resolve(res.headers);
		});
		req.on('error', reject);
		req.end();
	});
}

async function headers(): Promise<void> {
	const wanted = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'strict-transport-security'];
	for (const [what, path] of [
		['page', '/'],
		['api', '/api/health'],
		['static', '/favicon.svg'],
	] as const) {
		const local = await head(path);
		const remote = await head(path, 'kartentisch.example');
		for (const h of wanted) {
			const got = h === 'strict-transport-security' ? remote[h] : local[h];
			report(`headers.${what}.${h}`, got ? 1 : 0, 'present');
		}
	}
}

const parts: Record<string, () => Promise<void>> = { headers, names, lobbyFlood, seatFlood, queue };
for (const [name, run] of Object.entries(parts)) {
	if (values.only && !values.only.split(',').includes(name)) continue;
	await run();
}
