import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TrustLevel } from '@/contract';
import * as styles from './TrustBadge.css.ts';

export interface TrustBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The member's trust level (get-profile's `trust_level`). */
  level: TrustLevel;
}

/** A member's trust level as others see it: new member, member, or trusted member. */
export function TrustBadge({ level, className, ...rest }: TrustBadgeProps) {
  const { t } = useLingui();
  const label = level === 2 ? t`Trusted member` : level === 1 ? t({ message: 'Member', context: 'trust level' }) : t`New member`;
  return (
    <span className={cx(styles.badge[level], className)} data-level={level} {...rest}>
      {label}
    </span>
  );
}
