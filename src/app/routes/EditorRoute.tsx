import { EditorPage } from '@/features/editor';

export const Component = EditorPage;
