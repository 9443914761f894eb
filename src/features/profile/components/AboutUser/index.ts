export { AboutUser } from './AboutUser';
