import { cx } from 'class-variance-authority';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './TitleInput.css.ts';

export interface TitleInputProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> {
  value: string;
  onChange: (title: string) => void;
}

/** The blog title: never takes Enter (one logical line) and grows with its text. */
export function TitleInput({ value, onChange, className, ...rest }: TitleInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const { t } = useLingui();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={1}
      placeholder={t`Blog Title`}
      aria-label={t`Blog Title`}
      className={cx(styles.titleInput, className)}
      // The title reads in its own words' direction, as the blocks do; with no letter yet it keeps the
      // interface's (an empty dir="auto" box is laid out left to right, placeholder included).
      dir={/\p{L}/u.test(value) ? 'auto' : undefined}
      value={value}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
      // Pasted line breaks become spaces: the title stays one line.
      onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
      {...rest}
    />
  );
}
