/**
 * The timers as node made them, read once per worker (a module is evaluated once per worker, also
 * when the files share it: vitest.config.ts `isolate: false`).
 */
export const REAL_TIMERS = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval, clearTimeout: globalThis.clearTimeout, Date: globalThis.Date } as const;
