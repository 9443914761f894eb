import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ApiError, showProblem } from '@/lib';
import { importQueries, uploadImport, type ImportScope, type ImportStatus } from '@/api';

/** Where an import is, from its file's upload to its end, as an import block shows it. */
export type ImportJobStep =
  | { step: 'choose' }
  | { step: 'uploading'; fraction: number }
  | { step: 'running'; status?: ImportStatus }
  | { step: 'done'; status: ImportStatus }
  | { step: 'failed'; message: string; status?: ImportStatus };

export interface ImportJobOptions {
  /** What a failed import says above its report's reason (translated by the caller). */
  stopped: string;
  /** Where the import's id is kept beyond the component (a tab's sessionStorage), if anywhere. */
  remember?: { load(): string; save(id: string): void };
}

/**
 * An import through POST /import, followed to its end: `start` uploads a file (its progress, then the
 * job's), `reset` goes back to choosing. The member's import of their writing and the admin's import
 * of a community's archive are the same calls and the same steps.
 */
export function useImportJob({ stopped, remember }: ImportJobOptions) {
  const { i18n } = useLingui();
  const [uploading, setUploading] = useState<number | null>(null);
  const [importId, setImportIdNow] = useState(() => remember?.load() ?? '');
  const [refused, setRefused] = useState<string | null>(null);
  const status = useQuery(importQueries.status(importId));
  const setImportId = (id: string) => {
    remember?.save(id);
    setImportIdNow(id);
  };
  // A remembered import that is not this account's (another signed in since): forgotten.
  const gone = status.error instanceof ApiError && status.error.code === 'import_not_found';
  useEffect(() => {
    if (!gone) return;
    remember?.save('');
    setImportIdNow('');
  }, [gone, remember]);

  const start = async (file: File, scope: ImportScope = 'account') => {
    setRefused(null);
    setImportId('');
    setUploading(0);
    try {
      setImportId(await uploadImport(file, setUploading, scope));
    } catch (err) {
      setRefused(showProblem(err, i18n));
    } finally {
      setUploading(null);
    }
  };
  const reset = () => {
    setRefused(null);
    setImportId('');
  };

  let step: ImportJobStep = { step: 'choose' };
  if (refused !== null) step = { step: 'failed', message: refused };
  else if (uploading !== null) step = { step: 'uploading', fraction: uploading };
  else if (importId && !gone) {
    const s = status.data;
    if (status.isError) step = { step: 'failed', message: showProblem(status.error, i18n) };
    else if (s?.state === 'done') step = { step: 'done', status: s };
    else if (s?.state === 'failed') step = { step: 'failed', message: stopped, status: s };
    else step = { step: 'running', status: s };
  }
  return { step, start, reset };
}
