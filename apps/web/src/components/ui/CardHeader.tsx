import type { ReactNode } from 'react';
import surface from './Surface.module.css';

export interface CardHeaderProps {
  /** The h1's id, which the card's section is labelled by. */
  headingId: string;
  heading: ReactNode;
  /** Small line above the heading, e.g. the step's name. */
  eyebrow?: string;
  intro?: ReactNode;
  /** The h1's style where a frame sets its own (a smaller size on a narrow screen, say). */
  headingClassName?: string | undefined;
  /** The intro line's style where a frame sets its own (muted at 15px otherwise). */
  introClassName?: string | undefined;
}

/** A card's title block, as every page frame draws it: the eyebrow, the page's one h1, the intro. */
export function CardHeader({
  headingId,
  heading,
  eyebrow,
  intro,
  headingClassName = surface.heading,
  introClassName = surface.intro,
}: CardHeaderProps) {
  return (
    <header className={surface.header}>
      {eyebrow ? <p className={surface.eyebrow}>{eyebrow}</p> : null}
      <h1 id={headingId} className={headingClassName}>
        {heading}
      </h1>
      {intro ? <p className={introClassName}>{intro}</p> : null}
    </header>
  );
}
