export * from './HeldNote.tsx';
