import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

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
  paddingInlineStart: vars.space['8'],
  borderInlineStart: `${vars.size.hairline} solid ${vars.color.border}`,
  alignSelf: 'start',
  position: 'sticky',
  top: vars.space['4'],
  // Small screens show its content in tabs instead; hidden here too, so a page the server drew wide
  // does not show it below the feed until the app has started.
  '@media': { [media.medium]: { paddingInlineStart: vars.space['6'] }, [media.small]: { display: 'none' } },
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['3'],
});
globalStyle(`${sectionTitle} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
