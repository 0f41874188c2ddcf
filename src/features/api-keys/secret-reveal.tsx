import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../ui/field.tsx';
import { Section } from '../../ui/section.tsx';
import { copyToClipboard, selectContents } from './copy-secret.ts';
import { API_KEYS_NAMESPACE } from './messages.ts';
import styles from './api-keys-page.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The one moment a new key's secret is visible. The secret lives only in the parent's state; once the
 * person dismisses this, the parent forgets it and it leaves the page with this element.
 */
export function SecretReveal({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secretRef = useRef<HTMLElement>(null);

  // The form the person submitted is gone; reading starts again here, at the warning.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy() {
    const copied = await copyToClipboard(secret, navigator.clipboard);
    if (!copied && secretRef.current) selectContents(secretRef.current);
    setCopyState(copied ? 'copied' : 'failed');
  }

  return (
    <Section className={styles.reveal} title={t('secret.title')} headingId="api-key-secret-title" headingRef={headingRef}>
      <p>{t('secret.created', { name })}</p>
      <p className={styles.warning}>
        <strong>{t('secret.warning')}</strong>
      </p>
      <p id="api-key-secret-label" className={styles.secretLabel}>
        {t('secret.label')}
      </p>
      <code ref={secretRef} className={styles.secret} data-testid="api-key-secret">
        {secret}
      </code>
      <div className="actions">
        <button type="button" onClick={() => void copy()} aria-describedby="api-key-secret-label">
          {t('secret.copy')}
        </button>
        <button type="button" className="secondary" onClick={onDismiss} aria-describedby="api-key-secret-dismiss-hint">
          {t('secret.dismiss')}
        </button>
      </div>
      <Hint id="api-key-secret-dismiss-hint">{t('secret.dismissHint')}</Hint>
      <p
        role="status"
        className={`${styles.copyStatus} ${copyState === 'copied' ? styles.copied : ''} ${copyState === 'failed' ? styles.copyFailed : ''}`}
      >
        {copyState === 'copied' ? t('secret.copied') : copyState === 'failed' ? t('secret.copyFailed') : ''}
      </p>
    </Section>
  );
}
