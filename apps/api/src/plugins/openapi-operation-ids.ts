const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * An operation's id, from its method and path alone (`GET /api/transaction/{id}/financial-sources/` is
 * `getTransactionIdFinancialSources`): it changes only when the call does, so generated clients keep their
 * names, and a new route gets one without anybody choosing it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

type Paths = Record<string, Record<string, unknown> | undefined>;

/** Every operation of the document with its `operationId`. */
export function withOperationIds<Document extends { paths?: Paths }>(document: Document): Document {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item ?? {}).map(([key, operation]) =>
          HTTP_METHODS.has(key) && typeof operation === 'object'
            ? [key, { ...operation, operationId: operationIdOf(key, path) }]
            : [key, operation],
        ),
      ),
    ]),
  );
  return { ...document, paths };
}
