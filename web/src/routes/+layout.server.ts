import { SESSION_COOKIE, sessionUser } from '../../../worker/auth/lookup';
import type { LayoutServerLoad } from './$types';

// Guests (no cookie) cost nothing; a session cookie costs one indexed D1 read.
export const load: LayoutServerLoad = async ({ locals, cookies, platform }) => {
  const token = cookies.get(SESSION_COOKIE);
  const db = platform?.env?.DB;
  const user = token && db ? await sessionUser(db, token) : null;
  return { lang: locals.lang, user };
};
