import type { MediaFile } from '../../../../core/schemas/images';

/** The name an editor gave a media file, else the uploaded file's name (media library, gallery editor). */
export const mediaName = (m: Pick<MediaFile, 'displayName' | 'originalName'>) =>
  m.displayName?.trim() || m.originalName;
