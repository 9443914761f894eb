import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, IMPORT_SIMPLIFIED_LISTED } from '../../src/contract/index.ts';
import type { Context } from '../context.ts';
import { HttpError, isUuid, named, notFound, requireAdmin } from '../http.ts';
import { importScope, queueImport, refuseImport, refuseSiteArchive } from '../services/imports.ts';
import { importReport } from '../store/siteImport.ts';
import { allRedirects, deleteRedirect, importById, importCreated, importMembersCreated, importSimplified, redirectOf, type ImportScope } from '../store/imports.ts';
import { openExport, NotAnExport, XmlEntities } from '../import/detect.ts';
import { importDir, importFile } from '../import/job.ts';
import { normalisePath } from '../import/source.ts';
import { ImportZipError } from '../import/zip.ts';
import { callServer } from './call.ts';
import { isSiteArchive, SITE_ARCHIVE } from '../transfer/siteImport.ts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

/** Moved links listed at once (an admin's screen; a site imported from a large blog has thousands). */
const REDIRECTS_LISTED = 5000;

/**
 * POST /import, /import-status, /redirects and /delete-redirect (API.md third edition, "Import and
 * moved links"). The file is written to DATA_DIR/imports as it arrives (never held in memory), its
 * format found from its content, then a durable job reads it (server/import/job.ts).
 */
export default async function importRoutes(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);
  // Its own context: the file route takes any body as a stream, the other calls JSON as every call does.
  await api.register(named('importFileRoute', importFileRoute), { ctx });

  serve('importStatus', async ({ body, me }) => {
    const imp = isUuid(body.import_id) ? await importById(ctx.db, body.import_id) : undefined;
    if (!imp || imp.owner !== me.id) throw notFound(ERRORS.importNotFound);
    const report = imp.format === SITE_ARCHIVE ? await importReport(ctx.db, imp.id) : null;
    const simplified = imp.format === SITE_ARCHIVE ? null : await importSimplified(ctx.db, imp.id, IMPORT_SIMPLIFIED_LISTED);
    const membersCreated = imp.scope === 'site' && imp.format !== SITE_ARCHIVE ? await importMembersCreated(ctx.db, imp.id) : null;
    return {
      state: imp.state,
      total: imp.total,
      done: imp.done,
      created: await importCreated(ctx.db, imp.id),
      skipped: imp.skipped,
      ...(simplified ? { simplified: simplified.listed, simplified_total: simplified.total } : {}),
      ...(membersCreated ? { members_created: membersCreated } : {}),
      ...(report ? { report } : {}),
    };
  });

  serve('redirects', async ({ me }) => {
    requireAdmin(me);
    return { redirects: (await allRedirects(ctx.db, REDIRECTS_LISTED)).map((r) => ({ from: r.from, to: `/blogs/${r.blog_id}` })) };
  });

  serve('deleteRedirect', async ({ body, me }) => {
    requireAdmin(me);
    if (!(await deleteRedirect(ctx.db, normalisePath(body.from)))) throw notFound(ERRORS.redirectNotFound);
    ctx.redirects.forget();
    return { status: 'done' };
  });
}

async function importFileRoute(api: FastifyInstance, { ctx }: { ctx: Context }) {
  const serve = callServer(api, ctx);
  const maxBytes = ctx.config.IMPORT_MAX_MB * 1024 * 1024;
  const tooLarge = () => new HttpError(413, ERRORS.importTooLarge(ctx.config.IMPORT_MAX_MB));

  // The file comes as it is: no JSON parsing of a Ghost export at the API's 2 MiB limit.
  api.removeAllContentTypeParsers();
  await api.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  api.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  /**
   * Writes the request's file to `path`, counting its bytes against the limit. `scope` checks the
   * multipart field `as` (which comes before `file`) before a byte of the file is read.
   */
  async function receive(req: FastifyRequest, path: string, scope: (as: unknown) => void) {
    let source: Readable;
    if (req.isMultipart()) {
      const file = await req.file().catch(() => undefined);
      if (!file || file.fieldname !== 'file') throw new HttpError(400, ERRORS.importFileMissing);
      const field = file.fields.as;
      const as = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      if (as !== undefined) scope(as);
      source = file.file;
    } else {
      if (!req.body || typeof (req.body as Readable).pipe !== 'function') throw new HttpError(400, ERRORS.importFileMissing);
      source = req.body as Readable;
    }
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(size > maxBytes ? tooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(path));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if ((source as { truncated?: boolean }).truncated || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new HttpError(400, ERRORS.uploadInterrupted);
    }
    if ((source as { truncated?: boolean }).truncated) throw tooLarge();
    if (size === 0) throw new HttpError(400, ERRORS.importFileMissing);
    return size;
  }

  serve('importFile', async ({ me, req, reply }) => {
    const dir = importDir(ctx.config.DATA_DIR);
    const incoming = join(dir, `incoming-${randomUUID()}`);
    let format: string;
    // `as` in the query string, or the multipart field before the file.
    let scope: ImportScope = importScope((req.query as { as?: unknown }).as, me);
    // Refused before the file is received: a large export is not uploaded only to be turned away.
    await refuseImport(ctx, me);
    try {
      const size = await receive(req, incoming, (as) => {
        scope = importScope(as, me);
      });
      const bytes = (await stat(incoming)).size || size;
      if (await isSiteArchive(incoming, bytes, maxBytes)) {
        await refuseSiteArchive(ctx, me, incoming, bytes, maxBytes);
        format = SITE_ARCHIVE;
      } else try {
        const reader = await openExport(incoming, bytes, maxBytes);
        format = reader.format;
        reader.close();
      } catch (err) {
        if (err instanceof XmlEntities) throw new HttpError(400, ERRORS.importXmlEntities);
        if (err instanceof NotAnExport) throw new HttpError(400, ERRORS.notAnExport);
        if (err instanceof ImportZipError) throw new HttpError(400, ERRORS.importInflates);
        throw err;
      }
    } catch (err) {
      await rm(incoming, { force: true });
      throw err;
    }
    // The file is in place under the import's id before the job exists: no poll can find one without the other.
    const id = randomUUID();
    await rename(incoming, importFile(ctx.config.DATA_DIR, id));
    try {
      await queueImport(ctx, me, id, format, scope);
    } catch (err) {
      await rm(importFile(ctx.config.DATA_DIR, id), { force: true });
      throw err;
    }
    ctx.jobs.kick();
    return reply.code(202).send({ import_id: id });
  });

}

/**
 * Moved links: a page request for a path nothing else answers, which an imported post had on its
 * old site, is a 301 to the blog here. Looked up only for such requests, and remembered a minute.
 */
export function movedLinks(app: FastifyInstance, ctx: Context) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.is404 || (req.method !== 'GET' && req.method !== 'HEAD')) return;
    const raw = req.url.split('?')[0];
    if (raw.startsWith('/api/') || raw.startsWith('/uploads/') || raw.startsWith('/assets/') || raw.length > 1000) return;
    let path: string;
    try {
      path = normalisePath(decodeURIComponent(raw));
    } catch {
      return;
    }
    if (path.includes('\0')) return;
    const blogId = await ctx.redirects.lookup(path, () => redirectOf(ctx.db, path));
    if (blogId) return reply.code(301).header('location', `/blogs/${encodeURIComponent(blogId)}`).header('cache-control', 'public, max-age=3600').send();
  });
}
