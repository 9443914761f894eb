import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', marginTop: vars.space['10'], paddingTop: vars.space['6'], borderTop: `${vars.size.hairline} solid ${vars.color.border}` });
export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
