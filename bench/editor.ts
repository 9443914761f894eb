import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { blocks } from './gen/generate.ts';
import { call, percentile } from './lib/client.ts';
import { rng } from './lib/rng.ts';
import { startServer } from './lib/server.ts';

/**
 * The editor benchmark: the production build and server on a fresh embedded database,
 * seeded through the API (one author, a 2,000-block and a 1,000-block draft), driven in Chromium
 * without CPU slowdown.
 *
 * - Load: /editor/{id} of the 2,000-block blog in a fresh browser context (cold HTTP cache, signed in
 *   through sessionStorage). Times are from navigation start (performance.timeOrigin): the 2,000th
 *   block in the DOM, Editor.js ready (Save Draft enabled), and a character typed at the end of the
 *   last block painted (keydown, `input`, then the next frame). "Editable" is the later of ready and
 *   that paint.
 * - Typing: the 1,000-block blog, a paragraph near the middle, N key presses at human intervals
 *   (seeded: mostly 60-200 ms apart, one in ten after a 0.5-1.2 s pause, so Editor.js's 400 ms
 *   change batch fires between bursts as it does for a writer). Key-to-paint is from the keydown's
 *   event.timeStamp to a MessageChannel task posted from the first requestAnimationFrame after the
 *   `input` event (after that frame's paint); key-to-DOM stops at the `input` event. The Event Timing
 *   API (durationThreshold 16) and long tasks are collected as a cross-check.
 */

export const LOAD_BLOCKS = 2_000;
/** A realistic long post: editable within 300 ms of its data arriving (get-blog's answer received). */
export const REALISTIC_BLOCKS = 300;
export const TYPING_BLOCKS = 1_000;
export const FLOOR_BLOCKS = 20;
/** The workshop: a long post under review, with reviewers' notes in the margin beside it. */
export const NOTED_BLOCKS = 300;
export const NOTES = 50;
export const TARGETS = { editableMs: 1_000, keyToPaintMs: 16, realisticAfterDataMs: 300, notedAfterDataMs: 500 } as const;

export interface LoadRun {
  /** The last block's element in the DOM. */
  blocksInDomMs: number;
  /** Editor.js isReady resolved and React re-rendered (Save Draft enabled). */
  readyMs: number;
  /** A character typed at the end of the last block was painted. */
  typedPaintMs: number;
  /** max(readyMs, typedPaintMs): the figure held against the 1 s target. */
  editableMs: number;
  /** The get-blog answer fully received. */
  getBlogDoneMs: number | null;
  /** The editor's chunk received, Editor.js created, and its isReady (the app's performance marks). */
  chunkDoneMs?: number | null;
  createdMs?: number | null;
  editorJsReadyMs?: number | null;
  /** The notes answer fully received, and every note's thread in the margin (a blog with notes only). */
  notesDoneMs?: number | null;
  notesShownMs?: number | null;
  /** Long tasks (>= 50 ms) until editable: count and total. */
  longTasks: number;
  longTasksMs: number;
  /**
   * CPU time of Chromium's renderer and GPU processes from before the navigation until editable:
   * the work itself, which other processes on a loaded machine do not inflate (wall times they do).
   */
  cpuMs: number;
}

export interface Stats {
  median: number;
  p95: number;
  max: number;
  min: number;
}

/** Key presses in a paragraph near the middle of a document. */
export interface Typing {
  blocks: number;
  presses: number;
  /** keydown's event.timeStamp to the task after the next frame. */
  keyToPaint: Stats;
  /** keydown's event.timeStamp to the `input` event (the character in the DOM). */
  keyToDom: Stats;
  /** Event Timing entries (keydown/keypress/beforeinput/input/keyup) of 16 ms or more, and the longest. */
  slowEvents: number;
  slowestEventMs: number;
  /** Long tasks (>= 50 ms) from the first measured press to 3.5 s after the last (change batches, the local copy). */
  longTasks: number;
  longTasksMs: number;
  longestTaskMs: number;
  /** CPU time of the renderer and GPU processes over the typing phase (pauses and tail included), per press. */
  cpuMsPerPress: number;
}

