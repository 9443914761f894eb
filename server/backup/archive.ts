import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, openSync, closeSync, fsyncSync, writeSync, readdirSync, lstatSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file: a gzip'd tar (ustar) of a snapshot of the embedded database's directory, ending with
 * a manifest entry (MANIFEST) that counts the files and bytes before it and hashes their contents. A
 * tar so that ordinary tools can open one by hand (`tar xzf`); the manifest last so that a file cut
 * short (a crash while writing, a full disk, a partial copy) is told from a whole one even when the cut
 * falls on a gzip member boundary, and gzip's CRC catches flipped bits.
 */
export const MANIFEST = 'inkwell-backup.json';
const FORMAT = 'inkwell-backup';
const VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  files: number;
  bytes: number;
  /** sha256 of every file's contents, in archive order. */
  sha256: string;
}

export class BackupFileError extends Error {}

const BLOCK = 512;

function octal(n: number, width: number): string {
  return n.toString(8).padStart(width - 1, '0') + '\0';
}

/** A ustar header; names longer than 100 bytes go in the 155-byte prefix, split at a slash. */
function header(path: string, size: number, type: '0' | '5', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = path.lastIndexOf('/', path.length - 1);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`path too long for a backup archive: ${path}`);
  }
  h.write(name, 0, 100, 'utf8');
  h.write(octal(type === '5' ? 0o700 : 0o600, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(type, 156, 'ascii');
  h.write('ustar\0' + '00', 257, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Every directory and file under `root`, parents first, in a stable order. */
function walk(root: string): { path: string; dir: boolean }[] {
  const out: { path: string; dir: boolean }[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const st = lstatSync(full);
      if (st.isDirectory()) {
        out.push({ path: full, dir: true });
        visit(full);
      } else if (st.isFile()) out.push({ path: full, dir: false });
    }
  };
  visit(root);
  return out;
}

/**
 * Packs the snapshot directory `dir` into `file` (gzip'd tar, manifest last) and makes the file
 * durable (fsync). Streams: memory stays flat whatever the database's size. Answers the file's size.
 */
export async function packSnapshot(dir: string, file: string, { level = 1, createdAt = new Date(), signal }: { level?: number; createdAt?: Date; signal?: AbortSignal } = {}): Promise<number> {
  const entries = walk(dir);
  const hash = createHash('sha256');
  let files = 0;
  let bytes = 0;
  async function* tar() {
    for (const entry of entries) {
      const name = relative(dir, entry.path).split(sep).join('/');
      if (entry.dir) {
        yield header(`${name}/`, 0, '5', Date.now());
        continue;
      }
      const handle = await open(entry.path, 'r');
      try {
        // The size is what the snapshot holds; it does not change (nothing writes to a snapshot).
        const size = (await handle.stat()).size;
        yield header(name, size, '0', Date.now());
        let left = size;
        for await (const chunk of handle.createReadStream({ autoClose: false, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
          const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
          hash.update(part);
          left -= part.length;
          yield part;
        }
        if (left !== 0) throw new Error(`${name} changed while it was packed`);
        yield padding(size);
        files++;
        bytes += size;
      } finally {
        await handle.close();
      }
    }
    const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: createdAt.toISOString(), files, bytes, sha256: hash.digest('hex') };
    const body = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
    yield header(MANIFEST, body.length, '0', Date.now());
    yield body;
    yield padding(body.length);
    yield Buffer.alloc(BLOCK * 2); // the end of a tar
  }
  const out = createWriteStream(file, { flags: 'wx' });
  await pipeline(Readable.from(tar()), createGzip({ level }), out, { signal });
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const { size } = lstatSync(file);
  return size;
}

/** fsync of a directory: a rename in it is durable once this returns. */
export function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const field = (h: Buffer, at: number, len: number) => {
  const raw = h.subarray(at, at + len);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? len : end).toString('utf8');
};

/**
 * Reads a backup file through to its manifest and checks it: every header's checksum, gzip's CRC,
 * the count, size and hash of the files before the manifest. With `into`, writes the files there
 * (which must exist and be empty) as it reads; without, only checks. Throws BackupFileError with what is
 * wrong; answers the manifest.
 */
export async function readBackup(file: string, into?: string): Promise<Manifest> {
  const hash = createHash('sha256');
  let files = 0;
  let bytes = 0;
  let manifest: Manifest | null = null;
  let ended = false;
  // Parser state: a header to read (`need` bytes of it), or a file body with `left` bytes and padding.
  let pending = Buffer.alloc(0);
  let current: { name: string; left: number; pad: number; fd: number | null; isManifest: boolean; body: Buffer[] } | null = null;
  const take = (chunk: Buffer) => {
    let buf = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (buf.length) {
      if (ended) {
        if (buf.some((b) => b !== 0)) throw new BackupFileError('data after the end of the archive');
        return;
      }
      if (current) {
        if (current.left > 0) {
          const part = buf.subarray(0, Math.min(buf.length, current.left));
          if (current.isManifest) current.body.push(Buffer.from(part));
          else {
            hash.update(part);
            if (current.fd !== null) writeSync(current.fd, part);
          }
          current.left -= part.length;
          buf = buf.subarray(part.length);
          if (current.left > 0) return;
        }
        const skip = Math.min(buf.length, current.pad);
        current.pad -= skip;
        buf = buf.subarray(skip);
        if (current.pad > 0) return;
        finish(current);
        current = null;
        continue;
      }
      if (buf.length < BLOCK) {
        pending = Buffer.from(buf);
        return;
      }
      const h = buf.subarray(0, BLOCK);
      buf = buf.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        if (!manifest) throw new BackupFileError('the archive ends before its manifest: the file is incomplete');
        ended = true;
        continue;
      }
      if (manifest) throw new BackupFileError('entries after the manifest');
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
      if (parseInt(field(h, 148, 8).trim(), 8) !== sum || field(h, 257, 6) !== 'ustar') throw new BackupFileError('a damaged entry header: this is not a whole Inkwell backup');
      const prefix = field(h, 345, 155);
      const name = (prefix ? `${prefix}/` : '') + field(h, 0, 100);
      const size = parseInt(field(h, 124, 12).trim() || '0', 8);
      const type = String.fromCharCode(h[156]);
      if (name.split('/').some((p) => p === '..') || name.startsWith('/')) throw new BackupFileError(`an entry outside the archive's folder: ${name}`);
      if (type === '5') {
        if (into) mkdirSync(join(into, name), { recursive: true });
        continue;
      }
      if (type !== '0' && type !== '\0') throw new BackupFileError(`an entry of an unexpected kind (${type}): ${name}`);
      const isManifest = name === MANIFEST;
      let fd: number | null = null;
      if (into && !isManifest) {
        mkdirSync(dirname(join(into, name)), { recursive: true });
        fd = openSync(join(into, name), 'wx', 0o600);
      }
      current = { name, left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK, fd, isManifest, body: [] };
      if (!isManifest) {
        files++;
        bytes += size;
      }
    }
  };
  const finish = (entry: NonNullable<typeof current>) => {
    if (entry.fd !== null) {
      fsyncSync(entry.fd);
      closeSync(entry.fd);
    }
    if (!entry.isManifest) return;
    try {
      manifest = JSON.parse(Buffer.concat(entry.body).toString('utf8')) as Manifest;
    } catch {
      throw new BackupFileError('an unreadable manifest');
    }
    if (manifest.format !== FORMAT) throw new BackupFileError('not an Inkwell backup');
    if (manifest.version > VERSION) throw new BackupFileError(`a backup of a newer format (${manifest.version}) than this Inkwell reads (${VERSION})`);
    const digest = hash.digest('hex');
    if (manifest.files !== files || manifest.bytes !== bytes || manifest.sha256 !== digest) throw new BackupFileError(`the contents differ from the manifest (${files} files, ${bytes} bytes read; ${manifest.files} files, ${manifest.bytes} bytes listed): the file is damaged`);
  };
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          try {
            take(chunk);
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      }),
    );
  } catch (err) {
    // `current` is set inside the parser's callbacks, which the compiler does not follow.
    const left = current as { fd: number | null } | null;
    if (left?.fd != null) closeSync(left.fd);
    if (err instanceof BackupFileError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`no such file: ${file}`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || /unexpected end|incorrect header|invalid/i.test(String((err as Error).message))) {
      throw new BackupFileError(`the file is damaged or incomplete (${(err as Error).message})`);
    }
    throw err;
  }
  if (!manifest) throw new BackupFileError('the archive ends before its manifest: the file is incomplete');
  if (!ended) throw new BackupFileError('the archive ends without its end marker: the file is incomplete');
  return manifest;
}
