import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], paddingBlock: vars.space['3'] });
export const skeletonAvatar = style({ width: vars.size.avatarMd, height: vars.size.avatarMd, borderRadius: vars.radius.full, flexShrink: 0 });
export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const skeletonLine = style({ height: '0.875rem' });
