import { acceptedUploadTypes, UPLOAD_MAX_FILE_SIZE_BYTES } from '@portal/domain/constants/limits';
import { t } from '../i18n';

/** What the browser tells about a chosen file (a File, or anything shaped like one). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

/** The file picker's `accept`: the types the vault takes, by extension and by media type. */
export const ACCEPTED_FILE_TYPES = acceptedUploadTypes
  .flatMap((type) => [...type.extensions.map((extension) => `.${extension}`), type.mimeType])
  .join(',');

/** The spec's "too large" message naming every file in `names`, in the language shown. */
export const tooLargeMessage = (names: readonly string[]) =>
  t('errors.upload.tooLarge', { count: names.length, files: names.join(', ') });

function looksAccepted(file: ChosenFile): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return acceptedUploadTypes.some(
    (type) => type.mimeType === file.type || (type.extensions as readonly string[]).includes(extension),
  );
}

/**
 * The files worth sending, and the spec's messages (part 2 §8) for those the vault would refuse anyway,
 * in the language shown: empty, over 10 MB (one message naming them all), or neither jpg, png nor pdf by
 * name and type. The vault still checks every file's content.
 */
export function screenFiles<File extends ChosenFile>(
  files: readonly File[],
): { accepted: File[]; problems: string[] } {
  const empty = files.filter((file) => file.size === 0);
  const tooLarge = files.filter((file) => file.size > UPLOAD_MAX_FILE_SIZE_BYTES);
  const wrongFormat = files.filter(
    (file) => file.size > 0 && file.size <= UPLOAD_MAX_FILE_SIZE_BYTES && !looksAccepted(file),
  );
  const refused = new Set<ChosenFile>([...empty, ...tooLarge, ...wrongFormat]);
  return {
    accepted: files.filter((file) => !refused.has(file)),
    problems: [
      ...(empty.length > 0 ? [t('errors.upload.empty')] : []),
      ...(tooLarge.length > 0 ? [tooLargeMessage(tooLarge.map((file) => file.name))] : []),
      ...wrongFormat.map((file) => t('errors.upload.wrongFormat', { file: file.name })),
    ],
  };
}
