import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { prefetchEditor } from '@/features/editor/api/prefetch.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { RequireAuth, RedirectIfSignedIn } from './routes/guards.tsx';
import { RouteError } from './routes/RouteError.tsx';

/**
 * SPEC.md section 2's route table. Every screen is loaded lazily, so a reader never downloads the
 * editor (Editor.js) or the sign-in code (Firebase).
 */
export const routes: RouteObject[] = [
  {
    path: '/editor',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      // The loaders only start requests (the blog, the writing fonts) while the editor's chunk
      // loads; they return at once, so they never hold the navigation.
      { index: true, loader: () => (prefetchEditor(undefined), null), lazy: () => import('./routes/EditorRoute.tsx') },
      { path: ':blog_id', loader: ({ params }) => (prefetchEditor(params.blog_id), null), lazy: () => import('./routes/EditorRoute.tsx') },
    ],
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/HomeRoute.tsx') },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'signin', lazy: () => import('./routes/SignInRoute.tsx') },
          { path: 'signup', lazy: () => import('./routes/SignUpRoute.tsx') },
        ],
      },
      { path: 'search/:query', lazy: () => import('./routes/SearchRoute.tsx') },
      { path: 'user/:id', lazy: () => import('./routes/ProfileRoute.tsx') },
      { path: 'blogs/:blog_id', lazy: () => import('./routes/BlogRoute.tsx') },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./layouts/SideNavLayout.tsx'),
            children: [
              { path: 'dashboard/blogs', lazy: () => import('./routes/ManageBlogsRoute.tsx') },
              { path: 'dashboard/notifications', lazy: () => import('./routes/NotificationsRoute.tsx') },
              { path: 'settings/edit-profile', lazy: () => import('./routes/EditProfileRoute.tsx') },
              { path: 'settings/change-password', lazy: () => import('./routes/ChangePasswordRoute.tsx') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/NotFoundRoute.tsx') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
