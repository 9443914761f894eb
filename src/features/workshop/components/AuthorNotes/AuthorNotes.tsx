import { useCallback, type ReactNode } from 'react';
import type { WorkshopNote } from '../../model/notes';
import { useNoteActions } from '../../hooks/useNoteActions';
import { NotesLayout } from '../NotesLayout';

export interface AuthorNotesProps {
  blogId: string;
  /** The author's username. */
  username: string;
  notes: readonly WorkshopNote[];
  /** Published: the notes are closed, the author reads them only. */
  closed: boolean;
  /** The editor's ids of its blocks, in order. */
  blockIds: readonly string[];
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  /** The editor's writing surface. */
  children: ReactNode;
}

// Editor.js marks each block's element with its id: a note follows its block when blocks move.
const findEditorBlock = (root: HTMLElement, id: string) => root.querySelector(`.ce-block[data-id="${CSS.escape(id)}"]`);

/** The editor with the notes reviewers left: in a margin beside the blocks, or the sheet on a phone. */
export function AuthorNotes({ blogId, username, notes, closed, blockIds, sheetOpen, onSheetOpenChange, children }: AuthorNotesProps) {
  const actions = useNoteActions(blogId, notes);
  const find = useCallback(findEditorBlock, []);
  return (
    <NotesLayout
      notes={notes}
      blockIds={blockIds}
      find={find}
      sheetOpen={sheetOpen}
      onSheetOpenChange={onSheetOpenChange}
      viewer={username}
      isAuthor
      readOnly={closed}
      onReply={actions.onReply}
      onEdit={actions.onEdit}
      onResolve={actions.onResolve}
      onDelete={actions.onDelete}
    >
      {children}
    </NotesLayout>
  );
}
