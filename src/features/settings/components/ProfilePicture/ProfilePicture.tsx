import { useEffect, useId, useRef, useState } from 'react';
import { Camera, Upload } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, PROFILE_IMG_ACCEPT } from '@/contract';
import { Avatar, Button, ProgressBar, toast } from '@/design';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterProfileChanged, updateProfileImg, uploadImage } from '@/api';
import { showProblem } from '@/lib';
import * as styles from './ProfilePicture.css.ts';

export interface ProfilePictureProps {
  /** The current picture. */
  src: string;
  name: string;
  /** Upload function (stories pass a fake). */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
}

/** Profile picture: chosen, previewed, then saved separately with upload progress (SPEC.md). */
export function ProfilePicture({ src, name, upload = uploadImage }: ProfilePictureProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const save = useMutation({ mutationFn: updateProfileImg, onSuccess: ({ profile_img }) => afterProfileChanged(client, { profile_img }) });

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function submit() {
    if (!file) return;
    const toastId = toast.loading(i18n._(MESSAGES.uploading));
    setProgress(0);
    try {
      const url = await upload(file, setProgress);
      await save.mutateAsync(url);
      toast.success(i18n._(MESSAGES.pictureUpdated), { id: toastId });
      setFile(null);
      setPreview(null);
    } catch (err) {
      toast.error(showProblem(err, i18n), { id: toastId });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={styles.picture}>
      <div className={styles.frame}>
        <Avatar src={preview ?? src} name={name} alt={preview ? t`New profile picture (not saved yet)` : t`${name}'s profile picture`} size="xl" />
      </div>
      <div className={styles.controls}>
        <input
          ref={input}
          id={id}
          className={styles.fileInput}
          type="file"
          accept={PROFILE_IMG_ACCEPT}
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) setFile(chosen);
          }}
        />
        <div className={styles.actions}>
          <Button variant="outline" size="sm" iconStart={<Camera aria-hidden size={16} />} onClick={() => input.current?.click()} disabled={progress !== null}>
            {file ? t`Choose another` : t`Change picture`}
          </Button>
          {file && (
            <Button tone="accent" size="sm" iconStart={<Upload aria-hidden size={16} />} loading={progress !== null} onClick={submit}>
              <Trans context="button: save the chosen picture">Upload</Trans>
            </Button>
          )}
        </div>
        {progress !== null ? (
          <ProgressBar label={t`Picture upload`} value={progress * 100} />
        ) : (
          <p className={styles.hint}>{file ? t`Preview shown. Upload to save it.` : t`JPG or PNG.`}</p>
        )}
      </div>
    </div>
  );
}
