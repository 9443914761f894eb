import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { DELAYS, draftSchema, firstError, MESSAGES, type Blog, type EditorBlock, type EditorData } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { ApiError, showProblem, formatDateTime } from '@/lib';
import { blogMutations, discardEdit, fetchBlogForEdit, prepareSaveOnLeave, saveEdit, saveEditOnLeave } from '@/api';
import type { PublishFormValues } from '../forms/PublishForm.tsx';
import { draftFromBlog, draftSnapshot, EDITED_BEFORE_BASELINE, markConflicts, type EditorDraft } from '../model/editorDraft.ts';
import { localDraftKey } from '../model/localDraft.ts';
import { mergeBlocks } from '../model/mergeBlocks.ts';
import { useLocalDraftCopy } from './useLocalDraftCopy.ts';
import { useServerAutosave } from './useServerAutosave.ts';

export interface BlogDraftSessionOptions {
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
}

/** A save the server refused because the blog changed meanwhile: the stored blog, and the save to retry. */
interface Conflict {
  theirs: Blog;
  retry: (version: number | undefined) => Promise<void>;
}

/**
 * One blog's editing session: the draft on screen, the stored version each save starts from (a 409
 * opens the conflict choice: keep mine, take theirs, merge), the server autosave, Save Draft and
 * Publish, discarding a pending edit, and the local copy of unsaved work (useLocalDraftCopy).
 * Components show what it holds and call what it returns; none of them talks to the API.
 */
