export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonClasses, iconButtonClasses } from './buttonClasses';
export type { ButtonStyleProps, IconButtonStyleProps, ButtonVariant, ButtonTone, ButtonSize } from './buttonClasses';
