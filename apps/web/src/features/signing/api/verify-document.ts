import type { DocumentVerification } from '@portal/domain/schemas/signing';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/documents/verify/ (public): multipart `file`, a PDF; what the portal can tell about it. */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<DocumentVerification>('/api/documents/verify/', { method: 'POST', body });
    },
  });
}
