import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig, runnerImport, type Plugin } from 'vite';

/**
 * Every card picture as its own SVG file (web/src/lib/cards/art-paths.ts), drawn once per
 * build: pages load only their deck's pictures, as images, instead of the art as JavaScript.
 * Loaded with Vite's module runner, not imported: the config stays free of TypeScript imports.
 */
async function drawArt(): Promise<{ art: Map<string, string>; artHash: string }> {
	const { module } = await runnerImport<typeof import('./web/src/lib/cards/art-files')>('/web/src/lib/cards/art-files.ts', {
		configFile: false,
		logLevel: 'silent'
	});
	const art = module.drawAllArt();
	const artHash = createHash('sha256')
		.update([...art].map(([path, svg]) => `${path}\n${svg}`).join('\n'))
		.digest('hex')
		.slice(0, 12);
	return { art, artHash };
}

function cardArt(art: Map<string, string>, artHash: string): Plugin {
	return {
		name: 'kartentisch-card-art',
		apply: 'build',
		// Into the client output, next to SvelteKit's immutable files (the adapter copies it).
		writeBundle(options) {
			if (!options.dir?.replace(/\\/g, '/').endsWith('.svelte-kit/output/client')) return;
			for (const [path, svg] of art) {
				const file = join(options.dir, '_app/immutable/cards', artHash, path);
				mkdirSync(dirname(file), { recursive: true });
				writeFileSync(file, svg);
			}
		}
	};
}

export default defineConfig(async () => {
	const { art, artHash } = await drawArt();
	return {
		plugins: [sveltekit(), cardArt(art, artHash)],
		define: { __CARD_ART__: JSON.stringify(artHash) },
		// The round review's worker loads only the reviewed game's reviewer: that needs chunks.
		worker: { format: 'es' as const },
		build: {
			// Rolldown reports SvelteKit's own writeBundle step (~5 s here) as "slow plugin" on
			// every build; that is expected, not actionable.
			rolldownOptions: { checks: { bundlerTimings: false } }
		}
	};
});