export interface EditorResult {
  measured: true;
  cpuSlowdown: 1;
  from: 'navigation start';
  load: { blocks: number; runs: LoadRun[]; editableMs: number; blocksInDomMs: number; readyMs: number; typedPaintMs: number; cpuMs: number; targetMs: number; met: boolean };
  typing: Typing & { targetMs: number; met: boolean };
  /** A 300-block post: editable, counted from get-blog's answer received (median of the runs). */
  realistic: { blocks: number; runs: LoadRun[]; afterDataMs: number; editableMs: number; targetMs: number; met: boolean };
  /** The same presses in a 20-block blog: what the browser and Editor.js cost without a long document. */
  typingFloor: Typing;
  /**
   * A 300-block draft with 50 reviewers' notes: editable with every note's thread in the margin,
   * counted from the later of get-blog's and the notes' answers received (median of the runs).
   */
  noted?: { blocks: number; notes: number; runs: LoadRun[]; afterDataMs: number; editableMs: number; targetMs: number; met: boolean };
  note: string;
}

interface PageKey {
  key: string;
  t0: number;
  down: number;
  dom: number;
  paint: number;
}

interface Probe {
  target: number;
  /** Note threads to wait for in the margin (0: none). */
  notesTarget: number;
  blocksAt: number | null;
  readyAt: number | null;
  notesAt: number | null;
  keys: PageKey[];
  events: { name: string; duration: number; start: number }[];
  longTasks: { start: number; duration: number }[];
  waiter: (() => void) | null;
}

/** Installed before the app's scripts: milestones, key timings, Event Timing and long tasks. */
function probe({ target, notesTarget }: { target: number; notesTarget: number }) {
  const ed: Probe = { target, notesTarget, blocksAt: null, readyAt: null, notesAt: null, keys: [], events: [], longTasks: [], waiter: null };
  (window as unknown as { __ed: Probe }).__ed = ed;
  const check = () => {
    if (ed.blocksAt === null) {
      const redactor = document.querySelector('#textEditor .codex-editor__redactor');
      if (redactor && redactor.childElementCount >= target) ed.blocksAt = performance.now();
    }
    if (ed.readyAt === null) {
      const save = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Save Draft');
      if (save && !save.disabled) ed.readyAt = performance.now();
    }
    if (ed.notesAt === null && ed.notesTarget > 0 && document.querySelectorAll('aside [data-note-id]').length >= ed.notesTarget) ed.notesAt = performance.now();
    if (ed.blocksAt !== null && ed.readyAt !== null && (ed.notesTarget === 0 || ed.notesAt !== null)) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });

  let current: PageKey | null = null;
  addEventListener(
    'keydown',
    (e) => {
      if (e.key.length !== 1) return;
      current = { key: e.key, t0: e.timeStamp, down: performance.now(), dom: 0, paint: 0 };
    },
    true,
  );
  addEventListener('input', () => {
    const k = current;
    if (!k) return;
    current = null;
    k.dom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        k.paint = performance.now();
        ed.keys.push(k);
        ed.waiter?.();
      };
      channel.port2.postMessage(0);
    });
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) ed.events.push({ name: e.name, duration: e.duration, start: e.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) ed.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const round = (n: number) => Math.round(n * 10) / 10;

/** CPU seconds per process id of Chromium's renderers and GPU process (CDP SystemInfo.getProcessInfo). */
type CpuSampler = () => Promise<Map<number, number>>;
async function cpuSampler(browser: Browser): Promise<CpuSampler> {
  const cdp = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number; cpuTime: number }[] };
    return new Map(processInfo.filter((p) => p.type === 'renderer' || p.type === 'GPU').map((p) => [p.id, p.cpuTime]));
  };
}
/** CPU milliseconds spent between two samples (processes started in between count from zero). */
const cpuMs = (before: Map<number, number>, after: Map<number, number>) => Math.round([...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0) * 1000);
function stats(values: number[]): Stats {
  return { median: percentile(values, 50), p95: percentile(values, 95), max: round(Math.max(...values)), min: round(Math.min(...values)) };
}

