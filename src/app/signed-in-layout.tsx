import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { useSession } from '../auth/session-context.tsx';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, currentLanguage, isLanguage } from '../i18n/i18n.ts';
import { focusPageHeading } from '../ui/page-heading.tsx';
import { AREAS, AREA_NAMES, areaOfSegment, areaUrl, canUse } from '../portal/areas.ts';
import type { CurrentCompany } from '../portal/current-company.tsx';
import { shellExtras } from '../portal/shell-extras.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useMe } from './use-me.ts';
import styles from './signed-in-layout.module.css';

/**
 * The unread count beside "Viestit": its query, schema and texts load apart from the first route, once the page
 * lets the shell's extras come (src/portal/shell-extras.ts); unloaded, no count.
 */
const UnreadBadge = lazy(() =>
  shellExtras.whenOpen().then(() => import('../portal/unread-badge.tsx').catch(() => ({ default: () => null }))),
);

/**
 * Every signed-in page, with a company or without (the first redirect, the storefront handoff, a
 * failed /me): the header with language and sign-out, the company switcher and navigation when the
 * URL names one of the person's companies, and the page in an error boundary. Focus moves to the new
 * page's heading on navigation.
 */
export function SignedInLayout() {
  const me = useMe();
  const { t } = useTranslation();
  const location = useLocation();
  const shownPath = useRef(location.pathname);
  const customerId = useMatch('/:customerId/*')?.params.customerId;

  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    focusPageHeading();
  }, [location.pathname]);

  const current: CurrentCompany | null = useMemo(() => {
    const company = me.data?.companies.find((c) => c.customer_id === customerId);
    return company && me.data ? { company, staff: me.data.principal.staff, me: me.data } : null;
  }, [me.data, customerId]);

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>
          <span className={styles.firm}>{t('app.firm')}</span> {t('app.name')}
        </p>
        {current ? <p className={styles.currentCompany}>{current.company.name}</p> : null}
        {/* after /me: the company, the person's name and the switchers arrive together, and nothing in the
            header moves to make room for them (docs/decisions/0022) */}
        {me.isPending ? null : (
          <HeaderMenu>
            {me.data && current ? <CompanySwitcher companies={me.data.companies} current={current} /> : null}
            <LanguageSwitcher />
            <SignOut name={me.data?.principal.name ?? me.data?.principal.email ?? ''} staff={me.data?.principal.staff ?? false} />
          </HeaderMenu>
        )}
      </header>
      {current ? <Navigation current={current} /> : me.isPending && customerId !== undefined ? <NavigationSpace /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    </>
  );
}

/**
 * The company, language and sign-out: in the header on a wide screen; on a phone behind one menu button,
 * so that the header takes a line, not half the first screen (docs/decisions/0021, principle 9). The button is a
 * disclosure: it says whether the menu is open, Escape closes it and gives the focus back, and a change of
 * page closes it.
 */
function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // open on the page it was opened on: another page closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.menuArea}>
      <button
        ref={button}
        type="button"
        className={`secondary ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('app.menu')}
      </button>
      <div
        id={menuId}
        className={styles.menu}
        data-open={open ? '' : undefined}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !open) return;
          setOpen(false);
          button.current?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}

function Navigation({ current }: { current: CurrentCompany }) {
  const { t } = useTranslation();
  const membership = { roles: current.company.roles, staff: current.staff };
  const areas = AREA_NAMES.filter((area) => canUse(area, membership));
  const inMessages = useMatch(`/:customerId/${AREAS.messages.segment}/*`) !== null;
  return (
    <nav className={styles.nav} aria-label={t('app.mainNavigation')}>
      <ul>
        {areas.map((area) => (
          <li key={area}>
            <NavLink to={areaUrl(area, current.company.customer_id)}>
              {t(AREAS[area].navLabel)}
              {area === 'messages' ? (
                <Suspense fallback={null}>
                  <UnreadBadge customerId={current.company.customer_id} inMessages={inMessages} />
                </Suspense>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The navigation's line, kept while /me is on its way, so that the page does not move down when it comes. */
function NavigationSpace() {
  return (
    <div className={styles.nav} aria-hidden="true">
      <ul>
        <li>
          <span className={styles.navSpace}>&nbsp;</span>
        </li>
      </ul>
    </div>
  );
}

/** Only for people with several companies; the choice is in the URL, so a link opens the same company. */
function CompanySwitcher({ companies, current }: { companies: CurrentCompany['me']['companies']; current: CurrentCompany }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (companies.length < 2) {
    const only = companies[0];
    return only ? <p className={styles.company}>{only.name}</p> : null;
  }
  return (
    <div className={styles.switcher}>
      <label htmlFor="company-switcher">{t('app.company')}</label>
      <select
        id="company-switcher"
        value={current.company.customer_id}
        onChange={(event) => {
          const next = companies.find((c) => c.customer_id === event.target.value);
          if (!next) return;
          const area = areaOfSegment(location.pathname.split('/')[2]);
          // the same view in the other company when the person may use it there (staff reach every view of theirs)
          const keep = area && canUse(area, { roles: next.roles, staff: current.staff }) ? area : 'overview';
          navigate(areaUrl(keep, next.customer_id));
        }}
      >
        {companies.map((company) => (
          <option key={company.customer_id} value={company.customer_id}>
            {company.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.switcher}>
      <label htmlFor="language-switcher">{t('app.language')}</label>
      <select id="language-switcher" value={currentLanguage(i18n.language)} onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

function SignOut({ name, staff }: { name: string; staff: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  return (
    <div className={styles.person}>
      {name ? <span>{t('app.signedInAs', { name })}</span> : null}
      {staff ? <span className={styles.badge}>{t('app.staffBadge')}</span> : null}
      <button
        type="button"
        className="secondary"
        onClick={() => {
          queryClient.clear();
          void session.signOut();
        }}
      >
        {t('app.signOut')}
      </button>
    </div>
  );
}
