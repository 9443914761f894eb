import { style } from '@vanilla-extract/css';
import { focusRing, leftToRightRun } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-unseen]': { borderColor: vars.color.accent.border, background: vars.color.accent.soft },
  },
  '@media': { [media.small]: { padding: vars.space['4'], gap: vars.space['3'] } },
});

export const newBadge = style({
  position: 'absolute',
  top: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
  selectors: { '&::before': { content: '""', width: vars.space['2'], height: vars.space['2'], borderRadius: vars.radius.full, background: vars.color.accent.solid } },
});

export const content = style({ minWidth: 0, display: 'grid', gap: vars.space['2'] });

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, paddingInlineEnd: vars.space['12'], overflowWrap: 'anywhere' });

export const who = style([focusRing, { color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', borderRadius: vars.radius.sm, selectors: { '&:hover': { textDecoration: 'underline' } } }]);

export const handle = style({ ...leftToRightRun, color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const blogLink = style([focusRing, { color: vars.color.text, fontWeight: vars.fontWeight.medium, textDecoration: 'underline', textUnderlineOffset: '0.2em', borderRadius: vars.radius.sm }]);

export const quote = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderInlineStart: `${vars.space['1']} solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const commentText = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize.lg, color: vars.color.text, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textSubtle });

export const reply = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['1'], padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceSunken });

export const replyHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
