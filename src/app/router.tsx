import { Component, createElement, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { prefetchEditor } from '@/features/editor/prefetchEditor.ts';
import { loadCataloguePart, type CataloguePart } from '@/lib/i18n';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RequireAuth, RedirectIfSignedIn } from './routes/guards.tsx';
import { RouteError } from './routes/RouteError.tsx';
import type { FirstScreen } from './firstScreen.ts';

/**
 * A screen loaded when first shown: each route module exports its screen as `Component`. Like
 * React.lazy, but `preload()` lets start.tsx load the first screen before the first render: a lazy
 * component always suspends on its first render, and at the top of the app that throws the whole
 * first render away (Suspense shows nothing, React renders everything again once the code is in).
 */
function screen(load: () => Promise<{ Component: ComponentType }>, ...catalogue: CataloguePart[]) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  // A screen with its own parts of the catalogue (the editor's, the account's, the refusals its forms
  // can state) loads them with its code.
  const preload = () =>
    (loading ??= Promise.all([load(), ...catalogue.map(loadCataloguePart)]).then(([m]) => {
      loaded = m.Component;
    }));
  function Screen() {
    if (!loaded) use(preload());
    return createElement(loaded!);
  }
  return Object.assign(Screen, { preload });
}

const EditorScreen = screen(() => import('./routes/EditorRoute.tsx'), 'editor', 'refusals');
const HomeScreen = screen(() => import('./routes/HomeRoute.tsx'));
const SignInScreen = screen(() => import('./routes/SignInRoute.tsx'), 'account', 'refusals');
const SignUpScreen = screen(() => import('./routes/SignUpRoute.tsx'), 'account', 'refusals');
const SearchScreen = screen(() => import('./routes/SearchRoute.tsx'), 'browse');
const ProfileScreen = screen(() => import('./routes/ProfileRoute.tsx'), 'browse');
const BlogScreen = screen(() => import('./routes/BlogRoute.tsx'));
const SideNavLayout = screen(() => import('./layouts/SideNavLayout.tsx'), 'account');
const ManageBlogsScreen = screen(() => import('./routes/ManageBlogsRoute.tsx'), 'account', 'refusals');
const NotificationsScreen = screen(() => import('./routes/NotificationsRoute.tsx'), 'account', 'refusals');
const EditProfileScreen = screen(() => import('./routes/EditProfileRoute.tsx'), 'account', 'refusals');
const ChangePasswordScreen = screen(() => import('./routes/ChangePasswordRoute.tsx'), 'account', 'refusals');
const EmailSettingsScreen = screen(() => import('./routes/EmailSettingsRoute.tsx'), 'account', 'refusals');
const AccountScreen = screen(() => import('./routes/AccountRoute.tsx'), 'account', 'refusals');
const PreferencesScreen = screen(() => import('./routes/PreferencesRoute.tsx'), 'account', 'refusals');
const ForgotPasswordScreen = screen(() => import('./routes/ForgotPasswordRoute.tsx'), 'account', 'refusals');
const ResetPasswordScreen = screen(() => import('./routes/ResetPasswordRoute.tsx'), 'account', 'refusals');
const VerifyEmailScreen = screen(() => import('./routes/VerifyEmailRoute.tsx'), 'account', 'refusals');
const UnsubscribeScreen = screen(() => import('./routes/UnsubscribeRoute.tsx'), 'account', 'refusals');
const ConfirmSubscriptionScreen = screen(() => import('./routes/ConfirmSubscriptionRoute.tsx'), 'account', 'refusals');
const SubscribersScreen = screen(() => import('./routes/SubscribersRoute.tsx'), 'account', 'refusals');
const NotFoundScreen = screen(() => import('./routes/NotFoundRoute.tsx'));
const ReadingListScreen = screen(() => import('./routes/ReadingListRoute.tsx'), 'account', 'refusals');
const ReviewRequestsScreen = screen(() => import('./routes/ReviewRequestsRoute.tsx'), 'account', 'refusals');
const ModerationScreen = screen(() => import('./routes/ModerationRoute.tsx'), 'account', 'refusals');
const ModerationLogScreen = screen(() => import('./routes/ModerationLogRoute.tsx'), 'account', 'refusals');
const MembersScreen = screen(() => import('./routes/MembersRoute.tsx'), 'account', 'refusals');
const SiteScreen = screen(() => import('./routes/SiteRoute.tsx'), 'account', 'refusals');
const VouchScreen = screen(() => import('./routes/VouchRoute.tsx'), 'account', 'refusals');
const VouchTreeScreen = screen(() => import('./routes/VouchTreeRoute.tsx'), 'account', 'refusals');
const PreviewScreen = screen(() => import('./routes/PreviewRoute.tsx'), 'browse');
// The workshop says its messages in the editor's part of the catalogue (lingui.config.ts).
const ReviewScreen = screen(() => import('./routes/ReviewRoute.tsx'), 'editor', 'refusals');
const SeriesScreen = screen(() => import('./routes/SeriesRoute.tsx'), 'browse');

