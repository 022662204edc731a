// The real server stopped and started again on the same local state: the waiting room and
// the tables carry on from storage (no browser needed, but the same `wrangler dev` as a player).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateLocal, startDevServer, type DevServer } from '../../scripts/lib/dev-server';

const persistTo = mkdtempSync(join(tmpdir(), 'kartentisch-restart-'));
// Short clocks, so the lobby's and the tables' alarms are due across the restart.
const vars = { LOBBY_CONFIG: '{"absentMs":500}', TABLE_CONFIG: '{"claimMs":500}' };
let server: DevServer | null = null;

afterAll(async () => {
	await server?.stop();
	rmSync(persistTo, { recursive: true, force: true });
});

async function api(path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
	const base = server!.baseURL;
	const init: RequestInit = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', Origin: base }, body: JSON.stringify(body) };
	const res = await fetch(`${base}${path}`, init);
	return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('a restart of the server', () => {
	it('keeps every waiting room serving its game and size, between two table openings', { timeout: 120_000 }, async () => {
		migrateLocal(persistTo);
		server = await startDevServer(persistTo, vars);
		const first = await api('/api/tables', { game: 'maumau', size: 2, name: 'Vorher' });
		expect(first.status).toBe(200);
		// Nobody opens that table: its seat and then its listing fall due while the server is down.
		await server.stop();
		await new Promise((r) => setTimeout(r, 1500));
		server = await startDevServer(persistTo, vars);
		await new Promise((r) => setTimeout(r, 1500));
		const lobby = await api('/api/lobby/maumau/2');
		expect(lobby.json).toMatchObject({ type: 'lobby', game: 'maumau', size: 2 });
		const second = await api('/api/tables', { game: 'maumau', size: 2, name: 'Nachher' });
		expect(second.status).toBe(200);
		expect(second.json).toMatchObject({ status: 'seated', seat: 0 });
		const info = await api(`/api/tables/${String(second.json.table)}`);
		expect(info.json).toMatchObject({ game: 'maumau', phase: 'waiting', seats: [{ name: 'Nachher' }, { kind: 'empty' }] });
	});
});
