import './fonts';
import './global.css';

export { focusRing, focusRingInset, focusWithinRing } from './focusRing';
export { visuallyHidden } from './visuallyHidden.css';
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
