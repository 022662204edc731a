import { SELF, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LobbyDO } from '../../worker/lobby-do';
import { LobbyWatcher } from './lobby-client';
import { BASE, TableClient, dealt, post, seated } from './table-client';

describe('lobby: the waiting room of maumau zu 4', () => {
	it('lists open public tables live, closest to starting first, never private ones', async () => {
		const watcher = await LobbyWatcher.open('maumau', 4);
		expect(watcher.last).toMatchObject({ type: 'lobby', game: 'maumau', size: 4, tables: [] });
		const one = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Anna' });
		await watcher.until((m) => m.tables.length === 1);
		const two = await seated('/api/tables', { game: 'maumau', size: 4, name: 'Ben' });
		await seated('/api/tables', { game: 'maumau', size: 4, name: 'Geheim', private: true });
		await seated('/api/lobby/maumau/4/join', { name: 'Clara', table: two.table });
		const m = await watcher.until((x) => x.tables.length === 2 && x.tables[0]!.names.length === 2);
		expect(m.tables.map((t) => [t.id, t.names, t.free])).toEqual([
			[two.table, ['Ben', 'Clara'], 2],
			[one.table, ['Anna'], 3],
		]);
		const res = await SELF.fetch(`${BASE}/api/lobby/maumau/4`);
		const fresh = (await res.json()) as { tables: unknown[]; guests: { seated: number } };
		expect(fresh.tables).toEqual(m.tables);
		// Guest figures (private tables count too) reach watchers only a while later; a fresh listing has them now.
		expect(fresh.guests.seated).toBe(4);
		// Quick-join goes to the table closest to starting; people who arrive together all get seats.
		const joins = await Promise.all(['Dora', 'Emil', 'Fritz'].map((name) => seated('/api/lobby/maumau/4/join', { name })));
		const atTwo = joins.filter((j) => j.table === two.table);
		expect(atTwo.map((j) => j.seat).sort()).toEqual([2, 3]);
		expect(joins.filter((j) => j.table === one.table)).toHaveLength(1);
		// Table two is full and playing now: it left the listing.
		const after = await watcher.until((x) => !x.tables.some((t) => t.id === two.table));
		expect(after.tables.map((t) => t.id)).toEqual([one.table]);
		watcher.close();
	});

	it('gives the last seat to exactly one of two people racing for it', async () => {
		for (const route of ['lobby', 'invite'] as const) {
			const first = await seated('/api/tables', { game: 'maumau', size: 2, name: 'Anna', private: route === 'invite' });
			const join = (name: string) =>
				route === 'lobby'
					? post('/api/lobby/maumau/2/join', { name, table: first.table })
					: post(`/api/tables/${first.table}/join`, { name });
			const results = await Promise.all([join('Ben'), join('Clara')]);
			const statuses = results.map((r) => r.status).sort();
			expect(statuses, route).toEqual([200, 409]);
			const loser = results.find((r) => r.status === 409)!;
			expect(loser.json).toMatchObject({ ok: false, error: 'table-full' });
			expect(typeof loser.json.message).toBe('string');
		}
	});

	it('seats people with a private code or link, and nobody else', async () => {
		const opener = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna', private: true });
		expect(opener.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
		const byCode = await seated('/api/lobby/maumau/3/join', { name: 'Ben', code: opener.code!.toLowerCase() });
		expect(byCode).toMatchObject({ table: opener.table, seat: 1 });
		expect((await post('/api/lobby/maumau/3/join', { name: 'X', code: 'ZZZZ-ZZZZ' })).status).toBe(404);
		expect((await post('/api/lobby/maumau/3/join', { name: 'X', table: opener.table })).status).toBe(404);
		const quick = await seated('/api/lobby/maumau/3/join', { name: 'Clara' });
		expect(quick.table).not.toBe(opener.table);
		const info = await SELF.fetch(`${BASE}/api/tables/${opener.table}`);
		expect(await info.json()).toMatchObject({ ok: true, game: 'maumau', private: true, phase: 'waiting', seats: [{ name: 'Anna' }, { name: 'Ben' }, { kind: 'empty' }] });
		const link = await seated(`/api/tables/${opener.table}/join`, { name: 'Dora' });
		expect(link.seat).toBe(2);
		// Full: the cards are dealt once every page sent its contribution.
		const sockets = [await TableClient.open(opener.table, link.token, 'Dora'), await TableClient.open(opener.table, opener.token, 'Anna'), await TableClient.open(opener.table, byCode.token, 'Ben')];
		await dealt(sockets);
		expect(sockets[0]!.s.phase).toBe('playing');
		for (const socket of sockets) socket.close();
	});
});

describe('lobby: tables whose people are gone', () => {
	it('stops listing a waiting table a while after everyone closed it, and tells the watchers', async () => {
		await runInDurableObject(env.LOBBY.getByName('maumau:3'), (o: LobbyDO) => {
			o.config = { ...o.config, absentMs: 300 };
		});
		const watcher = await LobbyWatcher.open('maumau', 3);
		const anna = await seated('/api/tables', { game: 'maumau', size: 3, name: 'Anna' });
		const socket = await TableClient.open(anna.table, anna.token, 'Anna');
		await watcher.until((m) => m.tables.some((t) => t.id === anna.table));
		// Anna closes the page: listed a little longer (a reload would bring her back) ...
		socket.close();
		await new Promise((r) => setTimeout(r, 100));
		expect(watcher.last.tables.map((t) => t.id)).toContain(anna.table);
		// ... then the lobby's alarm takes the table off every watcher's list.
		await new Promise((r) => setTimeout(r, 300));
		await runDurableObjectAlarm(env.LOBBY.getByName('maumau:3'));
		await watcher.until((m) => !m.tables.some((t) => t.id === anna.table));
		// Back on the page: listed again.
		const again = await TableClient.open(anna.table, anna.token, 'Anna');
		await watcher.until((m) => m.tables.some((t) => t.id === anna.table));
		again.close();
		watcher.ws.close();
	});
});
