// CPU time of a process group from /proc (Linux): how a benchmark charges the server's
// processes (wrangler's Node, the worker's workerd, its proxy's workerd) per unit of work.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU milliseconds (user and system, all threads) of every live process in the group, by pid with its name. */
export function groupCpuMs(pgid: number): Map<number, { name: string; ms: number }> {
	const out = new Map<number, { name: string; ms: number }>();
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		let stat: string;
		try {
			stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
		} catch {
			continue; // exited meanwhile
		}
		// The name sits in parentheses and may hold spaces; the numbered fields follow it.
		const close = stat.lastIndexOf(')');
		const name = stat.slice(stat.indexOf('(') + 1, close);
		const fields = stat.slice(close + 2).split(' ');
		// fields[0] is field 3 of proc(5): pgrp is field 5, utime 14, stime 15.
		if (Number(fields[2]) !== pgid) continue;
		out.set(Number(entry), { name, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S });
	}
	return out;
}

/** What each process of the group spent between two readings, by name (a repeated name gets #2, #3 in pid order), and in all. */
export function cpuSpent(before: Map<number, { name: string; ms: number }>, after: Map<number, { name: string; ms: number }>): { total: number; byName: Record<string, number> } {
	const byName: Record<string, number> = {};
	let total = 0;
	for (const [pid, { name, ms }] of [...after].sort((a, b) => a[0] - b[0])) {
		const spent = ms - (before.get(pid)?.ms ?? 0);
		let key = name;
		for (let n = 2; key in byName; n++) key = `${name}#${n}`;
		byName[key] = spent;
		total += spent;
	}
	return { total, byName };
}