async function waitKeys(page: Page, n: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const ed = (window as unknown as { __ed: Probe }).__ed;
        if (ed.keys.length >= n) return resolve();
        ed.waiter = () => {
          if (ed.keys.length < n) return;
          ed.waiter = null;
          resolve();
        };
      }),
    n,
  );
}

async function openEditor(browser: Browser, base: string, session: unknown, blogId: string, target: number, notesTarget = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps named inner functions in __name(): define it for functions sent to the page.
  await context.addInitScript('window.__name = (f) => f;');
  await context.addInitScript((s) => window.sessionStorage.setItem('user', s), JSON.stringify(session));
  await context.addInitScript(probe, { target, notesTarget });
  const page = await context.newPage();
  await page.goto(`${base}/editor/${blogId}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __ed: Probe }).__ed.blocksAt !== null, null, { polling: 'raf', timeout: 120_000 });
  return { context, page };
}

async function loadRun(browser: Browser, cpu: CpuSampler, base: string, session: unknown, blogId: string, blockCount = LOAD_BLOCKS, notes = 0): Promise<LoadRun> {
  const cpuBefore = await cpu();
  const { context, page } = await openEditor(browser, base, session, blogId, blockCount, notes);
  try {
    // Straight away: the caret at the end of the last block's last editable element, then a key.
    await page.evaluate(() => {
      const redactor = document.querySelector('#textEditor .codex-editor__redactor')!;
      const editables = redactor.lastElementChild!.querySelectorAll<HTMLElement>('[contenteditable="true"]');
      const el = editables[editables.length - 1];
      el.focus();
      const range = document.createRange();
      range.selectNodeContents(el);
      range.collapse(false);
      const sel = getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
    });
    await page.keyboard.press('z');
    await waitKeys(page, 1);
    await page.waitForFunction(() => (window as unknown as { __ed: Probe }).__ed.readyAt !== null, null, { timeout: 120_000 });
    if (notes) await page.waitForFunction(() => (window as unknown as { __ed: Probe }).__ed.notesAt !== null, null, { timeout: 120_000 });
    const m = await page.evaluate(() => {
      const ed = (window as unknown as { __ed: Probe }).__ed;
      const redactor = document.querySelector('#textEditor .codex-editor__redactor')!;
      const last = redactor.lastElementChild!.textContent ?? '';
      const getBlog = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/get-blog')) as PerformanceResourceTiming | undefined;
      const chunk = performance.getEntriesByType('resource').find((e) => /EditorRoute-[^/]*\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
      const notes = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/notes')) as PerformanceResourceTiming | undefined;
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      return {
        blocksAt: ed.blocksAt!,
        readyAt: ed.readyAt!,
        notesAt: ed.notesAt,
        notes: notes?.responseEnd ?? null,
        key: ed.keys[0],
        typed: last.trimEnd().endsWith('z'),
        getBlog: getBlog?.responseEnd ?? null,
        longTasks: ed.longTasks,
        chunk: chunk?.responseEnd ?? null,
        created: mark('inkwell:editor-create'),
        editorJsReady: mark('inkwell:editorjs-ready'),
      };
    });
    const cpuAfter = await cpu();
    if (!m.typed) throw new Error('the character typed into the last block did not appear there');
    // With notes, editable means with every thread beside its block too.
    const editable = Math.max(m.readyAt, m.key.paint, m.notesAt ?? 0);
    const tasks = m.longTasks.filter((t) => t.start < editable);
    return {
      blocksInDomMs: round(m.blocksAt),
      readyMs: round(m.readyAt),
      typedPaintMs: round(m.key.paint),
      editableMs: round(editable),
      getBlogDoneMs: m.getBlog === null ? null : round(m.getBlog),
      chunkDoneMs: m.chunk === null ? null : round(m.chunk),
      createdMs: m.created === null ? null : round(m.created),
      editorJsReadyMs: m.editorJsReady === null ? null : round(m.editorJsReady),
      ...(notes ? { notesDoneMs: m.notes === null ? null : round(m.notes), notesShownMs: m.notesAt === null ? null : round(m.notesAt) } : {}),
      longTasks: tasks.length,
      longTasksMs: round(tasks.reduce((s, t) => s + t.duration, 0)),
      cpuMs: cpuMs(cpuBefore, cpuAfter),
    };
  } finally {
    await context.close();
  }
}

const TEXT = 'the quick brown fox jumps over the lazy dog and keeps on writing ';

async function typingRun(browser: Browser, cpu: CpuSampler, base: string, session: unknown, blogId: string, blockCount: number, presses: number, log: (m: string) => void): Promise<Typing> {
  const { context, page } = await openEditor(browser, base, session, blogId, blockCount);
  try {
    await page.waitForFunction(() => (window as unknown as { __ed: Probe }).__ed.readyAt !== null, null, { timeout: 120_000 });
    // Let Editor.js finish its idle-time work (per-block listeners and mutation observers).
    await page.evaluate(() => new Promise<void>((r) => setTimeout(() => requestIdleCallback(() => r()), 1500)));
    const index = await page.evaluate((middle) => {
      const children = Array.from(document.querySelector('#textEditor .codex-editor__redactor')!.children);
      for (let i = middle; i < children.length; i++) if (children[i].querySelector('.ce-paragraph')) return i;
      return -1;
    }, Math.floor(blockCount / 2));
    if (index < 0) throw new Error('no paragraph after the middle of the document');
    const paragraph = page.locator('#textEditor .codex-editor__redactor > .ce-block').nth(index).locator('.ce-paragraph');
    await paragraph.click();
    await page.keyboard.press('End');
    const r = rng(6);
    const warmUp = 5;
    let cpuBefore = new Map<number, number>();
    for (let i = 0; i < warmUp + presses; i++) {
      if (i === warmUp) {
        cpuBefore = await cpu();
        await page.evaluate(() => {
          const ed = (window as unknown as { __ed: Probe }).__ed;
          ed.keys = [];
          ed.events = [];
          ed.longTasks = [];
        });
      }
      const ch = TEXT[i % TEXT.length];
      await page.keyboard.press(ch === ' ' ? 'Space' : ch);
      await waitKeys(page, i < warmUp ? i + 1 : i - warmUp + 1);
      // A writer: mostly 60-200 ms between keys, one pause in ten of 0.5-3 s.
      await page.waitForTimeout(r.next() < 0.1 ? r.int(500, 3000) : r.int(60, 200));
    }
    // What runs after the last burst (the change batch, the local copy of unsaved work) counts too.
    await page.waitForTimeout(3500);
    const cpuAfter = await cpu();
    const m = await page.evaluate((idx) => {
      const ed = (window as unknown as { __ed: Probe }).__ed;
      const text = document.querySelectorAll('#textEditor .codex-editor__redactor > .ce-block')[idx].textContent ?? '';
      return { keys: ed.keys, events: ed.events, longTasks: ed.longTasks, text };
    }, index);
    const typed = Array.from({ length: warmUp + presses }, (_, i) => TEXT[i % TEXT.length]).join('');
    if (!m.text.replace(/\u00a0/g, ' ').includes(typed.trimEnd())) throw new Error(`typed text missing from the paragraph: ${m.text.slice(-120)}`);
    const toPaint = m.keys.map((k) => k.paint - k.t0);
    const toDom = m.keys.map((k) => k.dom - k.t0);
    const keyEvents = m.events.filter((e) => ['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(e.name));
    log(`  typing at ${blockCount} blocks, key-to-paint ms: ${toPaint.map(round).join(' ')}`);
    return {
      blocks: blockCount,
      presses: m.keys.length,
      keyToPaint: stats(toPaint),
      keyToDom: stats(toDom),
      slowEvents: keyEvents.length,
      slowestEventMs: keyEvents.length ? round(Math.max(...keyEvents.map((e) => e.duration))) : 0,
      longTasks: m.longTasks.length,
      longTasksMs: round(m.longTasks.reduce((s, t) => s + t.duration, 0)),
      longestTaskMs: round(Math.max(0, ...m.longTasks.map((t) => t.duration))),
      cpuMsPerPress: round(cpuMs(cpuBefore, cpuAfter) / m.keys.length),
    };
  } finally {
    await context.close();
  }
}

export interface EditorBenchOptions {
  /** Load runs of the 2,000-block blog (each in a fresh context). */
  loadRuns?: number;
  presses?: number;
  /** Another build to serve (DIST_DIR), to compare builds; the default is dist/. */
  distDir?: string;
  log?: (m: string) => void;
}

/** Runs the editor benchmark on a fresh data dir (needs the production build in dist/). */
export async function editorBench(opts: EditorBenchOptions = {}): Promise<EditorResult> {
  const log = opts.log ?? console.log;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-editor-bench-'));
  // The reviewer seeds its notes faster than a person may write them (NOTES_PER_MINUTE).
  const server = await startServer({ dataDir, env: { NOTES_PER_MINUTE: '100000', ...(opts.distDir ? { DIST_DIR: opts.distDir } : {}) } });
  let browser: Browser | undefined;
  try {
    const email = 'editor-bench@bench.test';
    const signup = await call(server.url, '/api/signup', { fullname: 'Editor Bench', email, password: 'Bench1234' });
    if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
    const session = signup.body;
    const r = rng(2000);
    const ids: Record<number, string> = {};
    for (const n of [LOAD_BLOCKS, TYPING_BLOCKS, REALISTIC_BLOCKS, FLOOR_BLOCKS]) {
      const content = { time: Date.now(), blocks: blocks(r, n), version: '2.31.7' };
      const res = await call(server.url, '/api/create-blog', { title: `A ${n}-block blog`, banner: '', des: '', content, tags: [], draft: true }, session.access_token);
      if (res.status !== 200) throw new Error(`create-blog with ${n} blocks: ${res.status} ${JSON.stringify(res.body)}`);
      const check = await call(server.url, '/api/get-blog', { blog_id: res.body.id, draft: true, mode: 'edit' }, session.access_token);
      const stored = check.body?.blog?.content?.[0]?.blocks?.length;
      if (stored !== n) throw new Error(`the ${n}-block blog came back with ${stored} blocks`);
      ids[n] = res.body.id;
      log(`  seeded a ${n}-block draft (${Math.round(JSON.stringify(content).length / 1024)} KB of content)`);
    }
    const noted = await seedNotedDraft(server.url, session, r);
    log(`  seeded a ${NOTED_BLOCKS}-block draft under review with ${NOTES} notes`);

    browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    const cpu = await cpuSampler(browser);
    const runs: LoadRun[] = [];
    for (let i = 0; i < (opts.loadRuns ?? 3); i++) {
      const run = await loadRun(browser, cpu, server.url, session, ids[LOAD_BLOCKS]);
      log(`  load ${LOAD_BLOCKS} blocks, run ${i + 1}: get-blog done ${run.getBlogDoneMs} ms, blocks in DOM ${run.blocksInDomMs} ms, ready ${run.readyMs} ms, typed char painted ${run.typedPaintMs} ms -> editable ${run.editableMs} ms (long tasks ${run.longTasks}, ${run.longTasksMs} ms; renderer+GPU CPU ${run.cpuMs} ms)`);
      runs.push(run);
    }
    const med = (f: (r: LoadRun) => number) => percentile(runs.map(f), 50);
    const load = {
      blocks: LOAD_BLOCKS,
      runs,
      editableMs: med((r) => r.editableMs),
      blocksInDomMs: med((r) => r.blocksInDomMs),
      readyMs: med((r) => r.readyMs),
      typedPaintMs: med((r) => r.typedPaintMs),
      cpuMs: med((r) => r.cpuMs),
      targetMs: TARGETS.editableMs,
      met: med((r) => r.editableMs) < TARGETS.editableMs,
    };
    const realisticRuns: LoadRun[] = [];
    for (let i = 0; i < (opts.loadRuns ?? 3); i++) {
      const run = await loadRun(browser, cpu, server.url, session, ids[REALISTIC_BLOCKS], REALISTIC_BLOCKS);
      log(`  load ${REALISTIC_BLOCKS} blocks, run ${i + 1}: get-blog done ${run.getBlogDoneMs} ms, editor chunk ${run.chunkDoneMs} ms, Editor.js created ${run.createdMs} ms, its isReady ${run.editorJsReadyMs} ms, editable ${run.editableMs} ms -> ${round(run.editableMs - (run.getBlogDoneMs ?? 0))} ms after the data`);
      realisticRuns.push(run);
    }
    const afterData = percentile(realisticRuns.map((r) => r.editableMs - (r.getBlogDoneMs ?? 0)), 50);
    const realistic = {
      blocks: REALISTIC_BLOCKS,
      runs: realisticRuns,
      afterDataMs: round(afterData),
      editableMs: percentile(realisticRuns.map((r) => r.editableMs), 50),
      targetMs: TARGETS.realisticAfterDataMs,
      met: afterData < TARGETS.realisticAfterDataMs,
    };
    const notedRuns: LoadRun[] = [];
    for (let i = 0; i < (opts.loadRuns ?? 3); i++) {
      const run = await loadRun(browser, cpu, server.url, session, noted, NOTED_BLOCKS, NOTES);
      const data = Math.max(run.getBlogDoneMs ?? 0, run.notesDoneMs ?? 0);
      log(`  load ${NOTED_BLOCKS} blocks with ${NOTES} notes, run ${i + 1}: get-blog done ${run.getBlogDoneMs} ms, notes done ${run.notesDoneMs} ms, Editor.js ready ${run.readyMs} ms, notes in the margin ${run.notesShownMs} ms, editable ${run.editableMs} ms -> ${round(run.editableMs - data)} ms after the data`);
      notedRuns.push(run);
    }
    const notedAfterData = percentile(notedRuns.map((r) => r.editableMs - Math.max(r.getBlogDoneMs ?? 0, r.notesDoneMs ?? 0)), 50);
    const notedResult = {
      blocks: NOTED_BLOCKS,
      notes: NOTES,
      runs: notedRuns,
      afterDataMs: round(notedAfterData),
      editableMs: percentile(notedRuns.map((r) => r.editableMs), 50),
      targetMs: TARGETS.notedAfterDataMs,
      met: notedAfterData < TARGETS.notedAfterDataMs,
    };
    const presses = opts.presses ?? 50;
    const measured = await typingRun(browser, cpu, server.url, session, ids[TYPING_BLOCKS], TYPING_BLOCKS, presses, log);
    const typing = { ...measured, targetMs: TARGETS.keyToPaintMs, met: measured.keyToPaint.p95 < TARGETS.keyToPaintMs };
    const typingFloor = await typingRun(browser, cpu, server.url, session, ids[FLOOR_BLOCKS], FLOOR_BLOCKS, presses, log);
    return {
      measured: true,
      cpuSlowdown: 1,
      from: 'navigation start',
      load,
      realistic,
      typing,
      typingFloor,
      noted: notedResult,
      note: `no CPU slowdown; load is the median of ${runs.length} cold loads from navigation start, typing ${typing.presses} presses after 5 warm-up presses at human intervals; key-to-paint includes waiting for the next frame (0-16.7 ms at 60 Hz), which the 20-block floor shows`,
    };
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A draft of NOTED_BLOCKS blocks shared with a reviewer, who leaves NOTES notes on paragraphs spread
 * through it (every third one quoting a passage, every fifth with a reply from the author); its blog_id.
 */
async function seedNotedDraft(base: string, session: { access_token: string; username: string }, r: ReturnType<typeof rng>): Promise<string> {
  const ask = async (path: string, body: unknown, token: string) => {
    const res = await call(base, path, body, token);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const content = { time: Date.now(), blocks: blocks(r, NOTED_BLOCKS) as { id: string; type: string; data: { text?: string } }[], version: '2.31.7' };
  const blogId = (await ask('/api/create-blog', { title: `A ${NOTED_BLOCKS}-block draft under review`, banner: '', des: '', content, tags: [], draft: true }, session.access_token)).id as string;
  const reviewer = await call(base, '/api/signup', { fullname: 'Note Writer', email: 'editor-bench-reviewer@bench.test', password: 'Bench1234' });
  if (reviewer.status !== 200) throw new Error(`signup: ${reviewer.status} ${JSON.stringify(reviewer.body)}`);
  await ask('/api/share-draft', { blog_id: blogId, usernames: [reviewer.body.username], shared: true }, session.access_token);
  const paragraphs = content.blocks.filter((b) => b.type === 'paragraph');
  for (let i = 0; i < NOTES; i++) {
    const block = paragraphs[Math.floor((i * paragraphs.length) / NOTES)]!;
    const quote = i % 3 === 0 ? block.data.text!.split(' ').slice(0, 4).join(' ') : undefined;
    const note = await ask('/api/add-note', { blog_id: blogId, block_id: block.id, text: `Note ${i + 1}: this could be shorter, and the second clause repeats the first.`, ...(quote ? { quote } : {}) }, reviewer.body.access_token);
    if (i % 5 === 0) await ask('/api/add-note', { blog_id: blogId, block_id: block.id, text: 'Agreed, I will cut it.', parent: note._id }, session.access_token);
  }
  return blogId;
}

export function describeEditor(e: EditorResult): string[] {
  const t = (x: Typing) =>
    `median ${x.keyToPaint.median} ms, p95 ${x.keyToPaint.p95} ms, max ${x.keyToPaint.max} ms (key-to-DOM median ${x.keyToDom.median}, p95 ${x.keyToDom.p95} ms); Event Timing entries >= 16 ms: ${x.slowEvents} (longest ${x.slowestEventMs} ms); long tasks: ${x.longTasks}, ${x.longTasksMs} ms, longest ${x.longestTaskMs} ms; renderer+GPU CPU ${x.cpuMsPerPress} ms per press`;
  return [
    `load of ${e.load.blocks} blocks (median of ${e.load.runs.length}, from navigation start, no CPU slowdown): blocks in DOM ${e.load.blocksInDomMs} ms, Editor.js ready ${e.load.readyMs} ms, typed character painted ${e.load.typedPaintMs} ms, editable ${e.load.editableMs} ms (target < ${e.load.targetMs} ms: ${e.load.met ? 'met' : 'missed'}); renderer+GPU CPU until editable ${e.load.cpuMs} ms`,
    `load of ${e.realistic.blocks} blocks (median of ${e.realistic.runs.length}): editable ${e.realistic.editableMs} ms from navigation start, ${e.realistic.afterDataMs} ms after get-blog's answer (target < ${e.realistic.targetMs} ms: ${e.realistic.met ? 'met' : 'missed'})`,
    `key-to-paint at ${e.typing.blocks} blocks, ${e.typing.presses} presses: ${t(e.typing)} (target p95 < ${e.typing.targetMs} ms: ${e.typing.met ? 'met' : 'missed'})`,
    `key-to-paint at ${e.typingFloor.blocks} blocks (floor): ${t(e.typingFloor)}`,
    ...(e.noted
      ? [
          `load of ${e.noted.blocks} blocks with ${e.noted.notes} notes (median of ${e.noted.runs.length}): editable with every note in the margin ${e.noted.editableMs} ms from navigation start, ${e.noted.afterDataMs} ms after get-blog's and the notes' answers (target < ${e.noted.targetMs} ms: ${e.noted.met ? 'met' : 'missed'})`,
        ]
      : []),
  ];
}
