import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's languages and where their catalogues live (docs/decisions/0015-languages.md).
 * `npm run i18n:extract` collects every message from the code into the catalogues: the app's (src/, in
 * parts, including the contract's SPEC.md messages marked with a leading i18n comment) and the server's own
 * (mail and server-drawn page heads). English is the source: its catalogue is filled from the code.
 */
/** What only the account's screens show: signing in and up, settings, the dashboard, moderation. */
const ACCOUNT_PART = [
  'auth/components/AuthCard',
  'auth/components/AuthPage',
  'auth/components/ForgotPasswordPage',
  'auth/components/GoogleButton',
  'auth/components/ResetPasswordPage',
  'auth/components/VerifyEmailPage',
  'auth/forms',
  'auth/hooks',
  'settings/components/AccountPage',
  'settings/components/ChangePasswordPage',
  'settings/components/DeleteAccount',
  'settings/components/EditProfilePage',
  'settings/components/EmailSettingsPage',
  'settings/components/ExportAccount',
  'settings/components/ImportJobProgress',
  'settings/components/ImportPosts',
  'settings/components/PreferencesPage',
  'settings/components/ProfilePicture',
  'settings/components/SettingsBlock',
  'settings/components/SettingsSection',
  'settings/components/SignOutEverywhere',
  'settings/components/UnsubscribePage',
  'newsletter/components/ConfirmSubscriptionPage',
  'newsletter/components/SubscribersPage',
  'newsletter/components/SubscriberGrowth',
  'settings/forms',
  'moderation/components/AdminPage',
  'moderation/components/MembersPage',
  'moderation/components/ModerationLogPage',
  'moderation/components/ModerationQueuePage',
  'moderation/components/SiteSettingsPage',
  'moderation/components/ExportCommunity',
  'moderation/components/ImportCommunity',
  'moderation/components/BlockedDomains',
  'dashboard',
  'notifications/components',
  'moderation/components/VouchQueuePage',
  'moderation/components/VouchTreePage',
  'moderation/components/TrustSettings',
  'settings/components/TrustProgress',
].map((dir) => `<rootDir>/src/features/${dir}`);
/** The dashboard's side navigation: only the account's screens show it (src/app/router.tsx). */
const ACCOUNT_FILES = ['<rootDir>/src/app/layouts/SideNavLayout.tsx', '<rootDir>/src/contract/importReasons.ts'];

/**
 * What only the screens a reader browses to after the first (a profile, search, a series, a preview)
 * show: kept off the first screens' catalogue (home and a blog), loaded with those screens.
 */
const BROWSE_PART = ['profile/components/AboutUser', 'profile/components/AuthorSeries', 'profile/components/ProfileCard', 'profile/components/FediverseHandle', 'profile/components/ProfilePage', 'profile/components/TrustBadge', 'search', 'blog/components/SeriesPage', 'blog/components/PreviewPage'].map(
  (dir) => `<rootDir>/src/features/${dir}`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar'],
  fallbackLocales: { default: 'en' },
  // The app's catalogue in parts, each loaded with the code that says its messages (src/lib/i18n/
  // catalogues.ts): the editor's with the editor's route, the account's with the screens of signing
  // in and of a member's own pages (src/app/router.tsx), the base with the app; a reader's pages load
  // the base only. src/locales/catalogueParts.test.ts checks that no screen reaches a message of a
  // part it does not load.
  catalogs: [
    {
      path: '<rootDir>/src/locales/editor/{locale}/messages',
      // The workshop's screens come with the editor and the review route, which load this part.
      include: ['<rootDir>/src/features/editor', '<rootDir>/src/features/workshop'],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      path: '<rootDir>/src/locales/browse/{locale}/messages',
      include: BROWSE_PART,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      path: '<rootDir>/src/locales/account/{locale}/messages',
      include: [...ACCOUNT_PART, ...ACCOUNT_FILES],
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      // The server's refusals (src/contract/errors.ts): loaded when a call is refused (src/lib/api/
      // client.ts) and with the screens whose forms check the contract's rules, not with every page.
      path: '<rootDir>/src/locales/refusals/{locale}/messages',
      include: ['<rootDir>/src/contract/errors.ts', '<rootDir>/src/contract/messages.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // src/lib/i18n renders Lingui's own Trans, which says no message of its own.
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/testing/**', '<rootDir>/src/lib/i18n/**', '<rootDir>/src/features/editor/**', '<rootDir>/src/features/workshop/**', '<rootDir>/src/contract/errors.ts', '<rootDir>/src/contract/messages.ts', ...ACCOUNT_PART.map((dir) => `${dir}/**`), ...ACCOUNT_FILES, ...BROWSE_PART.map((dir) => `${dir}/**`)],
    },
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.*', '<rootDir>/server/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' useLingui and Trans, which fall back to the global instance outside a provider.
  runtimeConfigModule: { useLingui: ['@/lib/i18n/runtime', 'useLingui'], Trans: ['@/lib/i18n/runtime', 'Trans'] },
  orderBy: 'messageId',
});
