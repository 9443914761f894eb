export { BlockedDomains, BlockedDomainsView, type BlockedDomainsViewProps } from './BlockedDomains.tsx';
