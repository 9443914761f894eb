import './fonts';
import './global.css';

export { focusRing, focusRingInset, focusWithinRing } from './focusRing';
export { directionalIcon, inlineSign } from './direction.css';
export { leftToRightRun } from './leftToRight';
export { visuallyHidden } from './visuallyHidden.css';
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
