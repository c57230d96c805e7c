/**
 * Where staff open a file an applicant uploaded (a photo ID, a paystub): the upload itself, which its
 * uploader and the staff of its community's company may read.
 */
export const uploadUrl = (uploadId: string) => `/api/uploads/${encodeURIComponent(uploadId)}/`;