export function useBlogDraftSession({ blogId, initial, username, initialView = 'editor', version, pending = false }: BlogDraftSessionOptions) {
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const createBlog = useMutation(blogMutations.create);
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [view, setView] = useState(initialView);
  // A new key remounts Editor.js with the draft's blocks (restore, merge, the stored version).
  const [editorKey, setEditorKey] = useState(0);
  // The version the next save starts from, and the blocks it had (the base of a merge).
  const versionRef = useRef(version);
  const base = useRef<{ title: string; blocks: EditorBlock[] }>({ title: initial.title, blocks: initial.content.blocks });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [hasPending, setHasPending] = useState(pending);
  const copy = useLocalDraftCopy({ copyKey: localDraftKey(username, blogId), initial, title: draft.title, banner: draft.banner });
  const { blocks, knownBlocks } = copy;

  // The latest fields for saves that run outside a render (the autosave timer, the page going away).
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  // What the server holds, as a snapshot: a save of the same is skipped (an editor opened and closed
  // changes nothing, not even the version another tab starts from).
  const savedSnapshot = useRef<string | null>(null);
  const fieldsOf = (d: EditorDraft, content: EditorData) => ({
    id: blogId!,
    title: d.title,
    banner: d.banner,
    des: d.des,
    content,
    tags: d.tags,
    ...(versionRef.current ? { version: versionRef.current } : {}),
  });
  /** What the editor holds now: Editor.js's newest blocks when it has newer ones. */
  async function currentContent(): Promise<EditorData> {
    const read = blocks.current.read;
    const content = read ? await read() : { ...latestDraft.current.content, blocks: blocks.current.known };
    knownBlocks(content);
    return content;
  }

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
        copy.writeRead({ title: latestDraft.current.title, banner: latestDraft.current.banner, blocks: content.blocks });
      }
      const snapshot = draftSnapshot(latestDraft.current, content);
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
        if (draftSnapshot(latestDraft.current, content) !== savedSnapshot.current) saveEditOnLeave(fieldsOf(latestDraft.current, content));
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
    savedSnapshot.current = draftSnapshot(stored, stored.content);
    copy.touch();
    setDraft((d) => ({ ...d, title: d.title === base.current.title ? stored.title : d.title, content: { ...d.content, blocks: merged } }));
    knownBlocks({ blocks: merged });
    setEditorKey((k) => k + 1);
    setView('editor');
  }

  // The writer chose to replace the stored version: the save is sent again from it.
  const keepMine = useMutation({
    mutationFn: ({ theirs, retry }: Conflict) => {
      versionRef.current = theirs.version;
      return retry(theirs.version);
    },
  });

  function finished() {
    copy.finish();
    autosave.clean();
  }

  async function saveDraft(content: EditorData) {
    const check = draftSchema.safeParse({ title: draft.title });
    if (!check.success) {
      toast.error(showProblem(firstError(check.error), i18n));
      return;
    }
    setDraft((d) => ({ ...d, content }));
    knownBlocks(content);
    const id = toast.loading(i18n._(MESSAGES.savingDraft));
    try {
      await saving(async (v) => {
        await createBlog.mutateAsync({
          title: draft.title,
          banner: draft.banner,
          des: draft.des,
          content,
          tags: draft.tags,
          draft: true,
          id: blogId,
          ...(v ? { version: v } : {}),
          // None yet (a new blog whose publish form was never opened): the server gives it its author's.
          ...(draft.language ? { language: draft.language } : {}),
        });
        finished();
        toast.success(i18n._(MESSAGES.draftSaved), { id });
        window.setTimeout(() => navigate('/dashboard/blogs?tab=draft'), DELAYS.redirectAfterDraftSave);
      }, id);
    } catch (err) {
      toast.error(showProblem(err, i18n), { id });
    }
  }

  async function publish(values: PublishFormValues) {
    const id = toast.loading(i18n._(MESSAGES.publishing));
    const { publish_at: _at, newsletter: _newsletter, credits: _credits, ...fields } = values;
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
          ...(values.language ? { language: values.language } : {}),
          // '' clears an address the blog had; absent (never shown) keeps it.
          ...(values.canonical_url !== undefined ? { canonical_url: values.canonical_url.trim() } : {}),
          ...(values.newsletter !== undefined ? { newsletter: values.newsletter } : {}),
          ...(values.credits !== undefined ? { credits: values.credits } : {}),
        });
        finished();
        // A scheduled blog waits under Scheduled, with its time, until the server publishes it.
        const when = values.publish_at && formatDateTime(values.publish_at);
        if (when) toast.success(t`Scheduled for ${when}`, { id });
        else toast.success(i18n._(MESSAGES.published), { id });
        window.setTimeout(() => navigate(values.publish_at ? '/dashboard/blogs?tab=scheduled' : '/dashboard/blogs'), DELAYS.redirectAfterPublish);
      }, id);
    } catch (err) {
      toast.error(showProblem(err, i18n), { id });
    }
  }

  /** Discard: the pending edit is dropped on the server and the editor shows the published version again. */
  const discard = useMutation({
    mutationFn: async (_: void, { client }) => {
      versionRef.current = await discardEdit(client, blogId!, versionRef.current);
      return fetchBlogForEdit(blogId!);
    },
  });
  async function discardPending() {
    autosave.clean();
    try {
      const blog = await discard.mutateAsync();
      takeTheirs(blog);
      copy.forget();
      setHasPending(false);
      toast.success(t`Changes discarded: the editor shows the published version`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  const change = (patch: Partial<EditorDraft>) => {
    copy.touch();
    autosave.changed();
    setDraft((d) => ({ ...d, ...patch }));
  };

  return {
    draft,
    view,
    editorKey,
    /** The server autosave's state (the status line), for a blog that exists. */
    saveState: autosave.state,
    /** A published blog holding changes its readers do not see yet. */
    hasPending,
    /** A local copy of unsaved work, offered for restoring. */
    offer: copy.offer,
    savingDraft: createBlog.isPending && createBlog.variables?.draft === true,
    publishing: createBlog.isPending,
    discarding: discard.isPending,
    change,
    /** Editor.js holds new blocks; `read` gives them (read when needed, not now). */
    contentChanged: (read: () => Promise<EditorData>) => {
      copy.blocksChanged(read);
      autosave.changed();
    },
    /**
     * The editor rendered its blocks. Only the first editor of this blog sets the baseline; a remount
     * (restore, merge) keeps what was saved. Words typed before it was read are in it: then no
     * snapshot equals it, and the next save or leaving sends the work (the server leaves a save equal
     * to what it holds alone).
     */
    ready: (content: EditorData, edited: boolean) => {
      if (savedSnapshot.current === null) savedSnapshot.current = edited ? EDITED_BEFORE_BASELINE : draftSnapshot(latestDraft.current, content);
    },
    /** Publish passed its checks in the editor: the publish form, with these blocks. */
    openPublish: (content: EditorData) => {
      setDraft((d) => ({ ...d, content }));
      knownBlocks(content);
      setView('publish');
    },
    /** Update (a pending edit): the publish form, with what the editor holds now. */
    openUpdate: async () => {
      const content = await currentContent();
      setDraft((d) => ({ ...d, content }));
      setView('publish');
    },
    /** Back from the publish form, keeping what was typed there. */
    closePublish: (values: PublishFormValues) => {
      change(values);
      setView('editor');
    },
    saveDraft,
    publish,
    /** The blocks the editor holds now (what History compares a revision with). */
    currentBlocks: async () => (await currentContent()).blocks,
    /** A revision became the pending edit: the editor reads the blog again. */
    reload: () =>
      void fetchBlogForEdit(blogId!).then(
        (blog) => {
          takeTheirs(blog);
          setHasPending(!blog.draft);
        },
        (err) => toast.error(showProblem(err, i18n)),
      ),
    confirmDiscard: () =>
      toast.warning(t`Discard the unpublished changes?`, {
        description: t`The editor goes back to what readers see now. The changes cannot be brought back.`,
        action: { label: t`Discard changes`, onClick: () => void discardPending() },
      }),
    restoreCopy: () => {
      const offered = copy.offer!;
      setDraft((d) => ({ ...d, title: offered.title, banner: offered.banner, content: { ...d.content, blocks: offered.blocks } }));
      copy.restore(offered);
      setEditorKey((k) => k + 1);
    },
    dismissCopy: copy.dismiss,
    /** The choice a 409 asks for, while one is open. */
    conflict: {
      open: conflict !== null,
      busy: keepMine.isPending,
      cancel: () => setConflict(null),
      takeTheirs: () => {
        takeTheirs(conflict!.theirs);
        setConflict(null);
        toast.info(t`Loaded the stored version`);
      },
      merge: () => {
        void merge(conflict!.theirs).then(() => toast.info(t`Merged: blocks changed on both sides are marked`));
        setConflict(null);
      },
      keepMine: () => {
        keepMine
          .mutateAsync(conflict!)
          .catch((err) => toast.error(showProblem(err, i18n)))
          .finally(() => setConflict(null));
      },
    },
  };
}

export type BlogDraftSession = ReturnType<typeof useBlogDraftSession>;
