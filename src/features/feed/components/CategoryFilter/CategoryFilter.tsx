import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react';
import { MAIN_CATEGORIES, type MainCategory } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { CATEGORY_LABELS } from '../../model/categoryLabel';
import * as styles from './CategoryFilter.css';

export interface CategoryFilterProps extends Omit<ComponentProps<'ul'>, 'onSelect'> {
  /** The active category, or null for the home feed. */
  active: MainCategory | null;
  /** Called with the clicked category (the page decides that the active one means home). */
  onSelect: (category: MainCategory) => void;
  /** One horizontally scrolling row (small screens) instead of wrapping chips. */
  scroll?: boolean;
}

/** The nine main categories as toggle buttons; the active one is pressed. */
export function CategoryFilter({ active, onSelect, scroll = false, className, ...rest }: CategoryFilterProps) {
  const { i18n } = useLingui();
  return (
    <ul className={cx(styles.list, scroll && styles.scroller, className)} {...rest}>
      {MAIN_CATEGORIES.map((category) => {
        const pressed = active === category;
        return (
          <li key={category}>
            <Button size="sm" variant={pressed ? 'solid' : 'soft'} tone="neutral" aria-pressed={pressed} onClick={() => onSelect(category)}>
              {i18n._(CATEGORY_LABELS[category])}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
