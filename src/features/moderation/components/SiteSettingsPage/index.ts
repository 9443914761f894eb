export * from './SiteSettingsPage.tsx';
