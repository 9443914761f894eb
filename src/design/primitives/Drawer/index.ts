export { Drawer, DrawerTrigger, DrawerClose, DrawerContent } from './Drawer';
export type { DrawerContentProps } from './Drawer';
