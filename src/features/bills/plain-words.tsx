import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseBillOriginalReview } from '../../api/schemas/purchase-bills.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { OpenValueText, TechnicalDetails } from '../../ui/open-value.tsx';
import { ServiceText } from '../../ui/service-text.tsx';
import type { Seen } from './review-checks.ts';
import { revisionsNamedIn } from './revision-words.ts';
import { readVatCode } from './vat-code.ts';

/**
 * A VAT code in words ("Osto 25,5 % (yleinen verokanta)"), judged on `date` (the bill's issue date, as its lines'
 * rates are: finnish-vat.ts); a code the portal cannot read is shown as it came, marked as a value it does not know.
 * The code itself is for the technical details (the callers list it there).
 */
export function VatCodeText({ code, date }: { code: string; date: string }) {
  const label = useVatCodeLabel();
  return <OpenValueText value={code} label={label(code, date)} />;
}

export function useVatCodeLabel(): (code: string, date: string) => string | undefined {
  const { t } = useTranslation('bills');
  const format = useFormat();
  return (code, date) => {
    const words = readVatCode(code, date);
    if (!words) return undefined;
    const kind = t(`words.vatKinds.${words.kind}`);
    if (words.rateBasisPoints === undefined) return kind;
    const rate = format.basisPoints(words.rateBasisPoints);
    if (words.meaning === undefined) return t('words.vatKindAndRate', { kind, rate });
    return t('words.vatWithMeaning', { kind, rate, meaning: t(words.meaning === 'general' ? 'words.vatGeneral' : 'words.vatReduced') });
  };
}

type ChangeWord = 'bill' | 'document' | 'documentFile' | 'adequacy' | 'draft';

/** What changed since the review, in words: a new file of the same original is one change, a new original another. */
export function useChangesSaid(): (seen: readonly Seen[]) => string {
  const { t } = useTranslation('bills');
  const format = useFormat();
  return (seen) => {
    const changed = new Set(seen.filter((aspect) => !aspect.same).map((aspect) => aspect.aspect));
    const words: ChangeWord[] = [];
    if (changed.has('bill_revision')) words.push('bill');
    if (changed.has('document')) words.push('document');
    else if (changed.has('document_revision') || changed.has('document_sha256')) words.push('documentFile');
    if (changed.has('document_adequacy')) words.push('adequacy');
    if (changed.has('draft')) words.push('draft');
    return new Intl.ListFormat(format.language, { type: 'conjunction' }).format(words.map((word) => t(`words.changes.${word}`)));
  };
}

/**
 * A sentence of the service about the review or the draft. Quoted as it came, unless it names versions by their
 * ids (revision-words.ts): then `words` (the page's own sentence for the same, if it has one) stands in its place
 * and the sentence, ids and all, is kept in the technical details.
 */
export function ServiceSentence({
  text,
  snapshot,
  words,
  className,
}: {
  text: string;
  snapshot: PurchaseBillOriginalReview;
  words: (named: NonNullable<ReturnType<typeof revisionsNamedIn>>) => ReactNode;
  className?: string;
}) {
  const named = revisionsNamedIn(text, snapshot);
  if (!named) return <ServiceText text={text} className={className} />;
  return (
    <>
      {words(named)}
      <TechnicalDetails>
        <ServiceText text={text} />
      </TechnicalDetails>
    </>
  );
}
