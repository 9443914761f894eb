import { useId, useState, type KeyboardEvent } from 'react';
import { showProblem } from '@/lib';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Chip } from '@/design/primitives/Chip';
import { hasMainTag, LIMITS, MAIN_CATEGORIES, MAIN_TAGS } from '@/contract';
import { CATEGORY_LABELS } from '@/features/feed';
import { toast } from '@/design/primitives/Toaster';
import { addTag, editTag, isTagSeparator, removeTag } from '../../model/tagRules.ts';
import * as styles from './TagInput.css.ts';

export interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Visible label. */
  label?: string;
}

/** Tags as chips: added with Enter or comma, lowercased, no duplicates, editable inline, removable. */
export function TagInput({ tags, onChange, label }: TagInputProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const [text, setText] = useState('');

  function add(raw: string) {
    const result = addTag(tags, raw);
    if (result.error) toast.error(showProblem(result.error, i18n));
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (isTagSeparator(e.key)) {
      e.preventDefault();
      add(text);
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  /**
   * A main tag as the home page's categories name it in the interface's language, lowercase like a
   * tag ("tech", "tecnología", "التقنية"); the tag it adds is the category's own (English) one.
   */
  const mainTagName = (tag: string) => {
    const category = MAIN_CATEGORIES.find((c) => c.toLowerCase() === tag);
    return category ? i18n._(CATEGORY_LABELS[category]).toLocaleLowerCase(i18n.locale) : tag;
  };

  const left = LIMITS.tagsMax - tags.length;
  const suggestions = hasMainTag(tags) ? [] : MAIN_TAGS.filter((t) => !tags.includes(t));
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label ?? t`Tags`}
      </label>
      <div className={styles.box}>
        {tags.length > 0 && (
          <ul aria-label={t`Tags added`} className={styles.list}>
            {tags.map((tag, i) => (
              // Keyed by position so a chip keeps focus after its text is edited (the design's Chip).
              <li key={i}>
                <Chip label={tag} onChange={(v) => onChange(editTag(tags, i, v))} onRemove={() => onChange(removeTag(tags, i))} />
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          className={styles.newTag}
          value={text}
          maxLength={LIMITS.tagMax}
          placeholder={tags.length ? t`Add another tag` : t`Add a tag, then press Enter`}
          aria-describedby={`${id}-count`}
          onChange={(e) => {
            // A pasted or typed comma adds what came before it.
            const value = e.target.value;
            if (value.includes(',')) add(value.split(',')[0]);
            else setText(value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.footer}>
        <span>
          <Trans>Press Enter or comma to add a tag</Trans>
        </span>
        <span id={`${id}-count`} aria-live="polite">
          <Plural value={left} one="# Tag left" other="# Tags left" />
        </span>
      </div>
      {suggestions.length > 0 && tags.length < LIMITS.tagsMax && (
        <div className={styles.suggestions}>
          <span>
            <Trans>Main tags:</Trans>
          </span>
          {suggestions.map((t) => (
            <button key={t} type="button" className={styles.suggestion} onClick={() => add(t)}>
              + {mainTagName(t)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
