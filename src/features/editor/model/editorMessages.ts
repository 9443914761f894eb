import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { I18nDictionary } from '@editorjs/editorjs';
import { MESSAGES } from '@/contract';

/**
 * What Editor.js and its tools say, for its `i18n.messages` option. Editor.js looks each text up by
 * its English original, in a section per part: `ui` (its own toolbars and menus), `toolNames` (the
 * toolbox and inline toolbar, by each tool's title), `tools.<name>` (each tool's own interface,
 * `<name>` being the tool's key in the editor's `tools`, plus the internal `paragraph`, `link`,
 * `stub` and `convertTo`) and `blockTunes` (the block menu). A text missing here stays English, so
 * every string the installed versions pass through their i18n API is listed (they are found in
 * node_modules/@editorjs/<tool>/dist by `i18n.t(`). The English is theirs, unchanged (what the
 * English interface showed before and what its tests look for); the other languages say it well.
 * A plain string is one of SPEC.md's messages, translated by its text.
 */
interface Section {
  [original: string]: MessageDescriptor | string | Section;
}

// Toolbox titles: the toolbox, the "Convert to" menu and the inline toolbar's tooltips.
const toolNames: Section = {
  Text: msg({ message: 'Text', context: 'editor block type' }),
  Heading: msg({ message: 'Heading', context: 'editor block type' }),
  'Unordered List': msg`Unordered List`,
  'Ordered List': msg`Ordered List`,
  Checklist: msg`Checklist`,
  Image: msg({ message: 'Image', context: 'editor block type' }),
  Quote: msg({ message: 'Quote', context: 'editor block type' }),
  Code: msg({ message: 'Code', context: 'editor block type' }),
  Table: msg({ message: 'Table', context: 'editor block type' }),
  Delimiter: msg({ message: 'Delimiter', context: 'editor block type' }),
  Embed: msg({ message: 'Embed', context: 'editor block type' }),
  // Inline tools: Editor.js names a tool without a title by its key, capitalised.
  Link: msg({ message: 'Link', context: 'editor inline tool' }),
  Bold: msg({ message: 'Bold', context: 'editor inline tool' }),
  Italic: msg({ message: 'Italic', context: 'editor inline tool' }),
  Marker: msg({ message: 'Marker', context: 'editor inline tool' }),
  InlineCode: msg({ message: 'InlineCode', context: 'editor inline tool' }),
};

const caption = msg({ message: 'Caption', context: 'editor image caption placeholder' });

export const EDITOR_MESSAGES: Record<keyof I18nDictionary, Section> = {
  ui: {
    blockTunes: {
      toggler: { 'Click to tune': msg`Click to tune`, 'or drag to move': msg`or drag to move` },
    },
    inlineToolbar: { converter: { 'Convert to': msg`Convert to` } },
    toolbar: { toolbox: { Add: msg({ message: 'Add', context: 'editor add block button' }) } },
    popover: { Filter: msg({ message: 'Filter', context: 'editor menu search' }), 'Nothing found': msg`Nothing found`, 'Convert to': msg`Convert to` },
  },
  toolNames,
  tools: {
    paragraph: { 'Start writing your blog here!': msg`Start writing your blog here!` },
    stub: { Error: msg({ message: 'Error', context: 'editor broken block' }), 'The block can not be displayed correctly.': msg`The block can not be displayed correctly.` },
    link: { 'Add a link': msg`Add a link` },
    convertTo: { 'Convert to': msg`Convert to` },
    header: {
      Heading: msg({ message: 'Heading', context: 'editor placeholder' }),
      'Heading 1': msg`Heading 1`,
      'Heading 2': msg`Heading 2`,
      'Heading 3': msg`Heading 3`,
      'Heading 4': msg`Heading 4`,
      'Heading 5': msg`Heading 5`,
      'Heading 6': msg`Heading 6`,
    },
    list: {
      Unordered: msg`Unordered`,
      Ordered: msg`Ordered`,
      Checklist: msg`Checklist`,
      'Start with': msg`Start with`,
      'Counter type': msg`Counter type`,
      Numeric: msg`Numeric`,
      'Lower Roman': msg`Lower Roman`,
      'Upper Roman': msg`Upper Roman`,
      'Lower Alpha': msg`Lower Alpha`,
      'Upper Alpha': msg`Upper Alpha`,
    },
    image: {
      Caption: caption,
      'Select an Image': msg`Select an Image`,
      'With border': msg`With border`,
      'Stretch image': msg`Stretch image`,
      'With background': msg`With background`,
      'With caption': msg`With caption`,
      [MESSAGES.imageUploadFailed]: MESSAGES.imageUploadFailed,
    },
    quote: {
      'Enter a quote': msg`Enter a quote`,
      'Enter a caption': msg({ message: 'Enter a caption', context: 'editor quote author placeholder' }),
      'Align Left': msg`Align Left`,
      'Align Center': msg`Align Center`,
    },
    embed: { 'Enter a caption': msg({ message: 'Enter a caption', context: 'editor embed caption placeholder' }) },
    table: {
      'Add column to left': msg`Add column to left`,
      'Add column to right': msg`Add column to right`,
      'Add row above': msg`Add row above`,
      'Add row below': msg`Add row below`,
      'Delete column': msg`Delete column`,
      'Delete row': msg`Delete row`,
      'With headings': msg`With headings`,
      'Without headings': msg`Without headings`,
      Heading: msg({ message: 'Heading', context: 'editor table header cell' }),
      Stretch: msg({ message: 'Stretch', context: 'editor table' }),
      Collapse: msg({ message: 'Collapse', context: 'editor table' }),
    },
  },
  blockTunes: {
    delete: { Delete: msg({ message: 'Delete', context: 'editor block menu' }), 'Click to delete': msg`Click to delete` },
    moveUp: { 'Move up': msg`Move up` },
    moveDown: { 'Move down': msg`Move down` },
  },
};

const isMessage = (value: MessageDescriptor | string | Section): value is MessageDescriptor | string =>
  typeof value === 'string' || typeof (value as MessageDescriptor).id === 'string';

function translate(section: Section, i18n: I18n): Record<string, unknown> {
  return Object.fromEntries(Object.entries(section).map(([original, value]) => [original, isMessage(value) ? (typeof value === 'string' ? i18n._(value) : i18n._(value)) : translate(value, i18n)]));
}

/** Editor.js's dictionary in the language `i18n` speaks now (read once, when an editor starts). */
export function editorDictionary(i18n: I18n): I18nDictionary {
  return translate(EDITOR_MESSAGES, i18n) as I18nDictionary;
}
