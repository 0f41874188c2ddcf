import { useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FirmContactContext } from './firm-contact-context.tsx';
import { FirmReplyTime } from './firm-reply-time.tsx';
import styles from './firm-contact.module.css';

export { FirmContactProvider } from './firm-contact-context.tsx';

/**
 * Whom to contact at the firm, where the portal cannot take a person further (an assisted source, a view
 * their role does not reach): the firm's name, email and phone as links and how soon it answers messages
 * (when the firm states it), or, when none is configured, a
 * sentence saying to contact the firm as usual rather than nothing.
 */
export function FirmContactCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const firm = useContext(FirmContactContext);
  const heading = useId();
  return (
    <section className="card" aria-labelledby={heading}>
      <h2 id={heading}>{t('firmContact.title')}</h2>
      {children}
      {firm === undefined ? (
        <p>{t('firmContact.none')}</p>
      ) : (
        <dl className={styles.contact}>
          <dt className="visually-hidden">{t('firmContact.name')}</dt>
          <dd>
            <strong>{firm.name}</strong>
          </dd>
          {firm.email === undefined ? null : (
            <>
              <dt>{t('firmContact.email')}</dt>
              <dd>
                <a href={`mailto:${firm.email}`}>{firm.email}</a>
              </dd>
            </>
          )}
          {firm.phone === undefined ? null : (
            <>
              <dt>{t('firmContact.phone')}</dt>
              <dd>
                <a href={`tel:${firm.phone.replace(/[^+\d]/g, '')}`}>{firm.phone}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      <FirmReplyTime />
    </section>
  );
}
