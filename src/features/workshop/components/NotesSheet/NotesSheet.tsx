import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Drawer, DrawerContent } from '@/design/primitives/Drawer';
import { EmptyState } from '@/design/primitives/EmptyState';
import { inBlockOrder, openNotes, type NoteHandlers, type WorkshopNote } from '../../model/notes';
import { NoteThread } from '../NoteThread';
import * as styles from './NotesSheet.css';

export interface NotesSheetProps extends NoteHandlers {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notes: readonly WorkshopNote[];
  /** The blocks' ids in the content's order: the threads follow the text. */
  blockIds: readonly string[];
  activeBlock?: string | null;
}

/** The notes on a phone: a sheet from the bottom, the threads in the order of the text. */
export function NotesSheet({ open, onOpenChange, notes, blockIds, activeBlock, ...handlers }: NotesSheetProps) {
  const { t } = useLingui();
  const count = openNotes(notes).length;
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={t`Notes`} description={t`${plural(count, { 0: 'No open notes', one: '# open note', other: '# open notes' })}`}>
        {notes.length === 0 ? (
          <EmptyState compact message={t`No notes yet`} description={t`Select text in a paragraph, or pick a paragraph, to leave a note on it.`} />
        ) : (
          <ol className={styles.list}>
            {inBlockOrder(notes, blockIds).map((note) => (
              <li key={note._id}>
                <NoteThread
                  note={note}
                  viewer={handlers.viewer}
                  isAuthor={handlers.isAuthor}
                  readOnly={handlers.readOnly}
                  active={activeBlock === note.block_id}
                  onReply={(text) => handlers.onReply(note._id, text)}
                  onResolve={(r) => handlers.onResolve(note._id, r)}
                  onEdit={handlers.onEdit}
                  onDelete={handlers.onDelete}
                  onSelect={() => handlers.onSelect?.(note)}
                />
              </li>
            ))}
          </ol>
        )}
      </DrawerContent>
    </Drawer>
  );
}
