// The design system's public surface. Importing it also loads the global styles and fonts.
import './styles';

export * from './tokens';
export * from './styles';
export * from './theme';

export * from './primitives/Avatar';
export * from './primitives/Button';
export * from './primitives/ButtonLink';
export * from './primitives/DropdownMenu';
export * from './primitives/EmptyState';
export * from './primitives/FormField';
export * from './primitives/IconButton';
export * from './primitives/LoadMoreButton';
export * from './primitives/Logo';
export * from './primitives/PasswordField';
export * from './primitives/Skeleton';
export * from './primitives/Picture';
export * from './primitives/Spinner';
export * from './primitives/Tabs';
export * from './primitives/Textarea';
export * from './primitives/TextField';
export * from './primitives/ThemeMenu';
export * from './primitives/ThemeChoice';
export * from './primitives/Toaster';
export * from './primitives/Chip';
export * from './primitives/Dialog';
export * from './primitives/Drawer';
export * from './primitives/PageNotFound';
export * from './primitives/ErrorState';
export * from './primitives/LoadMore';
export * from './primitives/ProgressBar';
export * from './primitives/Switch';
export * from './primitives/Divider';
export * from './primitives/TextLink';
export * from './layouts/PageColumns';
export * from './layouts/FormLayout';
export * from './hooks';
