import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage, useSession } from '@/lib';
import { blogQueries } from '@/api';
import { draftFromBlog, emptyDraft } from '../../model/editorDraft.ts';
import { EditorLoadError, EditorNotFound, EditorSkeleton } from '../EditorStates';
import { EditorWorkspace } from '../EditorWorkspace';

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
  return (
    <EditorWorkspace
      key={blogId}
      blogId={blogId}
      username={username}
      initial={draftFromBlog(query.data)}
      version={query.data.version}
      pending={!query.data.draft && Boolean(query.data.pending)}
      published={!query.data.draft}
      held={Boolean(query.data.held)}
      series={query.data.series}
      previewPath={query.data.preview_path}
    />
  );
}
