import { createElement, type ReactNode, useMemo } from 'react';
import { type HtmlNode, parseRestrictedHtml } from '@/lib/restricted-html';
import styles from './TermsDocument.module.css';

function render(nodes: HtmlNode[]): ReactNode[] {
  // Nodes never reorder, so their position is a stable key.
  return nodes.map((node, index) =>
    node.kind === 'text' ? node.text : createElement(node.tag, { key: index }, ...render(node.children)),
  );
}

/**
 * A terms document from the server (payment terms, screening criteria), read as a document of its own.
 * Its HTML becomes React elements of a short allow-list, never innerHTML: every text is a text node and
 * no attribute survives.
 */
export function TermsDocument({ label, html }: { label: string; html: string }) {
  const content = useMemo(() => render(parseRestrictedHtml(html)), [html]);
  return (
    <section className={styles.document} aria-label={label}>
      {content}
    </section>
  );
}
