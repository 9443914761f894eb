import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

const base = style({
  display: 'inline-block',
  paddingInline: vars.space['2'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
});

/** A newcomer's badge is plain; a trusted member's stands out in the accent. */
export const badge = styleVariants({
  0: [base, { borderColor: vars.color.border, background: vars.color.surfaceSunken, color: vars.color.textMuted }],
  1: [base, { borderColor: vars.color.neutral.border, background: vars.color.neutral.soft, color: vars.color.neutral.text }],
  2: [base, { borderColor: vars.color.accent.border, background: vars.color.accent.soft, color: vars.color.accent.text }],
});
