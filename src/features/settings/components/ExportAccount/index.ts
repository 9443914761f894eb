export { ExportAccount } from './ExportAccount.tsx';
