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

function BlockElement({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
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
 * React as text, never as HTML, so a document cannot inject markup.
 */
export function LightMarkdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseLightMarkdown(text), [text]);
  return blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static, positional content
    <BlockElement key={index} block={block} />
  ));
}
