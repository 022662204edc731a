/** Which lobby: one game at one table size. */
export interface Shard {
	game: string;
	size: number;
}

/** Set by the worker on a lobby socket's upgrade: which shard it watches. */
export const SHARD_HEADER = 'X-Kartentisch-Shard';

export const shardName = (s: Shard): string => `${s.game}:${s.size}`;

const SHARD = /^([a-z][a-z0-9-]{0,31}):(\d{1,2})$/;

/** The shard in `game:size` form, or null. */
export function parseShard(name: string | null | undefined): Shard | null {
	const m = SHARD.exec(name ?? '');
	return m?.[1] && m[2] ? { game: m[1], size: Number(m[2]) } : null;
}

/**
 * The shard a lobby serves. It comes with every call and is kept in storage: an instance
 * woken by its alarm (after a restart, say) has no name to read it from.
 */
export class ShardKeeper {
	private shard: Shard | null;

	constructor(private readonly kv: SyncKvStorage) {
		this.shard = kv.get<Shard>('shard') ?? null;
	}

	/** The shard served, null before any call named it. */
	get known(): Shard | null {
		return this.shard;
	}

	/** Keeps the shard the first call names; a call for another shard is a bug in the caller. */
	serve(shard: Shard): Shard {
		if (this.shard) {
			if (shardName(this.shard) !== shardName(shard)) throw new Error(`lobby ${shardName(this.shard)} asked to serve ${shardName(shard)}`);
			return this.shard;
		}
		this.kv.put('shard', shard);
		this.shard = shard;
		return shard;
	}
}
