import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TechnicalDetails } from './open-value.tsx';
import { Banner, technicalLinesOf } from './states.tsx';

/**
 * A refusal or a failure the view knows by name, said in its own words (docs/decisions/0021, principle 10): the title and
 * the children say what happened and what to do, in the person's language; what the service said about it (its
 * English words, its code, the status) and any other technical fact the caller gives (`details`: a provider's
 * message, an id) are folded into the technical details below them. A danger banner announced as an alert
 * unless the caller says otherwise; the caller gives the ref and tabIndex where the banner takes the focus.
 */
export function Refusal({
  error,
  details = [],
  title,
  children,
  tone = 'danger',
  ...rest
}: {
  error?: unknown;
  details?: readonly (string | undefined)[];
  title?: ReactNode;
  children: ReactNode;
  tone?: 'danger' | 'warning';
} & Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Banner tone={tone} role="alert" title={title} {...rest}>
      {children}
      <TechnicalDetails lines={[...details, ...technicalLinesOf(error, t)]} />
    </Banner>
  );
}
