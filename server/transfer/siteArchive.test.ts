import { describe, expect, it } from 'vitest';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ArchiveZip } from './siteArchive.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('ArchiveZip', () => {
  // yazl keeps every entry until the ZIP ends: what an entry keeps is kept as many times as the
  // archive has files (17,000 for 10,000 blogs).
  it('keeps little of an entry once the ZIP has taken it: not its stream, hash or listeners', async () => {
    const zip = new ArchiveZip();
    const drained = pipeline(zip.zip.outputStream, new Writable({ write: (_c, _e, cb) => cb() }));
    const add = (from: number, n: number) => (async () => {
      for (let i = from; i < from + n; i++) await zip.addStream(`site/blogs/blog-${i}/index.html`, Readable.from([Buffer.from(`<p>page ${i}</p>`)]));
    })();
    await add(0, 200);
    gc();
    const before = process.memoryUsage().heapUsed;
    const entries = 4000;
    await add(200, entries);
    gc();
    const perEntry = (process.memoryUsage().heapUsed - before) / entries;
    zip.zip.end();
    await drained;
    // yazl's entry and the manifest's line: under a kilobyte and a half (about 1 KB; it was 2.9 KB).
    expect(perEntry).toBeLessThan(1500);
  });

  // An entry's name is a small Buffer, and Node cuts small Buffers out of shared 8 KB blocks: a name
  // kept to the end kept its whole block, and everything else cut from it since (the rows' lines, the
  // database's answers), alive. 10,000 blogs' archive held about 95 MB of such blocks at its end.
  it("keeps an entry's name without the shared block of memory it was cut from", async () => {
    const zip = new ArchiveZip();
    const drained = pipeline(zip.zip.outputStream, new Writable({ write: (_c, _e, cb) => cb() }));
    const add = async (from: number, n: number) => {
      for (let i = from; i < from + n; i++) {
        // What the server does between two files: small buffers that live a moment.
        Buffer.from(`{"row":${i},"text":"${'words '.repeat(400)}"}`);
        await zip.addStream(`site/authors/member-${i}/index.html`, Readable.from([Buffer.from(`<p>page ${i}</p>`)]));
      }
    };
    const entries = 2000;
    await add(0, entries);
    zip.zip.end();
    await drained;
    // The memory the kept names hold, counted on the names themselves (the process's own figure moves
    // with whatever else runs in it): each distinct block behind them, once.
    const names = (zip.zip as unknown as { entries: { utf8FileName: Buffer }[] }).entries.map((e) => e.utf8FileName);
    expect(names).toHaveLength(entries);
    const blocks = new Set(names.map((name) => name.buffer));
    const perEntry = [...blocks].reduce((n, b) => n + b.byteLength, 0) / entries;
    // The name's own bytes (about 40) and a little: not a share of an 8 KB block.
    expect(perEntry).toBeLessThan(200);
  });
});
