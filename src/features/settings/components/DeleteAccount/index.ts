export { DeleteAccount } from './DeleteAccount.tsx';
