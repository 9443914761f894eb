import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, Share2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Blog, EditorBlock } from '@/contract';
import { IconButton } from '@/design/primitives/IconButton';
import { showProblem, useDocumentTitle } from '@/lib';
import { sendTestNewsletter, userQueries, workshopQueries } from '@/api';
import { media } from '@/design/tokens';
import { useMediaQuery } from '@/design/hooks';
import { AuthorNotes, OpenNotesButton, ThankReviewers, noteWriters, openNotes } from '@/features/workshop';
import { HeldNote } from '@/features/moderation';
import { toast } from '@/design/primitives/Toaster';
import { PublishForm, type PublishFormValues } from '../../forms/PublishForm.tsx';
import { useBlogDraftSession, type BlogDraftSessionOptions } from '../../hooks/useBlogDraftSession.ts';
import { BlogEditor } from '../BlogEditor';
import { ConflictDialog } from '../ConflictDialog';
import { HistoryDrawer } from '../HistoryDrawer';
import { PendingNotice } from '../PendingNotice';
import { RestoreNotice } from '../RestoreNotice';
import { SaveStatus } from '../SaveStatus';
import { ShareAndSeries } from '../ShareAndSeries';

export interface EditorWorkspaceProps extends BlogDraftSessionOptions {
  /** The series the blog is in. */
  series?: Blog['series'];
  /** The preview link's path while one is on. */
  previewPath?: string;
  /** The blog is published: publishing again is an update, which never mails subscribers. */
  published?: boolean;
  /** The published blog waits for a trusted member's vouch: nobody but its author sees it yet. */
  held?: boolean;
}

/**
 * The editor and the publish form around one blog's draft session (useBlogDraftSession: saving,
 * autosave, conflicts, discard, the local copy); this component only shows it and wires its parts.
 */
export function EditorWorkspace({ series, previewPath, published = false, held = false, ...options }: EditorWorkspaceProps) {
  const { blogId } = options;
  const session = useBlogDraftSession(options);
  // The author's subscriber count, for the publish form's "Send to N subscribers" (a first publish only).
  const profile = useQuery({ ...userQueries.profile(options.username), enabled: Boolean(options.username) && !published });
  const { draft, conflict } = session;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyBase, setHistoryBase] = useState<EditorBlock[]>([]);
  const [shareOpen, setShareOpen] = useState(false);
  // The workshop: notes reviewers left on this draft (none for a new blog).
  const notesQuery = useQuery({ ...workshopQueries.notes(blogId ?? ''), retry: false });
  const notes = notesQuery.data?.notes ?? [];
  const notesClosed = notesQuery.data?.closed ?? false;
  const openCount = openNotes(notes).length;
  const writers = noteWriters(notes, options.username);
  const [notesSheetOpen, setNotesSheetOpen] = useState(false);
  const narrow = useMediaQuery(media.medium);
  const blockIds = draft.content.blocks.flatMap((b) => (b.id ? [b.id] : []));
  function showNotes() {
    if (narrow) return setNotesSheetOpen(true);
    // Wide screens show the margin already: the first open note takes the focus.
    const first = document.querySelector<HTMLElement>('[data-note-id]');
    first?.focus();
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
  const { i18n, t } = useLingui();
  // "Send me a test": what the publish form holds now, saved or not, to the author's own address.
  const sendTest = useMutation({
    mutationFn: (values: PublishFormValues) =>
      sendTestNewsletter({
        ...(blogId ? { id: blogId } : {}),
        title: values.title,
        des: values.des,
        banner: draft.banner,
        content: draft.content,
        ...(values.language ? { language: values.language } : {}),
      }),
    onSuccess: () => toast.success(t`Test sent: look in your inbox for the e-mail your subscribers will get`),
    onError: (err) => toast.error(showProblem(err, i18n)),
  });
  useDocumentTitle(draft.title.trim() || t`New Blog`);

  async function openHistory() {
    // The comparison is with what the editor holds now.
    setHistoryBase(await session.currentBlocks());
    setHistoryOpen(true);
  }

  const conflictDialog = (
    <ConflictDialog open={conflict.open} busy={conflict.busy} onCancel={conflict.cancel} onTakeTheirs={conflict.takeTheirs} onMerge={conflict.merge} onKeepMine={conflict.keepMine} />
  );

  if (session.view === 'publish') {
    return (
      <>
        {conflictDialog}
        <PublishForm
          banner={draft.banner}
          defaultValues={{ title: draft.title, des: draft.des, tags: draft.tags, language: draft.language, canonical_url: draft.canonical_url ?? '' }}
          publishing={session.publishing}
          subscribers={published ? 0 : (profile.data?.subscribers ?? 0)}
          onSendTest={(values) => sendTest.mutate(values)}
          sendingTest={sendTest.isPending}
          onClose={session.closePublish}
          onPublish={(values) => void session.publish(values)}
          {...(notes.length > 0 && !notesClosed ? { reviewers: (credits: string[], onCredits: (c: string[]) => void) => <ThankReviewers writers={writers} value={credits} onChange={onCredits} openCount={openCount} /> } : {})}
        />
      </>
    );
  }

  const offer = session.offer;
  return (
    <>
      {conflictDialog}
      {blogId && <HistoryDrawer blogId={blogId} open={historyOpen} onOpenChange={setHistoryOpen} current={historyBase} onRestored={session.reload} />}
      {blogId && <ShareAndSeries blogId={blogId} author={options.username} series={series} previewPath={previewPath} open={shareOpen} onOpenChange={setShareOpen} />}
      <BlogEditor
        key={session.editorKey}
        title={draft.title}
        banner={draft.banner}
        content={draft.content}
        onTitleChange={(title) => session.change({ title })}
        onBannerChange={(banner) => session.change({ banner })}
        onContentChange={session.contentChanged}
        onPublish={session.openPublish}
        onSaveDraft={(content) => void session.saveDraft(content)}
        savingDraft={session.savingDraft}
        status={blogId && <SaveStatus state={session.saveState} />}
        onReady={session.ready}
        frame={(main) => (
          <AuthorNotes blogId={blogId ?? ''} username={options.username} notes={notes} closed={notesClosed} blockIds={blockIds} sheetOpen={notesSheetOpen} onSheetOpenChange={setNotesSheetOpen}>
            {main}
          </AuthorNotes>
        )}
        tools={
          blogId && (
            <>
              {notes.length > 0 && <OpenNotesButton count={openCount} onClick={showNotes} />}
              <IconButton aria-label={t`History`} onClick={() => void openHistory()}>
                <History aria-hidden />
              </IconButton>
              <IconButton aria-label={t`Share and series`} onClick={() => setShareOpen(true)}>
                <Share2 aria-hidden />
              </IconButton>
            </>
          )
        }
        notice={
          offer ? (
            <RestoreNotice savedAt={offer.savedAt} onRestore={session.restoreCopy} onDiscard={session.dismissCopy} />
          ) : (
            (session.hasPending && <PendingNotice discarding={session.discarding} onDiscard={session.confirmDiscard} onUpdate={() => void session.openUpdate()} />) || (held && <HeldNote role="note" />)
          )
        }
      />
    </>
  );
}
