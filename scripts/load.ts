// `npm run load -- --game G --tables N --seats K [--url http://127.0.0.1:8787]`: real
// WebSocket clients against a running server (`npm start`). The last line printed is one
// JSON object:
//   {"game","tables","seats","moves","errors","moves_per_s","rtt_p50_ms","rtt_p99_ms","bytes_per_move"}
// Placeholder until the table protocol lands: only checks that the server answers.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
	options: {
		game: { type: 'string', default: 'maumau' },
		tables: { type: 'string', default: '1' },
		seats: { type: 'string', default: '2' },
		url: { type: 'string', default: 'http://127.0.0.1:8787' }
	}
});

let errors = 0;
try {
	const res = await fetch(new URL('/api/health', values.url), { signal: AbortSignal.timeout(5000) });
	if (!res.ok) errors++;
} catch {
	errors++;
}

console.log(
	JSON.stringify({
		game: values.game,
		tables: Number(values.tables),
		seats: Number(values.seats),
		moves: 0,
		errors,
		moves_per_s: null,
		rtt_p50_ms: null,
		rtt_p99_ms: null,
		bytes_per_move: null,
		placeholder: true
	})
);
