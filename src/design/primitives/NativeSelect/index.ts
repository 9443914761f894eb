export { NativeSelect } from './NativeSelect';
export type { NativeSelectProps } from './NativeSelect';
