// See https://svelte.dev/docs/kit/types#app.d.ts
import type { Lang } from '$shared/i18n';

declare global {
  namespace App {
    interface Locals {
      lang: Lang;
    }
  }
}

export {};
