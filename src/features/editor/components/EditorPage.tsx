import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DELAYS, draftSchema, firstError, MESSAGES, type Blog, type EditorData } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { ApiError, errorMessage, useDocumentTitle, useSession } from '@/lib';
import { useBlogForEdit } from '../api/getBlog.ts';
import { useCreateBlog } from '../api/createBlog.ts';
import { PublishForm, type PublishFormValues } from '../forms/PublishForm.tsx';
import { clearLocalDraft, isWorthRestoring, localDraftKey, readLocalDraft, writeLocalDraft, type LocalDraft } from '../hooks/localDraft.ts';
import { BlogEditor } from './BlogEditor.tsx';
import { EditorLoadError, EditorNotFound, EditorSkeleton } from './EditorStates.tsx';
import { RestoreNotice } from './RestoreNotice.tsx';

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
  const createBlog = useCreateBlog();
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

  useEffect(() => {
    if (!touched.current || done.current || offer) return;
    const timer = window.setTimeout(() => writeLocalDraft(copyKey, { title: draft.title, banner: draft.banner, blocks: draft.content.blocks }), 300);
    return () => window.clearTimeout(timer);
  }, [draft.title, draft.banner, draft.content, copyKey, offer]);

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
      onContentChange={(content) => change({ content })}
      onPublish={(content) => {
        setDraft((d) => ({ ...d, content }));
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
  const query = useBlogForEdit(blogId);
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
