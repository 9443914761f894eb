import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { BackupFileError, MANIFEST, packSnapshot, readBackup } from './archive.ts';

const root = mkdtempSync(join(tmpdir(), 'inkwell-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A path longer than tar's 100-byte name field, as PostgreSQL's are not but a future file might be.
const long = `${'deep/'.repeat(15)}${'n'.repeat(60)}`;

function snapshot(): string {
  const dir = mkdtempSync(join(root, 'snap-'));
  mkdirSync(join(dir, 'db', 'base', '1'), { recursive: true });
  mkdirSync(join(dir, 'db', 'pg_notify'), { recursive: true });
  writeFileSync(join(dir, 'db', 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'db', 'base', '1', '1259'), Buffer.alloc(3 * 8192 + 17, 7));
  writeFileSync(join(dir, 'db', 'empty'), '');
  mkdirSync(join(dir, long, '..'), { recursive: true });
  writeFileSync(join(dir, long), 'far down');
  writeFileSync(join(dir, 'jwt-secret'), 's'.repeat(64));
  return dir;
}

describe('the backup archive', () => {
  it('restores every file and folder as it was, and ends with a manifest of them', async () => {
    const dir = snapshot();
    const file = join(root, 'a.tar.gz');
    await packSnapshot(dir, file, { createdAt: new Date('2026-11-28T10:00:00Z') });
    const into = mkdtempSync(join(root, 'into-'));
    const manifest = await readBackup(file, into);
    expect(manifest).toMatchObject({ format: 'inkwell-backup', version: 1, createdAt: '2026-11-28T10:00:00.000Z', files: 5, bytes: 3 + 3 * 8192 + 17 + 0 + 8 + 64 });
    for (const f of ['db/PG_VERSION', 'db/base/1/1259', 'db/empty', long, 'jwt-secret']) expect(readFileSync(join(into, f)), f).toEqual(readFileSync(join(dir, f)));
    // The system's tar reads it too (a person can open a backup by hand).
    const listed = execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).split('\n');
    expect(listed).toContain('db/base/1/1259');
    expect(listed).toContain(long);
    expect(listed.filter(Boolean).at(-1)).toBe(MANIFEST);
  });

  it('tells a file cut short, a changed byte and what is not a backup', async () => {
    const dir = snapshot();
    const file = join(root, 'b.tar.gz');
    await packSnapshot(dir, file);
    const bytes = readFileSync(file);
    const bad = join(root, 'bad.tar.gz');

    writeFileSync(bad, bytes.subarray(0, bytes.length - 40));
    await expect(readBackup(bad)).rejects.toThrow(BackupFileError);

    // Cut exactly where the manifest begins, and gzip'd again whole: gzip cannot tell, the manifest does.
    const tar = gunzipSync(bytes);
    const at = tar.indexOf(Buffer.from(MANIFEST));
    writeFileSync(bad, gzipSync(Buffer.concat([tar.subarray(0, at), Buffer.alloc(1024)])));
    await expect(readBackup(bad)).rejects.toThrow(/ends before its manifest/);

    // One byte of a file's contents changed, gzip'd again whole: the manifest's hash tells.
    const changed = Buffer.from(tar);
    changed[tar.indexOf(Buffer.from('far down'))] ^= 1;
    writeFileSync(bad, gzipSync(changed));
    await expect(readBackup(bad)).rejects.toThrow(/differ from the manifest/);

    writeFileSync(bad, gzipSync(Buffer.from('hello')));
    await expect(readBackup(bad)).rejects.toThrow(BackupFileError);
    writeFileSync(bad, 'not even gzip');
    await expect(readBackup(bad)).rejects.toThrow(/damaged or incomplete/);
  });
});
