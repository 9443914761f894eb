import type { AnswerOf } from '@/contract';
import { ApiError, request } from '@/lib';

/** An uploaded image: its address, size and ThumbHash placeholder (API.md, "Images"). */
export type UploadedImage = AnswerOf<'finishUpload'>;

/**
 * The shared image upload helper (banner, inline images, profile picture): asks the server for a
 * signed single-use URL, PUTs the file to it as multipart/form-data (or, to a bucket, as the raw
 * body), and returns the stored image's address (SPEC.md section 7).
 */
export async function uploadImage(file: File | Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return (await uploadImageWithSize(file, onProgress)).url;
}

/**
 * The same upload, answering the image's size and placeholder: this server's PUT answers them; a
 * PUT straight to object storage answers nothing of the image, so the server is asked to finish it.
 */
export async function uploadImageWithSize(file: File | Blob, onProgress?: (fraction: number) => void): Promise<UploadedImage> {
  const { uploadURL } = await request('getUploadUrl');
  // A bucket (object storage, API.md "Uploads") stores the body as it arrives: a multipart body would
  // be kept whole, envelope and all, and the server would find no image in it. This server takes either.
  const toBucket = new URL(uploadURL, location.href).origin !== location.origin;
  let body: Blob | FormData = file;
  if (!toBucket) {
    body = new FormData();
    body.append('file', file);
  }
  // XMLHttpRequest, not fetch: fetch cannot report upload progress.
  const answer = await new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.responseText);
      let message = 'Upload failed. Please try another image.';
      let data: { error?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText) as { error?: string };
        message = data.error ?? message;
      } catch {
        /* not JSON */
      }
      reject(new ApiError(message, xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError('Upload failed: could not reach the server.', 0));
    xhr.send(body);
  });
  onProgress?.(1);
  try {
    const image = JSON.parse(answer) as Partial<UploadedImage>;
    if (typeof image.url === 'string' && typeof image.width === 'number' && typeof image.height === 'number') return image as UploadedImage;
  } catch {
    /* a bucket's empty answer */
  }
  return request('finishUpload', { url: new URL(uploadURL, location.href).pathname.replace(/^.*(\/uploads\/[^/]+)$/, '$1') });
}

/** An image on another site made an upload of the caller by the server (a pasted image address). */
export const copyImage = (url: string): Promise<UploadedImage> => request('copyImage', { url });
