import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { workshopMutations } from '@/api';
import { toast } from '@/design/primitives/Toaster';
import { showProblem } from '@/lib';
import type { NoteHandlers, WorkshopNote } from '../model/notes';

/** The notes' writes for a draft (a reply is sent with its note's block), as the margin and the sheet call them; a refusal is a toast. */
export function useNoteActions(blogId: string, notes: readonly WorkshopNote[]): Pick<NoteHandlers, 'onReply' | 'onResolve' | 'onEdit' | 'onDelete'> & { addNote: (blockId: string, text: string, quote?: string) => Promise<unknown> } {
  const { t, i18n } = useLingui();
  const add = useMutation(workshopMutations.add);
  const edit = useMutation(workshopMutations.edit);
  const resolve = useMutation(workshopMutations.resolve);
  const remove = useMutation(workshopMutations.remove);
  const attempt = async <T,>(run: () => Promise<T>, done?: string) => {
    try {
      const answer = await run();
      if (done) toast.success(done);
      return answer;
    } catch (err) {
      toast.error(showProblem(err, i18n));
      throw err;
    }
  };
  return {
    addNote: (blockId, text, quote) => attempt(() => add.mutateAsync({ blog_id: blogId, block_id: blockId, text, ...(quote ? { quote } : {}) }), t`Note added`),
    onReply: (noteId, text) => attempt(() => add.mutateAsync({ blog_id: blogId, block_id: notes.find((n) => n._id === noteId)?.block_id ?? '', text, parent: noteId })),
    onEdit: (noteId, text) => attempt(() => edit.mutateAsync({ blogId, note_id: noteId, text })),
    onResolve: (noteId, resolved) => attempt(() => resolve.mutateAsync({ blogId, note_id: noteId, resolved }), resolved ? t`Note resolved` : t`Note reopened`).catch(() => undefined),
    onDelete: (noteId) => attempt(() => remove.mutateAsync({ blogId, note_id: noteId }), t`Note deleted`).catch(() => undefined),
  };
}
