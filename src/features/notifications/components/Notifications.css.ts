import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const filter = style([
  focusRing,
  {
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    borderRadius: vars.radius.full,
    padding: `${vars.space['1.5']} ${vars.space['4']}`,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textTransform: 'capitalize',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[aria-pressed="true"]': { background: vars.color.neutral.solid, color: vars.color.neutral.onSolid, borderColor: vars.color.neutral.solid },
    },
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

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
  right: vars.space['4'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent.text,
  selectors: { '&::before': { content: '""', width: vars.space['2'], height: vars.space['2'], borderRadius: vars.radius.full, background: vars.color.accent.solid } },
});

export const content = style({ minWidth: 0, display: 'grid', gap: vars.space['2'] });

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, paddingRight: vars.space['12'], overflowWrap: 'anywhere' });

export const who = style([focusRing, { color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', borderRadius: vars.radius.sm, selectors: { '&:hover': { textDecoration: 'underline' } } }]);

export const handle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const blogLink = style([focusRing, { color: vars.color.text, fontWeight: vars.fontWeight.medium, textDecoration: 'underline', textUnderlineOffset: '0.2em', borderRadius: vars.radius.sm }]);

export const quote = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderLeft: `${vars.space['1']} solid ${vars.color.borderStrong}`,
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

export const replyForm = style({ display: 'grid', gap: vars.space['2'] });
export const replyActions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });

export const more = style({ justifySelf: 'center', marginTop: vars.space['2'] });
