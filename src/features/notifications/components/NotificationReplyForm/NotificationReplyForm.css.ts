import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const replyForm = style({ display: 'grid', gap: vars.space['2'] });
export const replyActions = style({ display: 'flex', gap: vars.space['2'], justifyContent: 'flex-end' });
