import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseArgs } from './args.ts';

const USAGE = 'Usage: tool --mode public|full <out.zip>';

describe('the command-line tools read their arguments one way', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes `--name value`, `--name=value` and positionals in any order', () => {
    expect(parseArgs(['--mode', 'full', 'out.zip'], { options: ['mode'], positionals: 1, usage: USAGE })).toEqual({ options: { mode: 'full' }, positionals: ['out.zip'] });
    expect(parseArgs(['out.zip', '--mode=public'], { options: ['mode'], positionals: 1, usage: USAGE })).toEqual({ options: { mode: 'public' }, positionals: ['out.zip'] });
    expect(parseArgs(['restore', 'file.tar.gz'], { positionals: 2, usage: USAGE }).positionals).toEqual(['restore', 'file.tar.gz']);
    expect(parseArgs([], { options: ['mode'], positionals: 1, usage: USAGE })).toEqual({ options: {}, positionals: [] });
  });

  it('prints the usage and exits 1 for an option it does not take, or one positional too many', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => parseArgs(['--force', 'out.zip'], { options: ['mode'], positionals: 1, usage: USAGE })).toThrow('exit 1');
    expect(() => parseArgs(['a.zip', 'b.zip'], { options: ['mode'], positionals: 1, usage: USAGE })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledTimes(2);
    expect(said).toHaveBeenCalledWith(USAGE);
  });
});
