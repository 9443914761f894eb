import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });
export const skeletonAvatar = style({ width: vars.size.avatarXl, height: vars.size.avatarXl, borderRadius: vars.radius.full });
export const skeletonTitle = style({ height: vars.fontSize['2xl'] });
export const skeletonLine = style({ height: '0.875rem' });
export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], paddingBlock: vars.space['4'] });
export const page = style({ maxWidth: vars.size.page, marginInline: 'auto', padding: vars.space['6'] });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
