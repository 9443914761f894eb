import type { Db } from '../db/client.ts';
import { sniffImageType } from '../storage/sniff.ts';
import { newUploadKey } from '../storage/store.ts';
import { addImportedUpload } from '../store/imports.ts';
import { claimImageUpload } from '../store/uploads.ts';
import type { ImageService } from './index.ts';

/**
 * An image the server read itself, not one a browser PUT (an import's file, a remote actor's
 * picture): through the pipeline into a new upload of `owner` (null: nobody's), outside the hourly
 * upload quota. Its key and whether the upload row took it; null when the bytes are no image the
 * pipeline decodes.
 */
export async function storeReadImage(db: Db, images: Pick<ImageService, 'processWhenFree' | 'save'>, owner: string | null, bytes: Buffer): Promise<{ key: string; claimed: boolean } | null> {
  if (!sniffImageType(bytes)) return null;
  const processed = await images.processWhenFree(bytes);
  if (!processed) return null;
  const key = newUploadKey();
  await addImportedUpload(db, key, owner);
  await images.save(key, processed);
  return { key, claimed: await claimImageUpload(db, key, bytes.length, processed.record) };
}
