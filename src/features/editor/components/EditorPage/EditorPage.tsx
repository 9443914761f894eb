import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DELAYS, draftSchema, firstError, MESSAGES, type Blog, type EditorBlock, type EditorData } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { ApiError, errorMessage, useDocumentTitle, useSession } from '@/lib';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { afterBlogSaved, blogQueries, createBlog as saveBlog } from '@/api';
import { PublishForm, type PublishFormValues } from '../../forms/PublishForm.tsx';
import { afterPause, clearLocalDraft, COPY_DELAYS, isWorthRestoring, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from '../../model/localDraft.ts';
import { BlogEditor } from '../BlogEditor';
import { EditorLoadError, EditorNotFound, EditorSkeleton } from '../EditorStates';
import { RestoreNotice } from '../RestoreNotice';

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
}

/** The editor and the publish form, with draft saving, publishing and the local copy of unsaved work. */
export function EditorWorkspace({ blogId, initial, username, initialView = 'editor' }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const createBlog = useMutation({ mutationFn: saveBlog, onSuccess: () => afterBlogSaved(client) });
  const copyKey = localDraftKey(username, blogId);
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [view, setView] = useState(initialView);
  const [editorKey, setEditorKey] = useState(0);
  const [savingDraft, setSavingDraft] = useState(false);
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
    setDraft((d) => ({ ...d, ...patch }));
  };

  function finished() {
    done.current = true;
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
      await createBlog.mutateAsync({ title: draft.title, banner: draft.banner, des: draft.des, content, tags: draft.tags, draft: true, id: blogId });
      finished();
      toast.success(MESSAGES.draftSaved, { id });
      window.setTimeout(() => navigate('/dashboard/blogs?tab=draft'), DELAYS.redirectAfterDraftSave);
    } catch (err) {
      toast.error(errorMessage(err), { id });
    } finally {
      setSavingDraft(false);
    }
  }

  async function publish(values: PublishFormValues) {
    const id = toast.loading(MESSAGES.publishing);
    setDraft((d) => ({ ...d, ...values }));
    try {
      await createBlog.mutateAsync({ title: values.title, banner: draft.banner, des: values.des, content: draft.content, tags: values.tags, draft: false, id: blogId });
      finished();
      toast.success(MESSAGES.published, { id });
      window.setTimeout(() => navigate('/dashboard/blogs'), DELAYS.redirectAfterPublish);
    } catch (err) {
      toast.error(errorMessage(err), { id });
    }
  }

  if (view === 'publish') {
    return (
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
    );
  }

  return (
    <BlogEditor
      key={editorKey}
      title={draft.title}
      banner={draft.banner}
      content={draft.content}
      onTitleChange={(title) => change({ title })}
      onBannerChange={(banner) => change({ banner })}
      onContentChange={(read) => {
        touched.current = true;
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
      notice={
        offer && (
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
        )
      }
    />
  );
}

/** /editor and /editor/:blog_id. Editing loads the blog in draft and edit mode; only its author may. */
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
  return <EditorWorkspace key={blogId} blogId={blogId} username={username} initial={draftFromBlog(query.data)} />;
}
