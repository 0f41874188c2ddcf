import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadSubject } from './subject-thread-panel-view.tsx';

const PanelView = lazy(() => import('./subject-thread-panel-view.tsx'));

/**
 * A thing's thread on its page (a bill, a claim, a payroll run, a payment batch, a ledger row, a filing): one
 * element the page places where it likes. Its code and texts come apart from the page's, so that the page's
 * first paint never waits for them; whatever goes wrong in it (its code or texts not loaded, a read refused)
 * is said in one line inside it and never hides the page.
 */
export function SubjectThreadPanel({ subject }: { subject: ThreadSubject }) {
  return (
    <PanelBoundary>
      <Suspense fallback={null}>
        <PanelView subject={subject} />
      </Suspense>
    </PanelBoundary>
  );
}

class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PanelFailed /> : this.props.children;
  }
}

function PanelFailed() {
  const { t } = useTranslation();
  return <p data-subject-thread-failed="">{t('states.errorTitle')}</p>;
}
