export { Avatar, AvatarSourcesProvider, initialsOf } from './Avatar';
export type { AvatarProps, AvatarSources } from './Avatar';
