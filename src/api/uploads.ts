import { ApiError, request } from '@/lib';

/**
 * The shared image upload helper (banner, inline images, profile picture): asks the server for a
 * signed single-use URL, PUTs the file to it as multipart/form-data, and returns the stored
 * image's address (the URL without its query string, SPEC.md section 7).
 */
export async function uploadImage(file: File | Blob, onProgress?: (fraction: number) => void): Promise<string> {
  const { uploadURL } = await request('getUploadUrl');
  const form = new FormData();
  form.append('file', file);
  // XMLHttpRequest, not fetch: fetch cannot report upload progress.
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
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
    xhr.send(form);
  });
  onProgress?.(1);
  return uploadURL.split('?')[0];
}
