import './fonts';
import './global.css';

export { focusRing, focusRingInset, focusWithinRing } from './focusRing';
export { directionalIcon, inlineSign } from './direction.css';
export { visuallyHidden } from './visuallyHidden.css';
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
