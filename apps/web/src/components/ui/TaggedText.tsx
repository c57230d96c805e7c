import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';

interface Open {
  name: string;
  outside: ReactNode[];
}

/**
 * A catalog text whose `<name>…</name>` parts become the given elements (a link inside a sentence), so a
 * translation can move the link without the screen knowing where it sits. Tags nest; text stays text.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }) {
  let current: ReactNode[] = [];
  const open: Open[] = [];
  let from = 0;
  for (const match of text.matchAll(/<(\/?)(\w+)>/g)) {
    if (match.index > from) current.push(text.slice(from, match.index));
    from = match.index + match[0].length;
    const [, closing, name = ''] = match;
    if (!closing) {
      open.push({ name, outside: current });
      current = [];
      continue;
    }
    const opened = open.pop();
    const element = tags[name];
    if (!opened || opened.name !== name || !element)
      throw new Error(`Unbalanced or unknown tag <${name}> in "${text}"`);
    opened.outside.push(cloneElement(element, { key: opened.outside.length }, ...current));
    current = opened.outside;
  }
  if (from < text.length) current.push(text.slice(from));
  return createElement(Fragment, null, ...current);
}
