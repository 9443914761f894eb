import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

/* ---------- Top bar ---------- */

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: vars.space['16'],
  paddingInline: `max(${vars.space['4']}, calc((100% - ${vars.size.page}) / 2))`,
  background: vars.color.canvas,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const barTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const barActions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });

/* ---------- Writing surface ---------- */
