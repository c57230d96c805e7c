import { createElement, type ReactNode, useMemo } from 'react';
import { type HtmlNode, parseRestrictedHtml } from '../lib/restricted-html';

function render(nodes: HtmlNode[]): ReactNode[] {
  // Nodes never reorder, so their position is a stable key.
  return nodes.map((node, index) =>
    node.kind === 'text' ? node.text : createElement(node.tag, { key: index }, ...render(node.children)),
  );
}

/**
 * Shows the server's document HTML through React elements of a short allow-list, never through
 * innerHTML: every text is a text node and no attribute survives.
 */
export function RestrictedHtml({ html }: { html: string }) {
  return useMemo(() => render(parseRestrictedHtml(html)), [html]);
}
