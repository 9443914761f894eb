import { useEffect, useState, type ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BANNER_ACCEPT, MESSAGES } from '@/contract';
import { toast } from '@/design/primitives/Toaster';
import { useOptionalTheme } from '@/design/theme';
import { uploadImage } from '@/api';
import { showProblem } from '@/lib';
import { ProgressBar } from '@/design/primitives/ProgressBar';
import * as styles from './BannerUpload.css.ts';

/** The default banners (light and dark) shown when there is none or it fails to load. */
export const BANNER_PLACEHOLDER = { light: '/banner-placeholder-light.svg', dark: '/banner-placeholder-dark.svg' } as const;

export interface BannerUploadProps {
  /** The banner's address ('' when none yet). */
  banner: string;
  /** Called with the uploaded banner's address. */
  onChange: (url: string) => void;
  /** Upload function; the shared signed-URL helper by default (stories pass their own). */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
}

/** The 16:9 banner area: choose a .png, .jpg or .jpeg; uploads with progress and toasts. */
export function BannerUpload({ banner, onChange, upload = uploadImage }: BannerUploadProps) {
  const theme = useOptionalTheme()?.theme ?? 'light';
  const { i18n, t } = useLingui();
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => setFailed(false), [banner]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const id = toast.loading(i18n._(MESSAGES.uploadingBanner));
    setProgress(0);
    try {
      const url = await upload(file, setProgress);
      onChange(url);
      toast.success(i18n._(MESSAGES.uploaded), { id });
    } catch (err) {
      toast.error(showProblem(err, i18n), { id });
    } finally {
      setProgress(null);
    }
  }

  const src = !banner || failed ? BANNER_PLACEHOLDER[theme] : banner;
  const uploading = progress !== null;
  return (
    <label className={styles.banner} aria-busy={uploading || undefined}>
      <img className={styles.bannerImage} src={src} alt={banner && !failed ? t`Blog banner` : ''} onError={() => setFailed(true)} />
      {(!banner || failed) && !uploading && (
        <span className={styles.bannerHint} aria-hidden>
          <ImagePlus size={16} /> <Trans>Add a banner</Trans>
        </span>
      )}
      <input
        className={styles.fileInput}
        type="file"
        accept={BANNER_ACCEPT}
        aria-label={banner ? t`Change the blog banner (.png, .jpg or .jpeg)` : t`Upload a blog banner (.png, .jpg or .jpeg)`}
        onChange={choose}
        disabled={uploading}
      />
      {uploading && (
        <ProgressBar className={styles.progress} label={t`Banner upload`} value={progress * 100} />
      )}
    </label>
  );
}
