import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `${vars.size.hairline} solid ${vars.color.accent.border}`,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

export const noticeText = style({ flex: 1, minWidth: vars.size.menuMin, margin: 0 });

/* ---------- Loading and not found ---------- */
