import { existsSync } from 'node:fs';

/** Flags that keep Debian's Chromium off the closed network (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Path of the system Chromium; fails loudly (never skips) when there is none. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one with `bash scripts/setup-system.sh` (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}

/**
 * The e2e journeys' browser: Chromium's headless shell where it is installed (Debian's
 * chromium-headless-shell, which scripts/setup-system.sh installs where the distribution has it), the
 * full Chromium otherwise or when CHROMIUM_PATH names one. The shell is the same engine without the
 * browser's own layer: the journeys' browser CPU fell by about a third with it (decision 0019). The
 * screenshot layers keep the full Chromium, which their baselines were drawn with.
 */
export function journeyLaunchOptions() {
  const shell = '/usr/bin/chromium-headless-shell';
  const executablePath = !process.env.CHROMIUM_PATH && existsSync(shell) ? shell : chromiumPath();
  return { executablePath, args: chromiumArgs };
}
