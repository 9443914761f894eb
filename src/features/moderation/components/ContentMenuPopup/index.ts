export { ContentMenuPopup, type ContentMenuPopupProps } from './ContentMenuPopup.tsx';
