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

describe('BACKUP_HOURS and BACKUP_KEEP', () => {
  it('are a backup a day, seven kept, by default', () => {
    const c = loadConfig(base());
    expect([c.BACKUP_HOURS, c.BACKUP_KEEP]).toEqual([24, 7]);
    expect(loadConfig({ ...base(), BACKUP_HOURS: '0', BACKUP_KEEP: '1' })).toMatchObject({ BACKUP_HOURS: 0, BACKUP_KEEP: 1 });
    expect(loadConfig({ ...base(), BACKUP_HOURS: '0.5' }).BACKUP_HOURS).toBe(0.5);
  });

  it('refuse what is not a number of hours or of backups, saying which', () => {
    expect(() => loadConfig({ ...base(), BACKUP_HOURS: 'daily' })).toThrow(/BACKUP_HOURS: must be a number of hours/);
    expect(() => loadConfig({ ...base(), BACKUP_HOURS: '-1' })).toThrow(/BACKUP_HOURS: must be 0 \(no scheduled backups\) or more hours/);
    expect(() => loadConfig({ ...base(), BACKUP_HOURS: '1000' })).toThrow(/BACKUP_HOURS: must be at most 504 hours/);
    expect(() => loadConfig({ ...base(), BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must keep at least 1 backup/);
    expect(() => loadConfig({ ...base(), BACKUP_KEEP: '2.5' })).toThrow(/BACKUP_KEEP: must be a whole number of backups/);
    expect(() => loadConfig({ ...base(), BACKUP_KEEP: 'all' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('JOBS_LEASE_SECONDS', () => {
  it('is five minutes by default, and refuses a lease too short to be one', () => {
    expect(loadConfig(base()).JOBS_LEASE_SECONDS).toBe(300);
    expect(loadConfig({ ...base(), JOBS_LEASE_SECONDS: '10' }).JOBS_LEASE_SECONDS).toBe(10);
    for (const bad of ['0', '4', '2.5', 'soon']) expect(() => loadConfig({ ...base(), JOBS_LEASE_SECONDS: bad }), bad).toThrow(/JOBS_LEASE_SECONDS/);
  });
});
