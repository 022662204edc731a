// `wrangler dev` without its DevTools inspector, for benchmarks: `tsx scripts/lib/quiet-dev-server.ts
// <persist-to> <port>`. The same dev environment as `npm start` (wrangler's proxy in front, the
// worker and its Durable Objects in workerd, state in `persist-to`), started through wrangler's
// own API because its command line cannot turn the inspector off. With the inspector on,
// wrangler asks workerd for the inspector's network events and relays every one of them
// through the proxy's workerd to its own Node process: at 200 busy tables about 0.1 ms of
// CPU per move, as much as the proxy's relaying of the sockets themselves (README, load
// figures). A deployed worker has no inspector, so a benchmark of our server leaves it out.
// Prints "ready <url>" once the worker answers; stops on SIGTERM or SIGINT.
import { unstable_startWorker } from 'wrangler';

const [persist, port] = [process.argv[2], Number(process.argv[3])];
if (!persist || !Number.isInteger(port) || port <= 0) {
	console.error('usage: quiet-dev-server.ts <persist-to> <port>');
	process.exit(2);
}
const worker = await unstable_startWorker({
	config: 'wrangler.toml',
	dev: { inspector: false, watch: false, persist, server: { hostname: '127.0.0.1', port }, logLevel: 'warn' },
});
await worker.ready;
console.log(`ready ${String(await worker.url)}`);
const stop = async () => {
	await worker.dispose();
	process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
