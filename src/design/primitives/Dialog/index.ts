export { Dialog, DialogTrigger, DialogClose, DialogContent } from './Dialog';
export type { DialogContentProps } from './Dialog';
