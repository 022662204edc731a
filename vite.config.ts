import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
	plugins: [sveltekit()],
	build: {
		// Rolldown reports SvelteKit's own writeBundle step (~5 s here) as "slow plugin" on
		// every build; that is expected, not actionable.
		rolldownOptions: { checks: { bundlerTimings: false } }
	}
});
