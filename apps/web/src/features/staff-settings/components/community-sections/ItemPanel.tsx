import { type ReactNode, useEffect, useRef } from 'react';
import styles from './CommunitySections.module.css';

interface ItemPanelProps {
  /** The id its opening button names with aria-controls. */
  id: string;
  heading: string;
  /** Under the section's h2 (3) or under a group's h3 (4). */
  level: 3 | 4;
  /** 'row' under a table's row; 'add' under an Add button. */
  placement: 'row' | 'add';
  /** Escape closes the panel, as its Cancel button does. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * What opens for one item (its edit form, its removal's confirmation, the form adding one): its heading
 * takes focus when it opens, so a screen reader says what it is and Tab goes on into it.
 */
export function ItemPanel({ id, heading, level, placement, onCancel, children }: ItemPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut for the Cancel button inside.
    <div
      id={id}
      className={placement === 'row' ? styles.panel : styles.addPanel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Heading ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {heading}
      </Heading>
      {children}
    </div>
  );
}
