import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_NAMESPACE } from './conversation-texts.ts';
import { FirmContactContext } from './firm-contact-context.tsx';

/**
 * The firm's stated reply time to messages, from the runtime configuration (`firm.replyWithinBusinessDays`,
 * docs/decisions/0013), in the person's language: beside the firm's contact, and in the messages area beside the
 * composer. Nothing when the firm states none, and nothing until its texts are there (they load with it).
 */
export function FirmReplyTime({ className }: { className?: string }) {
  const firm = useContext(FirmContactContext);
  const days = firm?.replyWithinBusinessDays;
  if (days === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ReplyTime days={days} className={className} />
    </Suspense>
  );
}

function ReplyTime({ days, className }: { days: number; className: string | undefined }) {
  const { t, i18n } = useTranslation(CONVERSATION_NAMESPACE);
  if (!i18n.hasResourceBundle(i18n.language, CONVERSATION_NAMESPACE)) return null;
  return (
    <p className={className} data-reply-time={days}>
      {t('replyTime', { count: days })}
    </p>
  );
}
