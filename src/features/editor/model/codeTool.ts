import type { BlockAPI, BlockTool, BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs';
import { msg } from '@lingui/core/macro';
import { CODE_LANGUAGES, isCodeLanguage, type CodeLanguage } from '@/contract';
import { i18n } from '@/lib/i18n';

/** The code block's data (API.md "Writing and publishing"); the server adds its highlighted `html`. */
export interface CodeData {
  code: string;
  language: CodeLanguage;
}

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><polyline points="16 18 22 12 16 6"/><polyline points="8 6 2 12 8 18"/></svg>';

let ids = 0;

/**
 * A code block of ours on the `{ code, language }` data: a language picker and a plain textarea
 * (monospace, growing with its lines). Tab leaves the box, as everywhere else, so the keyboard
 * never gets trapped; indentation is typed with spaces. Highlighting is the server's job.
 */
export class CodeTool implements BlockTool {
  static get toolbox() {
    // The title is Editor.js's key for the toolbox name: the editor's dictionary translates it.
    return { title: 'Code', icon: ICON };
  }
  /** Enter is a new line inside the code, not a new block. */
  static get enableLineBreaks() {
    return true;
  }
  static get isReadOnlySupported() {
    return true;
  }
  /** Pasted <pre> becomes a code block. */
  static get pasteConfig() {
    return { tags: ['PRE'] };
  }
  /** The code is text, not HTML: nothing of it is sanitised away (the server escapes it). */
  static get sanitize() {
    return { code: true, language: false };
  }
  /** Other blocks convert to and from code through its text. */
  static get conversionConfig() {
    return { export: 'code', import: 'code' };
  }

  private readonly block: BlockAPI;
  private readonly readOnly: boolean;
  private data: CodeData;
  private textarea: HTMLTextAreaElement | null = null;
  private select: HTMLSelectElement | null = null;

  constructor({ data, block, readOnly }: BlockToolConstructorOptions<Partial<CodeData>>) {
    this.block = block;
    this.readOnly = readOnly;
    this.data = { code: typeof data?.code === 'string' ? data.code : '', language: isCodeLanguage(data?.language) ? data.language : 'plaintext' };
  }

  render(): HTMLElement {
    const id = `code-block-${++ids}`;
    const wrapper = document.createElement('div');
    wrapper.className = 'ink-code';

    const bar = document.createElement('div');
    bar.className = 'ink-code__bar';
    const label = document.createElement('label');
    label.htmlFor = `${id}-language`;
    label.textContent = i18n._(msg({ message: 'Language', context: 'code block' }));
    const select = document.createElement('select');
    select.id = `${id}-language`;
    select.className = 'ink-code__language';
    for (const [value, name] of Object.entries(CODE_LANGUAGES)) select.add(new Option(name, value, false, value === this.data.language));
    select.disabled = this.readOnly;
    bar.append(label, select);

    const textarea = document.createElement('textarea');
    textarea.className = 'ink-code__text';
    textarea.value = this.data.code;
    textarea.spellcheck = false;
    textarea.readOnly = this.readOnly;
    textarea.placeholder = i18n._(msg({ message: 'Code', context: 'code block placeholder' }));
    const name = (language: string) => i18n._(msg`Code block (${language})`);
    textarea.setAttribute('aria-label', name(CODE_LANGUAGES[this.data.language]));
    textarea.setAttribute('autocapitalize', 'off');
    textarea.setAttribute('autocomplete', 'off');
    const grow = () => {
      textarea.rows = Math.max(2, textarea.value.split('\n').length);
    };
    grow();
    textarea.addEventListener('input', () => {
      grow();
      // A textarea's value is no DOM change Editor.js would see: the block says it changed.
      this.block.dispatchChange();
    });
    select.addEventListener('change', () => {
      textarea.setAttribute('aria-label', name(select.selectedOptions[0]?.text ?? ''));
      // A language change is a change of the block (autosave, history).
      this.block.dispatchChange();
    });

    wrapper.append(bar, textarea);
    this.textarea = textarea;
    this.select = select;
    return wrapper;
  }

  save(): CodeData {
    const language = this.select?.value;
    return { code: this.textarea?.value ?? this.data.code, language: isCodeLanguage(language) ? language : 'plaintext' };
  }

  validate(data: CodeData): boolean {
    return data.code.trim() !== '';
  }

  onPaste(event: PasteEvent) {
    const pre = (event.detail as { data: HTMLElement }).data;
    this.data = { ...this.data, code: pre.textContent ?? '' };
    if (this.textarea) {
      this.textarea.value = this.data.code;
      this.textarea.dispatchEvent(new Event('input'));
    }
  }
}
