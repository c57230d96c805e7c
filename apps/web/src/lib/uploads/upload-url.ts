/**
 * Where the browser opens a file from the vault (a photo ID, a paystub): the upload itself, which its
 * uploader, the people on its transaction and the staff of its community's company may read.
 */
export const uploadUrl = (uploadId: string) => `/api/uploads/${encodeURIComponent(uploadId)}/`;
