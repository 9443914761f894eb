import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DELAYS, draftSchema, firstError, MESSAGES, type Blog, type EditorBlock, type EditorData } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { ApiError, errorMessage, formatDateTime, useDocumentTitle, useSession } from '@/lib';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { afterBlogSaved, blogQueries, createBlog as saveBlog, discardEdit, fetchBlogForEdit, prepareSaveOnLeave, saveEdit, saveEditOnLeave } from '@/api';
import { History, Share2 } from 'lucide-react';
import { ShareAndSeries } from '../ShareAndSeries';
import { IconButton } from '@/design/primitives/IconButton';
import { HistoryDrawer } from '../HistoryDrawer';
import { PublishForm, type PublishFormValues } from '../../forms/PublishForm.tsx';
import { afterPause, clearLocalDraft, COPY_DELAYS, isWorthRestoring, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from '../../model/localDraft.ts';
import { BlogEditor } from '../BlogEditor';
import { EditorLoadError, EditorNotFound, EditorSkeleton } from '../EditorStates';
import { RestoreNotice } from '../RestoreNotice';
import { ConflictDialog } from '../ConflictDialog';
import { SaveStatus } from '../SaveStatus';
import { PendingNotice } from '../PendingNotice';
import { useServerAutosave } from '../../hooks/useServerAutosave.ts';
import { mergeBlocks, type MergedBlock } from '../../model/mergeBlocks.ts';

export interface EditorDraft {
  title: string;
  banner: string;
  content: EditorData;
  des: string;
  tags: string[];
}

export const emptyDraft = (): EditorDraft => ({ title: '', banner: '', content: { blocks: [] }, des: '', tags: [] });

export const draftFromBlog = (blog: Blog): EditorDraft => ({
  title: blog.title ?? '',
  banner: blog.banner ?? '',
  content: blog.content?.[0] ?? { blocks: [] },
  des: blog.des ?? '',
  tags: blog.tags ?? [],
});

export interface EditorWorkspaceProps {
  /** The blog being edited (undefined for a new blog). */
  blogId?: string;
  initial: EditorDraft;
  /** Whose local copy of unsaved work to use. */
  username: string;
  /** Starts in the publish form (stories). */
  initialView?: 'editor' | 'publish';
  /** The stored version the editor starts from (get-blog in edit mode); each save sends it back. */
  version?: number;
  /** The blog is published and holds unpublished changes (what the editor starts with). */
  pending?: boolean;
  /** The series the blog is in. */
  series?: Blog['series'];
  /** The preview link's path while one is on. */
  previewPath?: string;
}

/** A save the server refused because the blog changed meanwhile: the stored blog, and the save to retry. */
interface Conflict {
  theirs: Blog;
  retry: (version: number | undefined) => Promise<void>;
}

/** Text blocks of a merge that both sides changed say so at their start, for the writer to pick one. */
function markConflicts(blocks: MergedBlock[]): EditorBlock[] {
  return blocks.map(({ conflict, ...b }) => {
    if (!conflict || typeof b.data.text !== 'string') return b;
    const label = conflict === 'mine' ? 'Your version' : 'Their version';
    return { ...b, data: { ...b.data, text: `<b>[${label}]</b> ${b.data.text}` } };
  });
}

/** The editor and the publish form, with draft saving, publishing and the local copy of unsaved work. */
export function EditorWorkspace({ blogId, initial, username, initialView = 'editor', version, pending = false, series, previewPath }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const createBlog = useMutation({ mutationFn: saveBlog, onSuccess: () => afterBlogSaved(client) });
  const copyKey = localDraftKey(username, blogId);
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [view, setView] = useState(initialView);
  const [editorKey, setEditorKey] = useState(0);
  const [savingDraft, setSavingDraft] = useState(false);
  // The version the next save starts from, and the blocks it had (the base of a merge).
  const versionRef = useRef(version);
  const base = useRef<{ title: string; blocks: EditorBlock[] }>({ title: initial.title, blocks: initial.content.blocks });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [resolving, setResolving] = useState(false);
  const [hasPending, setHasPending] = useState(pending);

  // The latest fields for saves that run outside a render (the autosave timer, the page going away).
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  // What the server holds, as a snapshot: a save of the same is skipped (an editor opened and closed
  // changes nothing, not even the version another tab starts from).
  const savedSnapshot = useRef<string | null>(null);
  const snapshotOf = (d: EditorDraft, content: EditorData) => JSON.stringify([d.title, d.banner, d.des, d.tags, content.blocks.map((b) => [b.type, b.data])]);
  const fieldsOf = (d: EditorDraft, content: EditorData) => ({
    id: blogId!,
    title: d.title,
    banner: d.banner,
    des: d.des,
    content,
    tags: d.tags,
    ...(versionRef.current ? { version: versionRef.current } : {}),
  });

  // An existing blog's unsaved work goes to the server too (/save-edit): once the writing pauses, at
  // most every 30 s while it goes on, when the tab is hidden, and as the page goes away (whatever the
  // draft's length: useServerAutosave and saveEditOnLeave say how). A published blog keeps it as its
  // pending edit, unseen by readers.
  useEffect(() => {
    if (blogId) prepareSaveOnLeave();
  }, [blogId]);
  const autosave = useServerAutosave({
    enabled: Boolean(blogId),
    save: async () => {
      const read = blocks.current.read;
      const content = read ? await read() : { ...latestDraft.current.content, blocks: blocks.current.known };
      if (read) {
        knownBlocks(content);
        // The copy on this device would have read these blocks at its own pause: it takes them now.
        if (touched.current && !done.current && !offer) writeLocalDraft(copyKey, { title: latestDraft.current.title, banner: latestDraft.current.banner, blocks: content.blocks });
      }
      const snapshot = snapshotOf(latestDraft.current, content);
      if (snapshot === savedSnapshot.current) return false;
      const saved = await saveEdit(fieldsOf(latestDraft.current, content));
      savedSnapshot.current = snapshot;
      versionRef.current = saved.version;
      base.current = { title: latestDraft.current.title, blocks: content.blocks };
      if (saved.pending) setHasPending(true);
    },
    saveOnLeave: () => {
      // The newest blocks when Editor.js can still give them; the last known ones otherwise.
      const send = (content: EditorData) => {
        if (snapshotOf(latestDraft.current, content) !== savedSnapshot.current) saveEditOnLeave(fieldsOf(latestDraft.current, content));
      };
      const known = { ...latestDraft.current.content, blocks: blocks.current.known };
      const read = blocks.current.read;
      if (!read) return send(known);
      read().then(send, () => send(known));
    },
    onConflict: (err) =>
      setConflict({
        theirs: err.data!.blog as Blog,
        retry: async (v) => {
          versionRef.current = v;
          autosave.changed();
          await autosave.flush();
        },
      }),
  });

  /** Runs a save; a 409 (the blog changed since it was opened) opens the conflict Dialog instead of failing. */
  async function saving(run: (version: number | undefined) => Promise<void>, toastId: string | number) {
    try {
      await run(versionRef.current);
    } catch (err) {
      const theirs = err instanceof ApiError && err.status === 409 ? (err.data?.blog as Blog | undefined) : undefined;
      if (!theirs) throw err;
      toast.dismiss(toastId);
      setConflict({ theirs, retry: run });
    }
  }

  function takeTheirs(theirs: Blog) {
    const next = draftFromBlog(theirs);
    versionRef.current = theirs.version;
    base.current = { title: next.title, blocks: next.content.blocks };
    // The stored version is what the server holds: the new editor's first output is the baseline again.
    savedSnapshot.current = null;
    setDraft(next);
    knownBlocks(next.content);
    setEditorKey((k) => k + 1);
    setView('editor');
  }

  async function merge(theirs: Blog) {
    const mine = blocks.current.read ? (await blocks.current.read()).blocks : draft.content.blocks;
    const stored = draftFromBlog(theirs);
    const merged = markConflicts(mergeBlocks(base.current.blocks, mine, stored.content.blocks));
    versionRef.current = theirs.version;
    base.current = { title: stored.title, blocks: stored.content.blocks };
    // The merge is new work: it differs from the stored version, so the next autosave sends it.
    savedSnapshot.current = snapshotOf(stored, stored.content);
    touched.current = true;
    setDraft((d) => ({ ...d, title: d.title === base.current.title ? stored.title : d.title, content: { ...d.content, blocks: merged } }));
    knownBlocks({ blocks: merged });
    setEditorKey((k) => k + 1);
    setView('editor');
  }
  const [offer, setOffer] = useState<LocalDraft | null>(() => {
    const copy = readLocalDraft(copyKey);
    return isWorthRestoring(copy, { title: initial.title, banner: initial.banner, blocks: initial.content.blocks }) ? copy : null;
  });
  // Only what the author changed is worth keeping; `done` stops writes once saved or published.
  const touched = useRef(false);
  const done = useRef(false);
  useDocumentTitle(draft.title.trim() || 'New Blog');

  // The blocks for the copy: the last ones known, and `read` while the editor holds newer ones.
  // Reading them is a save of every block (O(blocks)), so it happens when a copy is written, not on
  // every change: a 1,000-block blog would otherwise pay a whole-document save at each pause.
  const blocks = useRef<{ known: EditorBlock[]; read: (() => Promise<EditorData>) | null }>({ known: initial.content.blocks, read: null });
  const [blockChanges, setBlockChanges] = useState(0);
  const knownBlocks = (content: EditorData) => {
    blocks.current = { known: content.blocks, read: null };
  };

  async function writeCopy(fields: { title: string; banner: string }) {
    const read = blocks.current.read;
    if (read) {
      blocks.current.read = null;
      try {
        blocks.current.known = (await read()).blocks;
      } catch {
        blocks.current.read = read;
        return;
      }
    }
    if (!done.current) writeLocalDraft(copyKey, { ...fields, blocks: blocks.current.known });
  }

  // Title and banner: written 300 ms after a change (with the blocks, read if they changed).
  useEffect(() => {
    if (!touched.current || done.current || offer) return;
    return afterPause(COPY_DELAYS.fields, () => void writeCopy({ title: draft.title, banner: draft.banner }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- writeCopy reads refs only; the copy follows these values
  }, [draft.title, draft.banner, copyKey, offer]);

  // Blocks: once the writing pauses for COPY_DELAYS.blocks, in idle time; nothing if already written.
  useEffect(() => {
    if (!touched.current || done.current || offer || !blocks.current.read) return;
    return afterPause(COPY_DELAYS.blocks, () => void (blocks.current.read && writeCopy({ title: draft.title, banner: draft.banner })), { idle: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [blockChanges, draft.title, draft.banner, copyKey, offer]);

  // Leaving the page (reload, closed tab, another app) writes what is still waiting, at once.
  useEffect(() => {
    const flush = (event: Event) => {
      if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
      if (touched.current && !done.current && !offer) void writeCopy({ title: draft.title, banner: draft.banner });
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [draft.title, draft.banner, copyKey, offer]);

  const change = (patch: Partial<EditorDraft>) => {
    touched.current = true;
    autosave.changed();
    setDraft((d) => ({ ...d, ...patch }));
  };

  function finished() {
    done.current = true;
    autosave.clean();
    clearLocalDraft(copyKey);
  }

  async function saveDraft(content: EditorData) {
    const check = draftSchema.safeParse({ title: draft.title });
    if (!check.success) {
      toast.error(firstError(check.error));
      return;
    }
    setDraft((d) => ({ ...d, content }));
    knownBlocks(content);
    setSavingDraft(true);
    const id = toast.loading(MESSAGES.savingDraft);
    try {
      await saving(async (v) => {
        await createBlog.mutateAsync({ title: draft.title, banner: draft.banner, des: draft.des, content, tags: draft.tags, draft: true, id: blogId, ...(v ? { version: v } : {}) });
        finished();
        toast.success(MESSAGES.draftSaved, { id });
        window.setTimeout(() => navigate('/dashboard/blogs?tab=draft'), DELAYS.redirectAfterDraftSave);
      }, id);
    } catch (err) {
      toast.error(errorMessage(err), { id });
    } finally {
      setSavingDraft(false);
    }
  }

  async function publish(values: PublishFormValues) {
    const id = toast.loading(MESSAGES.publishing);
    const { publish_at: _at, ...fields } = values;
    setDraft((d) => ({ ...d, ...fields }));
    try {
      await saving(async (v) => {
        await createBlog.mutateAsync({
          title: values.title,
          banner: draft.banner,
          des: values.des,
          content: draft.content,
          tags: values.tags,
          draft: false,
          id: blogId,
          ...(v ? { version: v } : {}),
          ...(values.publish_at ? { publish_at: values.publish_at } : {}),
        });
        finished();
        // A scheduled blog waits under Scheduled, with its time, until the server publishes it.
        if (values.publish_at) toast.success(`Scheduled for ${formatDateTime(values.publish_at)}`, { id });
        else toast.success(MESSAGES.published, { id });
        window.setTimeout(() => navigate(values.publish_at ? '/dashboard/blogs?tab=scheduled' : '/dashboard/blogs'), DELAYS.redirectAfterPublish);
      }, id);
    } catch (err) {
      toast.error(errorMessage(err), { id });
    }
  }

  const [historyOpen, setHistoryOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  async function openHistory() {
    // The comparison is with what the editor holds now.
    const read = blocks.current.read;
    if (read) knownBlocks(await read());
    setHistoryOpen(true);
  }
  const historyDrawer = blogId && (
    <HistoryDrawer
      blogId={blogId}
      open={historyOpen}
      onOpenChange={setHistoryOpen}
      current={blocks.current.known}
      onRestored={() =>
        void fetchBlogForEdit(blogId).then(
          (blog) => {
            takeTheirs(blog);
            setHasPending(!blog.draft);
          },
          (err) => toast.error(errorMessage(err)),
        )
      }
    />
  );

  const [discarding, setDiscarding] = useState(false);
  /** Discard: the pending edit is dropped on the server and the editor shows the published version again. */
  async function discardPending() {
    setDiscarding(true);
    autosave.clean();
    try {
      versionRef.current = await discardEdit(client, blogId!, versionRef.current);
      const blog = await fetchBlogForEdit(blogId!);
      takeTheirs(blog);
      touched.current = false;
      clearLocalDraft(copyKey);
      setHasPending(false);
      toast.success('Changes discarded: the editor shows the published version');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDiscarding(false);
    }
  }
  function confirmDiscard() {
    toast.warning('Discard the unpublished changes?', {
      description: 'The editor goes back to what readers see now. The changes cannot be brought back.',
      action: { label: 'Discard changes', onClick: () => void discardPending() },
    });
  }
  /** Update: the publish form, with what the editor holds now. */
  async function openUpdate() {
    const read = blocks.current.read;
    const content = read ? await read() : { ...draft.content, blocks: blocks.current.known };
    setDraft((d) => ({ ...d, content }));
    knownBlocks(content);
    setView('publish');
  }

  const shareDialog = blogId && <ShareAndSeries blogId={blogId} series={series} previewPath={previewPath} open={shareOpen} onOpenChange={setShareOpen} />;

  const conflictDialog = (
    <ConflictDialog
      open={conflict !== null}
      busy={resolving}
      onCancel={() => setConflict(null)}
      onTakeTheirs={() => {
        takeTheirs(conflict!.theirs);
        setConflict(null);
        toast.info('Loaded the stored version');
      }}
      onMerge={() => {
        void merge(conflict!.theirs).then(() => toast.info('Merged: blocks changed on both sides are marked'));
        setConflict(null);
      }}
      onKeepMine={() => {
        // The writer chose to replace the stored version: the save is sent again from it.
        const { theirs, retry } = conflict!;
        versionRef.current = theirs.version;
        setResolving(true);
        retry(theirs.version)
          .catch((err) => toast.error(errorMessage(err)))
          .finally(() => {
            setResolving(false);
            setConflict(null);
          });
      }}
    />
  );

  if (view === 'publish') {
    return (
      <>
      {conflictDialog}
      <PublishForm
        banner={draft.banner}
        defaultValues={{ title: draft.title, des: draft.des, tags: draft.tags }}
        publishing={createBlog.isPending}
        onClose={(values) => {
          change(values);
          setView('editor');
        }}
        onPublish={publish}
      />
      </>
    );
  }

  return (
    <>
    {conflictDialog}
    {historyDrawer}
    {shareDialog}
    <BlogEditor
      key={editorKey}
      title={draft.title}
      banner={draft.banner}
      content={draft.content}
      onTitleChange={(title) => change({ title })}
      onBannerChange={(banner) => change({ banner })}
      onContentChange={(read) => {
        touched.current = true;
        autosave.changed();
        blocks.current.read = read;
        setBlockChanges((n) => n + 1);
      }}
      onPublish={(content) => {
        setDraft((d) => ({ ...d, content }));
        knownBlocks(content);
        setView('publish');
      }}
      onSaveDraft={saveDraft}
      savingDraft={savingDraft}
      status={blogId && <SaveStatus state={autosave.state} />}
      onReady={(content, edited) => {
        // Only the first editor of this blog sets the baseline; a remount (restore, merge) keeps what was saved.
        // Words typed before it was read are in it: then no snapshot equals it, and the next save or
        // leaving sends the work (the server leaves a save equal to what it holds alone).
        if (savedSnapshot.current === null) savedSnapshot.current = edited ? EDITED_BEFORE_BASELINE : snapshotOf(latestDraft.current, content);
      }}
      tools={
        blogId && (
          <>
            <IconButton aria-label="History" onClick={() => void openHistory()}>
              <History aria-hidden />
            </IconButton>
            <IconButton aria-label="Share and series" onClick={() => setShareOpen(true)}>
              <Share2 aria-hidden />
            </IconButton>
          </>
        )
      }
      notice={
        offer ? (
          <RestoreNotice
            savedAt={offer.savedAt}
            onRestore={() => {
              touched.current = true;
              setDraft((d) => ({ ...d, title: offer.title, banner: offer.banner, content: { ...d.content, blocks: offer.blocks } }));
              knownBlocks({ blocks: offer.blocks });
              setOffer(null);
              setEditorKey((k) => k + 1);
            }}
            onDiscard={() => {
              clearLocalDraft(copyKey);
              setOffer(null);
            }}
          />
        ) : (
          hasPending && <PendingNotice discarding={discarding} onDiscard={confirmDiscard} onUpdate={() => void openUpdate()} />
        )
      }
    />
    </>
  );
}

/** /editor and /editor/:blog_id. Editing loads the blog in draft and edit mode; only its author may. */
/** The baseline of an editor whose writer typed before it was read: equal to no snapshot. */
const EDITED_BEFORE_BASELINE = '\u0000edited before the baseline was read';

export function EditorPage() {
  const { blog_id: blogId } = useParams();
  const session = useSession();
  const query = useQuery(blogQueries.edit(blogId));
  const username = session?.username ?? '';

  if (!blogId) return <EditorWorkspace key="new" username={username} initial={emptyDraft()} />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 403) return <EditorNotFound />;
    return <EditorLoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.author.personal_info.username !== username) return <EditorNotFound />;
  return (
    <EditorWorkspace
      key={blogId}
      blogId={blogId}
      username={username}
      initial={draftFromBlog(query.data)}
      version={query.data.version}
      pending={!query.data.draft && Boolean(query.data.pending)}
      series={query.data.series}
      previewPath={query.data.preview_path}
    />
  );
}
