import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf } from '@/contract';
import { CALL_ROUTES } from '@/contract/routes';
import { API_BASE, ApiError, getAccessToken, request, sessionStore } from '@/lib';

/** Imports from other platforms (API.md third edition, "Import and moved links"). */
export type ImportStatus = AnswerOf<'importStatus'>;
/** Whose blogs an import writes: the importer's own, or (an admin's) each author's, matched by e-mail. */
export type ImportScope = 'account' | 'site';

export const importKeys = {
  status: (id: string) => ['imports', id] as const,
};

/** How often a running import's progress is asked for. */
export const IMPORT_POLL_MS = 1500;

export const importQueries = {
  /** An import's progress, asked again every IMPORT_POLL_MS until it is done or failed. */
  status: (id: string) =>
    queryOptions({
      queryKey: importKeys.status(id),
      queryFn: () => request('importStatus', { import_id: id }),
      enabled: Boolean(id),
      refetchInterval: (query) => (query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : IMPORT_POLL_MS),
    }),
};

function parseAnswer(text: string): { error?: string; code?: string; import_id?: string } | null {
  try {
    return JSON.parse(text) as { error?: string; code?: string; import_id?: string };
  } catch {
    return null;
  }
}

/**
 * POST /import with the export as the multipart field `file` (after the field `as` of a whole
 * site's import: the server reads it before the file); its import_id. XMLHttpRequest, not fetch:
 * fetch cannot report upload progress, and an export may be hundreds of megabytes.
 */
export function uploadImport(file: File | Blob, onProgress?: (fraction: number) => void, scope: ImportScope = 'account'): Promise<string> {
  const token = getAccessToken();
  if (!token) return Promise.reject(new ApiError('Please sign in to continue', 401, null, 'sign_in_required'));
  const form = new FormData();
  if (scope === 'site') form.append('as', 'site');
  form.append('file', file);
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(CALL_ROUTES.importFile.method, `${API_BASE}${CALL_ROUTES.importFile.path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseAnswer(xhr.responseText);
      if (xhr.status === 202 && typeof data?.import_id === 'string') return resolve(data.import_id);
      if (xhr.status === 401) sessionStore.clear();
      reject(new ApiError(data?.error ?? `Something went wrong (${xhr.status}). Please try again.`, xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError('Could not reach the server. Check your connection and try again.', 0));
    xhr.send(form);
  });
}
