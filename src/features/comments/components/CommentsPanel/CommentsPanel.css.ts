import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const list = style({ display: 'flex', flexDirection: 'column' });
export const skeletonHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const skeletonAvatar = style({ width: vars.size.avatarSm, height: vars.size.avatarSm, borderRadius: vars.radius.full });
export const skeletonLine = style({ height: '0.875rem' });
export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], paddingBlock: vars.space['4'], borderBottom: `${vars.size.hairline} solid ${vars.color.border}` });
