import * as v from 'valibot';
import { ACCOUNT_NAME, normalizeName } from '../../shared/community/names';

/** 3–20 Latin letters (with umlauts and ß), digits, spaces, "_" or "-", after NFKC (shared/community/names.ts). */
export const UserName = v.pipe(
	v.string(),
	v.transform(normalizeName),
	v.regex(ACCOUNT_NAME, 'a name has 3 to 20 letters (A–Z, umlauts, ß), digits, spaces, "_" or "-"'),
);

export const Password = v.pipe(
	v.string(),
	v.minLength(8, 'a password has at least 8 characters'),
	v.maxLength(200, 'a password has at most 200 characters'),
);

export const RegisterBody = v.strictObject({ name: UserName, password: Password });

/** Login does not re-check the name's pattern: anything unknown is simply a wrong login. */
export const LoginBody = v.strictObject({
	name: v.pipe(v.string(), v.transform(normalizeName), v.minLength(1, 'the name is missing'), v.maxLength(40)),
	password: v.pipe(v.string(), v.minLength(1, 'the password is missing'), v.maxLength(200)),
});

/** The key a login finds its account by: "Anna", "anna" and "ANNA" are one name. */
export const nameKey = (name: string): string => normalizeName(name).toLowerCase();
