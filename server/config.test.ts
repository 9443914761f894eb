import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'inkwell-config-')), JWT_SECRET: 'x'.repeat(40) });

describe('WORKERS', () => {
  it('is one process by default', () => {
    expect(loadConfig(base()).WORKERS).toBe(1);
  });

  it('more than one needs DATABASE_URL: the embedded database belongs to one process', () => {
    expect(() => loadConfig({ ...base(), WORKERS: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), WORKERS: '2' })).toThrow('WORKERS=2 needs DATABASE_URL');
    expect(loadConfig({ ...base(), WORKERS: '2', DATABASE_URL: 'postgres://localhost/x' }).WORKERS).toBe(2);
  });

  it('refuses what is not a count of processes', () => {
    for (const bad of ['0', '-1', '1.5', 'many', '65']) expect(() => loadConfig({ ...base(), WORKERS: bad, DATABASE_URL: 'postgres://localhost/x' }), bad).toThrow(/WORKERS/);
  });
});
