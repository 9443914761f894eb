import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Archive, Download } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LANGUAGE, isLanguage, SITE_EXPORT_MODES, type Language, type SiteExportMode } from '@/contract';
import { Button, FormActions, FormField, FormFieldset, FormLayout, ProgressStatus, RadioCards, toast } from '@/design';
import { NativeSelect } from '@/design/primitives/NativeSelect';
import { showProblem } from '@/lib';
import { downloadSiteExport, siteExportMutations, siteExportQueries, type SiteExportStatus } from '@/api';
import { LanguageOptions } from '@/features/settings';
import * as styles from './ExportCommunity.css.ts';

const MODE: Record<SiteExportMode, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  public: { label: msg({ message: 'Public', context: 'archive mode' }), hint: msg`What anyone can read: the published blogs, their comments, profiles and images. No e-mail addresses, drafts or hidden items.` },
  full: { label: msg({ message: 'Full', context: 'archive mode' }), hint: msg`Everything needed to move the community to another server, with e-mail addresses, drafts and password hashes. Keep it private.` },
};

/** Where an archive is, as the block shows it. */
export type ExportStep =
  | { step: 'choose' }
  | { step: 'running'; status?: SiteExportStatus }
  | { step: 'done'; status: SiteExportStatus; mode: SiteExportMode }
  | { step: 'failed'; message: string };

export interface ExportCommunityViewProps {
  state: ExportStep;
  /** Start an archive of this kind, its pages' own words in this language. */
  onStart: (mode: SiteExportMode, language: Language) => void;
  /** Download the finished archive. */
  onDownload: () => void;
  /** A download under way. */
  downloading?: boolean;
  /** Back to choosing. */
  onReset: () => void;
}

/** Site settings, "Export the community": the choice of archive, its progress, and its download (stories show each step). */
export function ExportCommunityView({ state, onStart, onDownload, downloading = false, onReset }: ExportCommunityViewProps) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<SiteExportMode>('public');
  // The admin most likely wants the archive's pages in the language they are reading this screen in.
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart(mode, language);
  };
  let body;
  switch (state.step) {
    case 'choose':
      body = (
        <>
          <FormFieldset legend={t`Which archive`}>
            <RadioCards name="archive-mode" options={SITE_EXPORT_MODES.map((m) => ({ value: m, label: i18n._(MODE[m].label), hint: i18n._(MODE[m].hint) }))} value={mode} onChange={setMode} />
          </FormFieldset>
          <FormField label={t`Language of the website`} description={t`The words of its menus, headings and dates. The blogs and comments stay as they were written.`}>
            <NativeSelect
              width="full"
              value={language}
              onChange={(e) => {
                if (isLanguage(e.target.value)) setLanguage(e.target.value);
              }}
            >
              <LanguageOptions />
            </NativeSelect>
          </FormField>
          <FormActions>
            <Button type="submit" iconStart={<Archive aria-hidden />}>
              <Trans>Export the community</Trans>
            </Button>
          </FormActions>
        </>
      );
      break;
    case 'running': {
      const done = state.status?.done ?? 0;
      const total = state.status?.total ?? 0;
      body = (
        <ProgressStatus done={done} total={total} label={t`Making the archive`}>
          {total ? <Trans>Written {done} of {total} items</Trans> : <Trans>Waiting for its turn…</Trans>}
        </ProgressStatus>
      );
      break;
    }
    case 'done':
      body = (
        <>
          <p className={styles.status} role="status">
            {state.status.url ? <Trans>The archive is ready.</Trans> : <Trans>This archive was replaced by a newer one. Make another.</Trans>}
          </p>
          <FormActions>
            {state.status.url && (
              <Button type="button" iconStart={<Download aria-hidden />} loading={downloading} onClick={onDownload}>
                {state.mode === 'full' ? <Trans>Download the full archive</Trans> : <Trans>Download the public archive</Trans>}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onReset}>
              <Trans>Make another archive</Trans>
            </Button>
          </FormActions>
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p className={styles.status} role="alert">
            {state.message}
          </p>
          <FormActions>
            <Button type="button" variant="outline" onClick={onReset}>
              <Trans>Try again</Trans>
            </Button>
          </FormActions>
        </>
      );
      break;
  }
  return (
    <FormLayout onSubmit={submit} aria-label={t`Export the community`}>
      <FormFieldset legend={t`Export the community`}>
        <p className={styles.hint}>{t`A ZIP of the community: a website that opens from a folder, and its data as JSON Lines. Only admins can download it.`}</p>
      </FormFieldset>
      {body}
    </FormLayout>
  );
}

/** The export block with its server calls: starts the archive, follows its progress, downloads it. */
export function ExportCommunity() {
  const { t, i18n } = useLingui();
  const [job, setJob] = useState<{ id: string; mode: SiteExportMode } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const start = useMutation(siteExportMutations.start);
  const status = useQuery(siteExportQueries.status(job?.id ?? ''));

  const begin = async (mode: SiteExportMode, language: Language) => {
    setRefused(null);
    try {
      setJob({ id: await start.mutateAsync({ mode, language }), mode });
    } catch (err) {
      setRefused(showProblem(err, i18n));
    }
  };
  const download = async () => {
    if (!job) return;
    setDownloading(true);
    try {
      await downloadSiteExport(job.id);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    } finally {
      setDownloading(false);
    }
  };
  const reset = () => {
    setRefused(null);
    setJob(null);
  };

  let state: ExportStep = { step: 'choose' };
  if (refused !== null) state = { step: 'failed', message: refused };
  else if (job) {
    const s = status.data;
    if (status.isError) state = { step: 'failed', message: showProblem(status.error, i18n) };
    else if (s?.state === 'done') state = { step: 'done', status: s, mode: job.mode };
    else if (s?.state === 'failed') state = { step: 'failed', message: t`The archive could not be made. Try again; if it fails again, the server's log says why.` };
    else state = { step: 'running', status: s };
  } else if (start.isPending) state = { step: 'running' };
  return <ExportCommunityView state={state} onStart={(m, l) => void begin(m, l)} onDownload={() => void download()} downloading={downloading} onReset={reset} />;
}
