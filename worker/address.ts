import { sha256Hex } from '../shared/table/fairness';

/** The cookie a local test browser names its address in (env TEST_SOCKET_ADDRESS, worker/index.ts). */
export const TEST_ADDRESS_COOKIE = 'kt_test_addr';

/** The caller's address as Cloudflare reports it (locally: the socket's, unless a test names one). */
const clientAddress = (req: Request): string => req.headers.get('CF-Connecting-IP') ?? 'unknown';

/**
 * Who is asking, as far as the network tells: a short hash of the caller's address. Seats,
 * results and per-address limits keep this, never the address itself, so storage and logs
 * hold no visitor's IP. Not a secret against someone who guesses addresses; only a key.
 */
export const addressKey = (req: Request): string => sha256Hex(`kt-addr:${clientAddress(req)}`).slice(0, 24);
