export { ExportCommunity, ExportCommunityView, type ExportCommunityViewProps, type ExportStep } from './ExportCommunity.tsx';
