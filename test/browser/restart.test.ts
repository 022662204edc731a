// The real server stopped and started again on the same local state: the waiting room and
// the tables carry on from storage, as players see it (the same `wrangler dev` as `npm start`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateLocal, startDevServer, type DevServer } from '../../scripts/lib/dev-server';
import { launchBrowser, person } from './helpers';
import { hand, meetAtTwo, playStep, playToOver } from './maumau-moves';

const persistTo = mkdtempSync(join(tmpdir(), 'kartentisch-restart-'));
// Short clocks, so the lobby's and the tables' alarms are due across the restart of the first
// test. The second plays at the usual clocks: a seat claimed for 500 ms is lost whenever a
// loaded machine takes longer from the table's opening to the page's socket.
const shortClocks = { LOBBY_CONFIG: '{"absentMs":500}', TABLE_CONFIG: '{"claimMs":500}' };
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
		server = await startDevServer(persistTo, shortClocks);
		const first = await api('/api/tables', { game: 'maumau', size: 2, name: 'Vorher' });
		expect(first.status).toBe(200);
		// Nobody opens that table: its seat and then its listing fall due while the server is down.
		await server.stop();
		await new Promise((r) => setTimeout(r, 1500));
		server = await startDevServer(persistTo, shortClocks);
		await new Promise((r) => setTimeout(r, 1500));
		const lobby = await api('/api/lobby/maumau/2');
		expect(lobby.json).toMatchObject({ type: 'lobby', game: 'maumau', size: 2 });
		const second = await api('/api/tables', { game: 'maumau', size: 2, name: 'Nachher' });
		expect(second.status).toBe(200);
		expect(second.json).toMatchObject({ status: 'seated', seat: 0 });
		const info = await api(`/api/tables/${String(second.json.table)}`);
		expect(info.json).toMatchObject({ game: 'maumau', phase: 'waiting', seats: [{ name: 'Nachher' }, { kind: 'empty' }] });
	});

	it('lets a game in progress carry on: the open pages reconnect to the same cards, and the finished deal checks', { timeout: 180_000 }, async () => {
		if (server) await server.stop();
		else migrateLocal(persistTo);
		server = await startDevServer(persistTo);
		const browser = await launchBrowser();
		const cards = (page: Page) => hand(page).getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? '').sort());
		try {
			const people = [await person(browser, { baseURL: server.baseURL }), await person(browser, { baseURL: server.baseURL })];
			const [first, second] = await meetAtTwo(people[0]!, people[1]!, ['Anna', 'Ben']);
			for (let i = 0; i < 4; i++) {
				await playStep(first.page);
				await playStep(second.page);
			}
			await first.page.waitForTimeout(300);
			const before = await Promise.all([cards(first.page), cards(second.page)]);
			const port = Number(new URL(server.baseURL).port);
			await server.stop();
			server = await startDevServer(persistTo, {}, port);
			// Nobody reloads: each page finds the restarted server by itself, at the same cards.
			await expect.poll(() => Promise.all([cards(first.page), cards(second.page)]), { timeout: 60_000 }).toEqual(before);
			expect(await playToOver(first.page, second.page)).toBe(true);
			for (const p of [first.page, second.page]) {
				await p.getByRole('region', { name: 'Ergebnis' }).getByText('Deal geprüft ✓ Der Seed passt zur Prüfsumme', { exact: false }).waitFor();
			}
			expect(people.flatMap((p) => p.errors)).toEqual([]);
		} finally {
			await browser.close();
		}
	});
});
