import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Copy, Link2, Link2Off, ListOrdered } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Blog } from '@/contract';
import { Button } from '@/design/primitives/Button';
import { Dialog, DialogContent } from '@/design/primitives/Dialog';
import { FormField } from '@/design/primitives/FormField';
import { IconButton } from '@/design/primitives/IconButton';
import { TextField } from '@/design/primitives/TextField';
import { toast } from '@/design/primitives/Toaster';
import { Divider } from '@/design/primitives/Divider';
import { showProblem } from '@/lib';
import { blogMutations } from '@/api';
import { AskForReview } from '@/features/workshop';
import * as styles from './ShareAndSeries.css.ts';

export interface ShareAndSeriesProps {
  blogId: string;
  /** The author's username (the workshop's reviewer picker never offers them). */
  author?: string;
  /** The series the blog is in, as the editor loaded it. */
  series?: Blog['series'];
  /** The preview link's path while one is on (edit mode's preview_path). */
  previewPath?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A private preview link for the draft or pending edit, and the blog's series and place in it. */
export function ShareAndSeries({ blogId, author = '', series, previewPath, open, onOpenChange }: ShareAndSeriesProps) {
  const [link, setLink] = useState<string | null>(() => (previewPath ? new URL(previewPath, window.location.origin).href : null));
  const previewLink = useMutation(blogMutations.previewLink);
  const setSeries = useMutation(blogMutations.setSeries);
  const busy = previewLink.isPending || setSeries.isPending;
  const { i18n, t } = useLingui();
  const [name, setName] = useState(series?.name ?? '');
  const [place, setPlace] = useState(() => {
    const at = series?.blogs.findIndex((b) => b.blog_id === blogId) ?? -1;
    return at >= 0 ? String(at + 1) : '';
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Preview link copied`);
    } catch {
      toast.error(t`Could not copy: select the link and copy it yourself`);
    }
  }

  async function preview(enabled: boolean) {
    try {
      const url = await previewLink.mutateAsync({ blogId, enabled });
      setLink(url && new URL(url, window.location.origin).href);
      toast.success(enabled ? t`Preview link created: anyone with it can read this version` : t`Preview link turned off`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  async function saveSeries(e: FormEvent, remove = false) {
    e.preventDefault();
    const position = Number(place);
    if (!remove && !name.trim()) return toast.error(t`A series needs a name`);
    if (!remove && place && !(Number.isInteger(position) && position >= 1)) return toast.error(t`The place must be a whole number from 1`);
    try {
      const saved = await setSeries.mutateAsync({ blogId, series: remove ? null : name, position: place ? position : undefined });
      if (!saved) setName('');
      const seriesName = saved?.name;
      toast.success(saved ? t`In the series “${seriesName}”` : t`Taken out of the series`);
    } catch (err) {
      toast.error(showProblem(err, i18n));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Share and series`} description={t`Show this version to someone before it is public, or make the blog part of a series.`}>
        <AskForReview blogId={blogId} author={author} />
        <Divider />
        <section className={styles.section} aria-labelledby="preview-link-heading">
          <h3 id="preview-link-heading" className={styles.heading}>
            <Trans>Preview link</Trans>
          </h3>
          <p className={styles.hint}>
            <Trans>A private link to the draft or the unpublished changes: no account needed, not indexed, no reads counted. A new link ends the old one.</Trans>
          </p>
          {link && (
            <p className={styles.url}>
              <output aria-label={t`Preview link address`}>{link}</output>
              <IconButton size="sm" aria-label={t`Copy the preview link`} onClick={() => void copy(link)}>
                <Copy aria-hidden />
              </IconButton>
            </p>
          )}
          <div className={styles.row}>
            <Button variant="outline" iconStart={<Link2 aria-hidden />} loading={previewLink.isPending} onClick={() => void preview(true)}>
              {link ? t`New preview link` : t`Create preview link`}
            </Button>
            {link && (
              <Button variant="ghost" tone="danger" iconStart={<Link2Off aria-hidden />} disabled={busy} onClick={() => void preview(false)}>
                <Trans>Turn the link off</Trans>
              </Button>
            )}
          </div>
        </section>
        <Divider />
        <form className={styles.section} aria-labelledby="series-heading" onSubmit={(e) => void saveSeries(e)}>
          <h3 id="series-heading" className={styles.heading}>
            <Trans context="the series this blog belongs to">Series</Trans>
          </h3>
          <FormField label={t`Series name`}>
            <TextField value={name} maxLength={100} placeholder={t`Engines, explained`} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label={t`Place in the series`} description={t`Empty: at the end`}>
            <TextField type="number" min={1} inputMode="numeric" value={place} onChange={(e) => setPlace(e.target.value)} />
          </FormField>
          <div className={styles.row}>
            <Button type="submit" iconStart={<ListOrdered aria-hidden />} loading={setSeries.isPending}>
              <Trans>Save series</Trans>
            </Button>
            {series && (
              <Button type="button" variant="ghost" tone="danger" disabled={busy} onClick={(e) => void saveSeries(e, true)}>
                <Trans>Take out of the series</Trans>
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
