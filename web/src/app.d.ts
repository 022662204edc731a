// See https://svelte.dev/docs/kit/types#app.d.ts
import type { Lang } from '$shared/i18n';
import type { SessionDb } from '../../worker/auth/lookup';

declare global {
  namespace App {
    interface Locals {
      lang: Lang;
    }
    // worker/index.ts hands its bindings to SvelteKit; pages only read the sessions.
    interface Platform {
      env?: { DB?: SessionDb };
    }
  }
}

export {};
