export { ContentMenu, type ContentMenuProps } from './components/ContentMenu';
export { ReportDialog } from './components/ReportDialog';
export { ShowAgainButton } from './components/ShowAgainButton';
export { ModerationQueuePage } from './components/ModerationQueuePage';
export { ModerationLogPage } from './components/ModerationLogPage';
export { MembersPage } from './components/MembersPage';
export { SiteSettingsPage } from './components/SiteSettingsPage';
export { useViewerRole } from './hooks/useViewerRole.ts';
