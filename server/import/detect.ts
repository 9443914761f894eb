/*
 * Which export a file is, from its content, never its name (API.md): a ZIP's entries, a JSON's
 * shape, an XML's root and namespaces. Opens the reader of that format.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { GhostJsonError, openGhost } from './ghost.ts';
import { isMarkdownFile, markdownReader } from './markdown.ts';
import { isMediumPost, mediumReader } from './medium.ts';
import { isOwnExport, ownReader } from './own.ts';
import type { SourceReader } from './source.ts';
import { substackReader, substackRoot } from './substack.ts';
import { REASON_XML_ENTITIES, wxrReader } from './wxr.ts';
import { ImportZip, ImportZipError } from './zip.ts';

/** The file is no export this server reads (the answer's message says so). */
export class NotAnExport extends Error {}
/** The file is an XML export that declares entities. */
export class XmlEntities extends Error {
  constructor() {
    super(REASON_XML_ENTITIES);
  }
}

async function head(path: string, bytes: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** The reader of an import's file; NotAnExport, XmlEntities, or an ImportZipError (a bomb). */
export async function openExport(path: string, size: number, maxBytes: number): Promise<SourceReader> {
  const start = await head(path, 64 * 1024);
  if (start.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return openZip(path, size, maxBytes);
  const text = start.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) {
    // A document type comes before the root element: where entities would be declared.
    if (/<!DOCTYPE/i.test(text.slice(0, text.search(/<rss[\s>]/) === -1 ? undefined : text.search(/<rss[\s>]/)))) throw new XmlEntities();
    if (/<rss[\s>]/.test(text) && /xmlns:wp="https?:\/\/wordpress\.org\/export\//.test(text)) return wxrReader(path);
    throw new NotAnExport();
  }
  if (text.startsWith('{')) {
    try {
      const reader = await openGhost(async () => createReadStream(path, { highWaterMark: 64 * 1024 }), null);
      if (reader) return reader;
    } catch (err) {
      if (err instanceof GhostJsonError) throw new NotAnExport();
      throw err;
    }
  }
  throw new NotAnExport();
}

async function openZip(path: string, size: number, maxBytes: number): Promise<SourceReader> {
  const zip = await ImportZip.open(path, size, maxBytes);
  try {
    const names = zip.names();
    if (isOwnExport(zip)) return ownReader(zip);
    const root = substackRoot(zip);
    if (root !== null && names.some((n) => n.startsWith(`${root}posts/`) && n.endsWith('.html'))) return substackReader(zip, root);
    // A Ghost ZIP: its JSON export with content/images beside it.
    const ghostJson = names.find((n) => n.endsWith('.json') && !n.includes('content/images/'));
    if (ghostJson && names.some((n) => n.includes('content/images/'))) {
      const reader = await openGhost(() => zip.stream(ghostJson), zip).catch((err) => {
        if (err instanceof GhostJsonError) return null;
        throw err;
      });
      if (reader) return reader;
    }
    if (names.some(isMediumPost)) return mediumReader(zip);
    if (names.some(isMarkdownFile)) return markdownReader(zip);
  } catch (err) {
    zip.close();
    if (err instanceof ImportZipError || err instanceof SyntaxError) throw new NotAnExport();
    throw err;
  }
  zip.close();
  throw new NotAnExport();
}
