import type {
  DocumentTemplate,
  DocumentTemplateKind,
  DocumentTemplateSummary,
} from '@portal/domain/schemas/document-templates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { communityQueryKey, historyQueryKey } from './admin-communities';
import { rawApiRequest } from './raw-request';
import { useRereadingMutation } from './rereading-mutation';

// Under the community's own read; a change reads the templates and the community's history again, not the
// whole community.
const templatesQueryKey = (slug: string) => [...communityQueryKey(slug), 'templates'] as const;
const templatesPath = (slug: string) =>
  `/api/admin/communities/${encodeURIComponent(slug)}/templates` as const;

/** GET /api/admin/communities/{slug}/templates/: every document the community words, standard or its own. */
export function useDocumentTemplates(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: templatesQueryKey(slug),
      queryFn: ({ signal }) =>
        apiRequest<{ results: DocumentTemplateSummary[] }>(`${templatesPath(slug)}/`, { signal }),
    }),
  );
}

/** GET …/templates/{kind}/: the wording in use, with the placeholders and sections it may use. */
export function useDocumentTemplate(slug: string, kind: DocumentTemplateKind) {
  return useQuery(
    queryOptions({
      queryKey: [...templatesQueryKey(slug), kind],
      queryFn: ({ signal }) => apiRequest<DocumentTemplate>(`${templatesPath(slug)}/${kind}/`, { signal }),
    }),
  );
}

/** A change to a template: the templates and the community's history are read again before it settles. */
function useTemplatesChange<Variables, Result>(
  slug: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  return useRereadingMutation([templatesQueryKey(slug), historyQueryKey(slug)], mutationFn);
}

/**
 * PUT …/templates/{kind}/: the community's own wording (400 `errors.body` naming unknown placeholders). The
 * answer is the document's read from then on, so an editor opened again starts from what was saved.
 */
export function useSaveTemplate(slug: string) {
  const queryClient = useQueryClient();
  return useTemplatesChange(slug, async ({ kind, body }: { kind: DocumentTemplateKind; body: string }) => {
    const saved = await apiRequest<DocumentTemplate>(`${templatesPath(slug)}/${kind}/`, {
      method: 'PUT',
      body: { body },
    });
    queryClient.setQueryData([...templatesQueryKey(slug), kind], saved);
    return saved;
  });
}

/** DELETE …/templates/{kind}/: back to the standard wording; the document's own wording is forgotten. */
export function useResetTemplate(slug: string) {
  const queryClient = useQueryClient();
  return useTemplatesChange(slug, async (kind: DocumentTemplateKind) => {
    await apiRequest<undefined>(`${templatesPath(slug)}/${kind}/`, { method: 'DELETE' });
    queryClient.removeQueries({ queryKey: [...templatesQueryKey(slug), kind] });
  });
}

/** POST …/templates/{kind}/preview/: the document for a sample application, from `body`, as PDF bytes. */
export function usePreviewTemplate(slug: string) {
  return useMutation({
    mutationFn: async ({ kind, body }: { kind: DocumentTemplateKind; body: string }) => {
      const response = await rawApiRequest(`${templatesPath(slug)}/${kind}/preview/`, {
        method: 'POST',
        body: JSON.stringify({ body }),
        contentType: 'application/json',
        accept: 'application/pdf',
      });
      return response.blob();
    },
  });
}
