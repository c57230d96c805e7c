import { Fragment, type ReactNode, useMemo } from 'react';
import { type Block, type InlineSegment, parseLightMarkdown } from '@/lib/light-markdown';

function Inline({ content }: { content: InlineSegment[] }): ReactNode {
  return content.map((segment, index) =>
    // Segments never reorder, so their position is a stable key.
    segment.strong ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: static, positional content
      <strong key={index}>{segment.text}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static, positional content
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function BlockElement({ block, topHeadingLevel }: { block: Block; topHeadingLevel: HeadingLevel }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = HEADINGS[Math.min(block.level + topHeadingLevel - 1, 6) - 1] ?? 'h6';
      return (
        <Heading>
          <Inline content={block.content} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inline content={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static, positional content
            <li key={index}>
              <Inline content={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * Renders the API's light Markdown as headings, paragraphs and lists. Every piece of text goes through
 * React as text, never as HTML, so a document cannot inject markup. `topHeadingLevel` is the level the
 * document's own `#` title takes: shown inside a page that has its h1 (and a section's h2), the document's
 * headings go below them, so the page keeps one outline.
 */
export function LightMarkdown({
  text,
  topHeadingLevel = 1,
}: {
  text: string;
  topHeadingLevel?: HeadingLevel;
}) {
  const blocks = useMemo(() => parseLightMarkdown(text), [text]);
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static, positional content
    <BlockElement key={index} block={block} topHeadingLevel={topHeadingLevel} />
  ));
}
