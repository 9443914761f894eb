export * from './ConflictDialog.tsx';
