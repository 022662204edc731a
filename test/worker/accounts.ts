// Accounts for the workerd tests: registered through the API, each from its own address.
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { BASE, freshAddress } from './table-client';

/** A new account; `cookie` is its session token. */
export async function account(name: string): Promise<{ id: string; cookie: string }> {
	const res = await SELF.fetch(`${BASE}/api/auth/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', Origin: BASE, 'CF-Connecting-IP': freshAddress() },
		body: JSON.stringify({ name, password: 'passwort1' }),
	});
	expect(res.status).toBe(201);
	const cookie = /kt_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
	const { user } = (await res.json()) as { user: { id: string } };
	return { id: user.id, cookie: cookie! };
}
