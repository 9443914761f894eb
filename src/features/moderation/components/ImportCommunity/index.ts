export { ImportCommunity, ImportCommunityView, type ImportCommunityStep, type ImportCommunityViewProps } from './ImportCommunity.tsx';
