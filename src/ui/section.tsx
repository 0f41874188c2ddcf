import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styles from './section.module.css';

type SectionAttributes = Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'aria-labelledby' | 'aria-label'>;

/**
 * A titled part of a page: a region named by its own heading, so a screen reader's list of regions and of
 * headings says the same thing. A card (bordered, padded) unless `plain`. The heading's level is the
 * caller's: it follows the page's outline, which the journeys and the accessibility scans check.
 */
export function Section({
  title,
  level = 2,
  headingId,
  headingRef,
  headingClassName,
  hiddenTitle = false,
  description,
  actions,
  plain = false,
  className,
  children,
  ...attributes
}: SectionAttributes & {
  title: ReactNode;
  level?: 2 | 3 | 4;
  /** where other parts point at the heading (a scroll region named by it, a link to it); made up otherwise */
  headingId?: string;
  /** a heading the page moves the focus to after a change (it then takes the focus, not the keyboard's tab) */
  headingRef?: Ref<HTMLHeadingElement>;
  headingClassName?: string;
  /** the title is for assistive technology only: the page's own heading already says it to the eye */
  hiddenTitle?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  plain?: boolean;
  children?: ReactNode;
}) {
  const madeUpId = useId();
  const id = headingId ?? madeUpId;
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const headingClass = [hiddenTitle ? 'visually-hidden' : undefined, headingClassName].filter(Boolean).join(' ') || undefined;
  const sectionClass = [plain ? undefined : 'card', className].filter(Boolean).join(' ') || undefined;
  const heading = (
    <Heading id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={headingClass}>
      {title}
    </Heading>
  );
  return (
    <section {...attributes} className={sectionClass} aria-labelledby={id}>
      {actions ? (
        <div className={styles.top}>
          {heading}
          <div className="actions">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
