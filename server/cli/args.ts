/**
 * What the command-line tools (`npm run export-site`, `import-site`, `backup`, `restore`) share: their
 * arguments read one way, the environment's config, and the embedded database opened with the advice
 * to give when a running server holds it. A refusal prints its message and exits 1.
 */
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';

export const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

export interface ParsedArgs {
  /** `--name value` or `--name=value`, for each name the tool takes. */
  options: Record<string, string | undefined>;
  positionals: string[];
}

/** The tool's arguments: the options it names and at most `positionals` others; anything else prints `usage`. */
export function parseArgs(args: string[], spec: { options?: string[]; positionals: number; usage: string }): ParsedArgs {
  const options: Record<string, string | undefined> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const name = spec.options?.find((o) => a === `--${o}` || a.startsWith(`--${o}=`));
    if (name) options[name] = a === `--${name}` ? args[++i] : a.slice(name.length + 3);
    else if (!a.startsWith('-') && positionals.length < spec.positionals) positionals.push(a);
    else fail(spec.usage);
  }
  return { options, positionals };
}

/** The config of the environment, DATA_DIR as given (a tool works on the install's own folder). */
export function cliConfig(): Config {
  try {
    return loadConfig(process.env, { keepDataDirAsIs: true });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** The install's database; when a running server holds the embedded one, fails with `advice`. */
export async function openCliDatabase(config: Config, advice = '') {
  try {
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DatabaseInUseError) fail(advice ? `${err.message}\n${advice}` : err.message);
    throw err;
  }
}
