import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, FormActions, FormFieldset, FormLayout, ProgressStatus } from '@/design';
import { showProblem } from '@/lib';
import { importQueries, uploadImport, type ImportStatus } from '@/api';
import * as styles from './ImportCommunity.css.ts';

/** Where an import of the community's archive is, as the block shows it. */
export type ImportCommunityStep =
  | { step: 'choose' }
  | { step: 'uploading'; fraction: number }
  | { step: 'running'; status?: ImportStatus }
  | { step: 'done'; status: ImportStatus }
  | { step: 'failed'; message: string; status?: ImportStatus };

export interface ImportCommunityViewProps {
  state: ImportCommunityStep;
  /** An archive was chosen: upload it and start the import. */
  onFile: (file: File) => void;
  /** Back to choosing a file. */
  onReset: () => void;
}

/** What the import brought in, a line a kind (the report's keys are the archive's files). */
function Report({ report }: { report: Record<string, number> }) {
  const n = (key: string) => report[key] ?? 0;
  return (
    <ul className={styles.report}>
      <li>
        <Plural value={n('users')} one="# member" other="# members" />
      </li>
      <li>
        <Plural value={n('blogs')} one="# blog" other="# blogs" />
      </li>
      <li>
        <Plural value={n('comments')} one="# comment" other="# comments" />
      </li>
      <li>
        <Plural value={n('likes')} one="# like" other="# likes" />
      </li>
      <li>
        <Plural value={n('follows')} one="# follow" other="# follows" />
      </li>
      <li>
        <Plural value={n('series')} one="# series" other="# series" />
      </li>
      <li>
        <Plural value={n('redirects')} one="# moved link" other="# moved links" />
      </li>
      <li>
        <Plural value={n('subscribers')} one="# newsletter subscriber" other="# newsletter subscribers" />
      </li>
      <li>
        <Plural value={n('images')} one="# image" other="# images" />
      </li>
      {n('merged') > 0 && (
        <li>
          <Plural value={n('merged')} one="# account of this site joined to its account in the archive" other="# accounts of this site joined to their accounts in the archive" />
        </li>
      )}
    </ul>
  );
}

/** Site settings, "Import a community": an archive of another Inkwell taken into this empty site (stories show each step). */
export function ImportCommunityView({ state, onFile, onReset }: ImportCommunityViewProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  let body;
  switch (state.step) {
    case 'choose':
      body = (
        <FormActions>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t`Archive file`}
            accept=".zip,application/zip"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
          <Button type="button" variant="outline" iconStart={<Upload aria-hidden />} onClick={() => input.current?.click()}>
            <Trans>Choose a full archive</Trans>
          </Button>
        </FormActions>
      );
      break;
    case 'uploading': {
      const percent = Math.round(state.fraction * 100);
      body = (
        <ProgressStatus done={percent} total={100} label={t`Uploading the archive`}>
          <Trans>Uploading… {percent}%</Trans>
        </ProgressStatus>
      );
      break;
    }
    case 'running': {
      const done = state.status?.done ?? 0;
      const total = state.status?.total ?? 0;
      body = (
        <ProgressStatus done={done} total={total} label={t`Importing the community`}>
          {total ? <Trans>Imported {done} of {total} items</Trans> : <Trans>Checking the archive…</Trans>}
        </ProgressStatus>
      );
      break;
    }
    case 'done':
      body = (
        <>
          <p className={styles.status} role="status">
            <Trans>The community is imported:</Trans>
          </p>
          <Report report={state.status.report ?? {}} />
        </>
      );
      break;
    case 'failed': {
      // The reason of a failed job is the report's last line, in the contract's words (IMPORT_REASONS).
      const reason = state.status?.skipped.at(-1)?.reason;
      body = (
        <>
          <p className={styles.status} role="alert">
            {state.message}
            {reason && ` ${i18n._(reason)}`}
          </p>
          <FormActions>
            <Button type="button" variant="outline" onClick={onReset}>
              <Trans>Try another file</Trans>
            </Button>
          </FormActions>
        </>
      );
      break;
    }
  }
  return (
    <FormLayout onSubmit={(e) => e.preventDefault()} aria-label={t`Import a community`}>
      <FormFieldset legend={t`Import a community`}>
        <p className={styles.hint}>
          {t`A full archive of an Inkwell community, made by "Export the community", brought into this site with its members, blogs, comments, likes and follows. Only an empty site takes one: no members but admins, and no blogs. An admin here with the same e-mail address or username as a member of the archive becomes that member, and keeps their own password.`}
        </p>
      </FormFieldset>
      {body}
    </FormLayout>
  );
}

/** The import block with its calls: uploads the archive, then follows the import to its report. */
export function ImportCommunity() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [uploading, setUploading] = useState<number | null>(null);
  const [importId, setImportId] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const status = useQuery(importQueries.status(importId));
  const finished = status.data?.state === 'done';
  useEffect(() => {
    // Every answer this tab kept (lists, profiles, the admin's own) is of the site before the import.
    if (finished) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'imports' });
  }, [finished, client]);

  const start = async (file: File) => {
    setRefused(null);
    setImportId('');
    setUploading(0);
    try {
      setImportId(await uploadImport(file, setUploading));
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

  let state: ImportCommunityStep = { step: 'choose' };
  if (refused !== null) state = { step: 'failed', message: refused };
  else if (uploading !== null) state = { step: 'uploading', fraction: uploading };
  else if (importId) {
    const s = status.data;
    if (status.isError) state = { step: 'failed', message: showProblem(status.error, i18n) };
    else if (s?.state === 'done') state = { step: 'done', status: s };
    else if (s?.state === 'failed') state = { step: 'failed', message: t`The import stopped.`, status: s };
    else state = { step: 'running', status: s };
  }
  return <ImportCommunityView state={state} onFile={(f) => void start(f)} onReset={reset} />;
}
