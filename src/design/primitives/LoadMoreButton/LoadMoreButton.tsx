import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '../Button';

export interface LoadMoreButtonProps extends Omit<ButtonProps, 'children'> {
  /** Button text (default "Load More", SPEC.md). */
  label?: string;
}

/** "Load More" under a paginated list; pass `loading` while the next page is fetched. */
export function LoadMoreButton({ label, variant = 'soft', tone = 'neutral', loading, ...rest }: LoadMoreButtonProps) {
  const { t } = useLingui();
  return (
    <Button variant={variant} tone={tone} loading={loading} iconEnd={<ChevronDown aria-hidden />} {...rest}>
      {label ?? t`Load More`}
    </Button>
  );
}
