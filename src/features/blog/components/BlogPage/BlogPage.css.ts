import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { media, vars } from '@/design/tokens';

export const page = style({
  width: '100%',
  maxWidth: `calc(${vars.size.content} + 2 * ${vars.space['6']})`,
  marginInline: 'auto',
  paddingInline: vars.space['6'],
  paddingBlock: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [media.small]: { paddingInline: vars.space['4'], paddingBlock: vars.space['4'], gap: vars.space['5'] } },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], '@media': { [media.small]: { gap: vars.space['5'] } } });

export const banner = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.lg });

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tighter,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { fontSize: vars.fontSize['3xl'] } },
});

export const byline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'], minWidth: 0 });
export const author = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const authorName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const authorLink = style({ ...leftToRightRun, color: vars.color.textMuted, textDecoration: 'underline', textUnderlineOffset: '0.2em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginInlineStart: 'auto',
  textAlign: 'end',
  flexShrink: 0,
  // On a phone the date goes under the author and the Follow button, which then keep their width.
  '@media': { [media.small]: { flexBasis: '100%', marginInlineStart: 0, textAlign: 'start' } },
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', padding: 0, margin: 0 });
export const tag = style({
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.soft,
  color: vars.color.neutral.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'capitalize',
});

export const skeletonTitle = style({ height: vars.fontSize['4xl'] });
export const skeletonLine = style({ height: '1.1rem' });
export const skeletonAvatar = style({ width: vars.size.avatarMd, height: vars.size.avatarMd, borderRadius: vars.radius.full, flexShrink: 0 });
export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const skeletonBar = style({ height: vars.size.controlMd });

export const hiddenNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.danger.border}`,
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
  fontSize: vars.fontSize.sm,
});

export const hiddenText = style({ margin: 0 });

export const subscribe = style({ marginBlockStart: vars.space['10'] });
