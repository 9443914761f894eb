import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';
import { focusRingInset } from '@/design/styles';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 22rem',
  gap: vars.space['12'],
  width: '100%',
  maxWidth: vars.size.page,
  marginInline: 'auto',
  paddingInline: vars.space['8'],
  paddingBlock: vars.space['6'],
  '@media': {
    [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', gap: vars.space['8'], paddingInline: vars.space['6'] },
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)', paddingInline: vars.space['4'], paddingBlock: vars.space['4'] },
  },
});

export const main = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const aside = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  paddingLeft: vars.space['8'],
  borderLeft: `${vars.size.hairline} solid ${vars.color.border}`,
  alignSelf: 'start',
  position: 'sticky',
  top: vars.space['4'],
  '@media': { [media.medium]: { paddingLeft: vars.space['6'] } },
});

export const list = style({
  display: 'flex',
  gap: vars.space['6'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const trigger = style([
  focusRingInset,
  {
    position: 'relative',
    flexShrink: 0,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['1'],
    border: 'none',
    background: 'none',
    color: vars.color.textMuted,
    fontFamily: vars.fontFamily.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textTransform: 'capitalize',
    cursor: 'pointer',
    transition: `color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.text },
      '&[data-state="active"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        bottom: `calc(-1 * ${vars.size.hairline})`,
        height: vars.size.indicator,
        backgroundColor: vars.color.text,
      },
    },
  },
]);

export const panel = style([focusRingInset, { minWidth: 0 }]);

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['3'],
});
globalStyle(`${sectionTitle} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
