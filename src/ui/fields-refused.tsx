import { useTranslation } from 'react-i18next';
import { FieldError } from './field.tsx';
import { TechnicalDetails } from './open-value.tsx';
import { technicalLinesOf } from './states.tsx';

/**
 * Said once above a form's button when the service refused fields that are now marked where they are
 * (`useContractForm`'s `refuse`): what to do in the portal's words, the service's own words, code and
 * status in the technical details (docs/decisions/0021, principle 10).
 */
export function FieldsRefused({ error, text }: { error: unknown; text: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <FieldError role="alert">{text}</FieldError>
      <TechnicalDetails lines={technicalLinesOf(error, t)} />
    </div>
  );
}
