/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; `/api` on the same origin by default. */
  readonly VITE_API_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A language's catalogue, compiled from its .po file by @lingui/vite-plugin.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
