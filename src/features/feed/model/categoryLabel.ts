import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MainCategory } from '@/contract';

/**
 * The nine main categories as the interface names them in the reader's language (`i18n._(...)`).
 * The category itself stays English: it is the tag blogs are filed under.
 */
export const CATEGORY_LABELS: Record<MainCategory, MessageDescriptor> = {
  Tech: msg({ message: 'Tech', context: 'category' }),
  Gaming: msg({ message: 'Gaming', context: 'category' }),
  'Pop Culture': msg({ message: 'Pop Culture', context: 'category' }),
  'Social Media': msg({ message: 'Social Media', context: 'category' }),
  Finance: msg({ message: 'Finance', context: 'category' }),
  Sports: msg({ message: 'Sports', context: 'category' }),
  Music: msg({ message: 'Music', context: 'category' }),
  Nature: msg({ message: 'Nature', context: 'category' }),
  Travel: msg({ message: 'Travel', context: 'category' }),
};
