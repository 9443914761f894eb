import type { ToolboxConfigEntry, ToolConstructable, ToolSettings } from '@editorjs/editorjs';
import Embed from '@editorjs/embed';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import InlineCode from '@editorjs/inline-code';
import List from '@editorjs/list';
import Marker from '@editorjs/marker';
import Quote from '@editorjs/quote';
import Table from '@editorjs/table';
import Delimiter from '@editorjs/delimiter';
import { msg } from '@lingui/core/macro';
import { CodeTool } from './codeTool.ts';
import { DEFAULT_HEADING_LEVEL, HEADING_LEVELS } from '@/contract';
import { copyImage, uploadImageWithSize } from '@/api';
import { showProblem } from '@/lib';
import { toast } from '@/design/primitives/Toaster';
import { i18n } from '@/lib/i18n';

/** Answer shape the image tool expects from an uploader. */
export interface UploadAnswer {
  success: 0 | 1;
  /** An upload's size and placeholder come along (the server fills them again from its record at save). */
  file?: { url: string; width?: number; height?: number; placeholder?: string };
}

/**
 * Our own uploader for the image block (SPEC.md: the tool's endpoints are unused): the shared
 * signed-URL upload, for a chosen, dropped or pasted image, its progress in a toast. A failure
 * answers `success: 0`, so the tool shows its own message 'Couldn’t upload image. Please try
 * another.' and resets the preview.
 */
export async function uploadByFile(file: File): Promise<UploadAnswer> {
  const id = toast.loading(i18n._(msg`Uploading image…`));
  try {
    const image = await uploadImageWithSize(file, (fraction) => {
      const progress = percent(fraction);
      toast.loading(i18n._(msg`Uploading image… ${progress}`), { id });
    });
    toast.success(i18n._(msg`Image uploaded`), { id });
    return { success: 1, file: image };
  } catch (err) {
    console.error(err);
    toast.dismiss(id);
    return { success: 0 };
  }
}

/** A share as a percentage in the interface's language (its digits and sign: "45 %", "٤٥٪"). */
const percent = (fraction: number) => new Intl.NumberFormat(i18n.locale || 'en', { style: 'percent' }).format(fraction);

/**
 * A pasted image address: an image of this site is used as it is; another site's is copied here by
 * the server (the pages load no image from elsewhere, and that site may change or go). Its refusal
 * (not an image, not reachable, too large) is said in a toast.
 */
export async function uploadByUrl(url: string): Promise<UploadAnswer> {
  if (isOwnImage(url)) return { success: 1, file: { url } };
  if (!/^https?:\/\//i.test(url)) return { success: 0 };
  const id = toast.loading(i18n._(msg`Copying the image…`));
  try {
    const image = await copyImage(url);
    toast.success(i18n._(msg`Image copied`), { id });
    return { success: 1, file: image };
  } catch (err) {
    toast.error(showProblem(err, i18n), { id });
    return { success: 0 };
  }
}

/** An address of this site's own uploads (relative, or on this origin). */
function isOwnImage(url: string): boolean {
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin && u.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

/** The block and inline tools of SPEC.md section 2 (embed, list, image, header, quote, marker, inline code) and API.md's second edition (code, table, delimiter). */
export const editorTools: Record<string, ToolConstructable | ToolSettings> = {
  embed: Embed as ToolConstructable,
  list: {
    class: List as unknown as ToolConstructable,
    inlineToolbar: true,
    // SPEC.md's lists are ordered or unordered: the toolbox offers those two, not the checklist.
    toolbox: (List as unknown as { toolbox: ToolboxConfigEntry[] }).toolbox.filter((entry) => entry.data?.style !== 'checklist'),
    config: { defaultStyle: 'ordered', maxLevel: 1 },
  },
  image: { class: ImageTool as unknown as ToolConstructable, config: { uploader: { uploadByFile, uploadByUrl } } },
  header: {
    class: Header as unknown as ToolConstructable,
    inlineToolbar: true,
    // The placeholder is the dictionary's key (model/editorMessages.ts, tools.header).
    config: { placeholder: 'Heading', levels: [...HEADING_LEVELS], defaultLevel: DEFAULT_HEADING_LEVEL },
  },
  quote: { class: Quote as unknown as ToolConstructable, inlineToolbar: true },
  code: CodeTool as unknown as ToolConstructable,
  // Cells keep the inline tools; the server keeps the inline allow-list of them.
  table: { class: Table as unknown as ToolConstructable, inlineToolbar: true, config: { rows: 2, cols: 2, withHeadings: true } },
  delimiter: Delimiter as unknown as ToolConstructable,
  marker: Marker as ToolConstructable,
  inlineCode: InlineCode as unknown as ToolConstructable,
};
