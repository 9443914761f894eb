/*
 * An import's ZIP, read through yauzl from its file: the central directory first (names and sizes
 * only), then each entry's bytes when a reader asks for them, one at a time. Nothing is ever written
 * under an entry's name, and names are checked anyway: `..`, absolute and drive paths are unsafe.
 */
import yauzl from 'yauzl';
import type { Readable } from 'node:stream';

/** An archive whose entries together inflate past this many times its size is refused (API.md). */
export const MAX_INFLATION = 20;

export interface ZipEntryInfo {
  name: string;
  size: number;
  /** Why it cannot be read (an unsafe path, a bomb), or null. */
  refused: string | null;
}

export class ImportZipError extends Error {}

/** Whether an entry's name could leave the folder it would be unpacked into. */
export function isUnsafeEntryName(name: string): boolean {
  return name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name) || name.includes('\0') || name.split(/[/\\]/).includes('..');
}

export const REASON_UNSAFE_PATH = 'unsafe path in the archive';
export const REASON_INFLATES = 'inflates past the limit';

export class ImportZip {
  readonly entries = new Map<string, yauzl.Entry>();
  readonly infos: ZipEntryInfo[] = [];
  private inflated = 0;
  /** The most bytes each entry has inflated to in any one read of it. */
  private readonly inflatedOf = new Map<string, number>();

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly fileSize: number,
    private readonly maxBytes: number,
  ) {}

  /** Reads the central directory; an ImportZipError when the file is no ZIP. */
  static async open(path: string, fileSize: number, maxBytes: number): Promise<ImportZip> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      // Names are decoded and checked here (decodeStrings false): yauzl's own check ends the whole
      // archive at the first bad name, where one bad entry should only be skipped.
      yauzl.open(path, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (err, z) => (err ? reject(new ImportZipError(err.message)) : resolve(z!))),
    );
    const archive = new ImportZip(zip, fileSize, maxBytes);
    await archive.readDirectory();
    return archive;
  }

  private readDirectory() {
    let declared = 0;
    return new Promise<void>((resolve, reject) => {
      this.zip.on('entry', (entry: yauzl.Entry) => {
        const name = Buffer.isBuffer(entry.fileName) ? (entry.fileName as unknown as Buffer).toString('utf8') : entry.fileName;
        if (!name.endsWith('/')) {
          declared += entry.uncompressedSize;
          const refused = isUnsafeEntryName(name) ? REASON_UNSAFE_PATH : entry.uncompressedSize > this.maxBytes ? REASON_INFLATES : null;
          this.infos.push({ name, size: entry.uncompressedSize, refused });
          if (!refused) this.entries.set(name.replace(/\\/g, '/'), entry);
        }
        this.zip.readEntry();
      });
      this.zip.once('end', () => {
        // The whole archive's promise: more than 20 times its size, or than the import limit, is refused.
        if (declared > MAX_INFLATION * this.fileSize || declared > this.maxBytes) reject(new ImportZipError(REASON_INFLATES));
        else resolve();
      });
      this.zip.once('error', (err: Error) => reject(new ImportZipError(err.message)));
      this.zip.readEntry();
    });
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /** An entry's stream; its bytes count against the archive's limit as they inflate. */
  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw new ImportZipError(`no entry ${name}`);
    const stream = await new Promise<Readable>((resolve, reject) => this.zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s!))));
    // An entry read again (a reader's counting pass, then its writing pass) counts once: only the
    // bytes past what an earlier read of it inflated are added.
    let read = 0;
    stream.on('data', (chunk: Buffer) => {
      read += chunk.length;
      const before = this.inflatedOf.get(name) ?? 0;
      if (read <= before) return;
      this.inflated += read - before;
      this.inflatedOf.set(name, read);
      if (this.inflated > Math.min(this.maxBytes, MAX_INFLATION * this.fileSize)) stream.destroy(new ImportZipError(REASON_INFLATES));
    });
    return stream;
  }

  /** An entry's bytes, at most `max` of them (larger: an ImportZipError). */
  async read(name: string, max: number): Promise<Buffer> {
    const entry = this.entries.get(name);
    if (entry && entry.uncompressedSize > max) throw new ImportZipError(REASON_INFLATES);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await this.stream(name)) {
      size += (chunk as Buffer).length;
      if (size > max) throw new ImportZipError(REASON_INFLATES);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async text(name: string, max = 20 * 1024 * 1024): Promise<string> {
    return (await this.read(name, max)).toString('utf8');
  }

  close() {
    this.zip.close();
  }
}
