/*
 * The heavy part of a save, in a worker thread of server/content/savePool.ts: sanitising every
 * block's inline HTML and highlighting its code. On the event loop a large blog held up every other
 * request for as long as this took (seconds for 2 MB).
 */
import type { MessagePort } from 'node:worker_threads';
import { sanitizeContent, type SanitizedContent } from './sanitize.ts';

export interface SaveTask {
  content: Parameters<typeof sanitizeContent>[0];
  /** Milliseconds into this save's work after which code is no longer highlighted. */
  highlightMs: number;
  /** Told when the work starts: the save's time budget runs from then (savePool.ts). */
  started?: MessagePort;
}

// What the modules make on their first call (the sanitiser's parser, the highlighter's grammars) is
// made while the thread starts, so that the first save's time budget counts its own work only.
sanitizeContent({ blocks: [{ type: 'paragraph', data: { text: '<b>warm</b>' } }, { type: 'code', data: { language: 'javascript', code: 'const a = 1;' } }] } as SaveTask['content'], { highlightMs: 1000 });

export default function prepareContent(task: SaveTask): SanitizedContent {
  task.started?.postMessage('started');
  task.started?.close();
  return sanitizeContent(task.content, { highlightMs: task.highlightMs });
}
