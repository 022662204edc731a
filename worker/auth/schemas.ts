import * as v from 'valibot';

/** 3–20 letters, digits, spaces, "_" or "-"; no space at either end, never two in a row. */
export const UserName = v.pipe(
	v.string(),
	v.trim(),
	v.normalize('NFC'),
	v.regex(/^(?! )(?!.*  )[\p{L}\p{N} _-]{3,20}(?<! )$/u, 'a name has 3 to 20 letters, digits, spaces, "_" or "-"'),
);

export const Password = v.pipe(
	v.string(),
	v.minLength(8, 'a password has at least 8 characters'),
	v.maxLength(200, 'a password has at most 200 characters'),
);

export const RegisterBody = v.strictObject({ name: UserName, password: Password });

/** Login does not re-check the name's pattern: anything unknown is simply a wrong login. */
export const LoginBody = v.strictObject({
	name: v.pipe(v.string(), v.trim(), v.normalize('NFC'), v.minLength(1, 'the name is missing'), v.maxLength(40)),
	password: v.pipe(v.string(), v.minLength(1, 'the password is missing'), v.maxLength(200)),
});

/** The key names are unique under: "Anna", "anna" and "ANNA" are one name. */
export const nameKey = (name: string): string => name.normalize('NFC').toLowerCase();