let prefetchedAt: string | undefined;
/**
 * The editor's route: starts the blog request and the writing fonts (prefetchEditor) while the
 * editor's code, the largest chunk, is still loading. Once per navigation: the first render of a
 * screen that suspends is thrown away and runs again.
 */
function EditorEntry() {
  const { key } = useLocation();
  const { blog_id } = useParams();
  if (prefetchedAt !== key) {
    prefetchedAt = key;
    prefetchEditor(blog_id);
  }
  return <EditorScreen />;
}

/**
 * Loads the code of the screen an address opens first. For the editor, the blog and the fonts start
 * too (once: the first location's key is 'default'), and the first render waits for the editor's
 * code: rendered before, the screen suspends, shows its fallback, and React holds the content back
 * for at least 300 ms after a fallback (its Suspense throttle), which cost a long post's editor
 * about 230 ms after its code had arrived.
 */
export function preloadFirstScreen(first: FirstScreen): Promise<unknown> {
  if (first?.screen === 'home') return HomeScreen.preload();
  if (first?.screen === 'blog') return BlogScreen.preload();
  if (first?.screen === 'editor') {
    prefetchedAt = 'default';
    prefetchEditor(first.blogId);
    return EditorScreen.preload();
  }
  return Promise.resolve();
}

class ErrorBoundary extends Component<{ children: ReactNode; at: string }, { failed: boolean; error: unknown; at: string }> {
  override state = { failed: false, error: null as unknown, at: this.props.at };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    // Another address: try the screen again (the router's own error elements did the same).
    return props.at === state.at ? null : { failed: false, error: null, at: props.at };
  }
  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError instead of `children` when a screen throws or its code fails to load. */
function Guarded({ children }: { children: ReactNode }) {
  return <ErrorBoundary at={useLocation().key}>{children}</ErrorBoundary>;
}

/**
 * SPEC.md section 2's route table. Every screen is loaded lazily, so a reader never downloads the
 * editor (Editor.js) or the sign-in code (Firebase). Declarative routes, not a data router: the app
 * uses no loaders or actions, and the data router is 16 KB (gzip) more for every first visit.
 * Navigations run in a transition, so the current screen stays until the next one's code is here;
 * on the first visit nothing is drawn until the screen's code has arrived.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/editor"
          element={
            <Guarded>
              <RequireAuth />
            </Guarded>
          }
        >
          <Route index element={<EditorEntry />} />
          <Route path=":blog_id" element={<EditorEntry />} />
        </Route>
        <Route
          path="/"
          element={
            <Guarded>
              <RootLayout />
            </Guarded>
          }
        >
          <Route index element={<HomeScreen />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path="signin" element={<SignInScreen />} />
            <Route path="signup" element={<SignUpScreen />} />
            <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          </Route>
          <Route path="reset-password/:token" element={<ResetPasswordScreen />} />
          <Route path="verify-email/:token" element={<VerifyEmailScreen />} />
          <Route path="unsubscribe/:token" element={<UnsubscribeScreen />} />
          <Route path="subscribe/confirm/:token" element={<ConfirmSubscriptionScreen />} />
          <Route path="search/:query" element={<SearchScreen />} />
          <Route path="user/:id" element={<ProfileScreen />} />
          <Route path="blogs/:blog_id" element={<BlogScreen />} />
          <Route path="preview/:token" element={<PreviewScreen />} />
          <Route path="series/:username/:slug" element={<SeriesScreen />} />
          <Route element={<RequireAuth />}>
            <Route path="review/:blog_id" element={<ReviewScreen />} />
            <Route element={<SideNavLayout />}>
              <Route path="dashboard/blogs" element={<ManageBlogsScreen />} />
              <Route path="dashboard/notifications" element={<NotificationsScreen />} />
              <Route path="dashboard/reading-list" element={<ReadingListScreen />} />
              <Route path="dashboard/reviews" element={<ReviewRequestsScreen />} />
              <Route path="dashboard/subscribers" element={<SubscribersScreen />} />
              <Route path="dashboard/vouch" element={<VouchScreen />} />
              <Route path="moderation" element={<ModerationScreen />} />
              <Route path="moderation/log" element={<ModerationLogScreen />} />
              <Route path="moderation/vouches/:username?" element={<VouchTreeScreen />} />
              <Route path="admin/members" element={<MembersScreen />} />
              <Route path="admin/site" element={<SiteScreen />} />
              <Route path="settings/edit-profile" element={<EditProfileScreen />} />
              <Route path="settings/change-password" element={<ChangePasswordScreen />} />
              <Route path="settings/email" element={<EmailSettingsScreen />} />
              <Route path="settings/preferences" element={<PreferencesScreen />} />
              <Route path="settings/account" element={<AccountScreen />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
