import type { UploadedFile } from '@portal/domain/schemas/uploads';
import { ApiRequestError, apiRequest } from '../api-client';
import { uploadContext } from './upload-context';

const isApiPath = (path: string): path is `/api/${string}` => path.startsWith('/api/');

/**
 * The configured vault_url as a path of this site: the browser's session (its cookie and CSRF token)
 * reaches this site only, so a vault elsewhere could not tell who is uploading.
 */
function vaultPath(vaultUrl: string): `/api/${string}` {
  const url = new URL(vaultUrl, window.location.origin);
  const path = `${url.pathname}${url.search}`;
  if (url.origin !== window.location.origin || !isApiPath(path)) {
    throw new ApiRequestError(0, null, `Uploads cannot be sent to ${vaultUrl}`);
  }
  return path;
}

/**
 * Spec part 2 §7 "Upload files": one file per request to the secure vault (multipart field `file`, with
 * the proof it is uploaded as and the context it is sent from); the answer is the file's id. Several
 * files go in parallel, one call each.
 */
export async function uploadToVault(
  vaultUrl: string,
  file: File,
  proofTypeId: number | null,
): Promise<UploadedFile> {
  const form = new FormData();
  if (proofTypeId !== null) form.append('proof_type_id', String(proofTypeId));
  form.append('context', JSON.stringify(await uploadContext()));
  form.append('file', file, file.name);
  return apiRequest<UploadedFile>(vaultPath(vaultUrl), { method: 'POST', body: form });
}
