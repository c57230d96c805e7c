import { screenFiles } from './file-screening';
import { uploadFailureMessage } from './upload-failure';
import { uploadToVault } from './vault-uploads';

/** The vault's ids of every chosen file, or the messages that say which were refused and why. */
export type ChosenFilesUpload = { ids: string[]; problems: [] } | { ids: []; problems: string[] };

/**
 * Sends the files a renter chose with a form (none is fine): screened first, so a file the vault would
 * refuse costs no request, then one request each, in parallel. A form goes on only with every file taken.
 */
export async function uploadChosenFiles(
  vaultUrl: string,
  files: readonly File[],
): Promise<ChosenFilesUpload> {
  const { accepted, problems } = screenFiles(files);
  if (problems.length > 0) return { ids: [], problems };
  const uploads = await Promise.allSettled(accepted.map((file) => uploadToVault(vaultUrl, file, null)));
  const refused = uploads.flatMap((upload, index) =>
    upload.status === 'rejected' ? [uploadFailureMessage(upload.reason, accepted[index]?.name ?? '')] : [],
  );
  if (refused.length > 0) return { ids: [], problems: refused };
  return {
    ids: uploads.flatMap((upload) => (upload.status === 'fulfilled' ? [upload.value.id] : [])),
    problems: [],
  };
}
