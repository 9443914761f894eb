import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, FormActions, FormFieldset, FormLayout } from '@/design';
import { ImportJobProgress, useImportJob, type ImportJobStep } from '@/features/settings';
import * as styles from './ImportCommunity.css.ts';

/** Where an import of the community's archive is, as the block shows it. */
export type ImportCommunityStep = ImportJobStep;

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
  const lines: [string, ReactNode][] = [
    ['users', <Plural value={n('users')} one="# member" other="# members" />],
    ['blogs', <Plural value={n('blogs')} one="# blog" other="# blogs" />],
    ['comments', <Plural value={n('comments')} one="# comment" other="# comments" />],
    ['likes', <Plural value={n('likes')} one="# like" other="# likes" />],
    ['follows', <Plural value={n('follows')} one="# follow" other="# follows" />],
    ['series', <Plural value={n('series')} one="# series" other="# series" />],
    ['redirects', <Plural value={n('redirects')} one="# moved link" other="# moved links" />],
    ['subscribers', <Plural value={n('subscribers')} one="# newsletter subscriber" other="# newsletter subscribers" />],
    ['images', <Plural value={n('images')} one="# image" other="# images" />],
  ];
  if (n('merged') > 0) {
    lines.push(['merged', <Plural value={n('merged')} one="# account of this site joined to its account in the archive" other="# accounts of this site joined to their accounts in the archive" />]);
  }
  return (
    <ul className={styles.report}>
      {lines.map(([key, line]) => (
        <li key={key}>{line}</li>
      ))}
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
    case 'uploading':
    case 'running':
      body = (
        <ImportJobProgress step={state} labels={{ uploading: t`Uploading the archive`, running: t`Importing the community` }} waiting={<Trans>Checking the archive…</Trans>}>
          {(done, total) => <Trans>Imported {done} of {total} items</Trans>}
        </ImportJobProgress>
      );
      break;
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
  const { t } = useLingui();
  const client = useQueryClient();
  const job = useImportJob({ stopped: t`The import stopped.` });
  const finished = job.step.step === 'done';
  useEffect(() => {
    // Every answer this tab kept (lists, profiles, the admin's own) is of the site before the import.
    if (finished) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'imports' });
  }, [finished, client]);
  return <ImportCommunityView state={job.step} onFile={(f) => void job.start(f)} onReset={job.reset} />;
}
