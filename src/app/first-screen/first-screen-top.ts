import { accessHintOf, companyNameHintOf } from '../../portal/access-hint.ts';
import { AREAS, canUse, type Area, type Membership } from '../../portal/areas.ts';
import { areaPageOf } from '../first-reads.ts';

/**
 * The area pages whose top, their heading and the words introducing them, needs nothing from the service: the
 * first screen shows it before the portal's code has arrived (./draw-first-screen.ts), and the portal keeps it
 * while /me is on its way (src/app/company-layout.tsx). Each names its namespace and the keys of its texts.
 */
export interface FirstScreenTop {
  namespace: string;
  heading: string;
  intro: string;
}

export const FIRST_SCREEN_TOPS: Partial<Record<Area, FirstScreenTop>> = {
  documents: { namespace: 'documents', heading: 'title', intro: 'intro' },
  worklog: { namespace: 'worklog', heading: 'title', intro: 'intro' },
  bills: { namespace: 'bills', heading: 'list.title', intro: 'list.intro' },
  payroll: { namespace: 'payroll', heading: 'title', intro: 'intro' },
};

/**
 * The top the page at `pathname` starts with, when it has one and the person may use it there: by the roles
 * this tab last read from /me (the access hint); without them, only an area every member may use. A page the
 * person may not open is never introduced, not even for a moment.
 */
export function firstScreenTopOf(
  pathname: string,
  membershipIn: (customerId: string) => Membership | null = accessHintOf,
): { area: Area; top: FirstScreenTop } | null {
  const page = areaPageOf(pathname);
  const top = page ? FIRST_SCREEN_TOPS[page.area] : undefined;
  if (!page || !top) return null;
  const membership = membershipIn(page.customerId);
  const admitted = membership ? canUse(page.area, membership) : AREAS[page.area].roles === 'any';
  return admitted ? { area: page.area, top } : null;
}

/**
 * The overview's top: its heading names the company ("Yleiskatsaus: Aurora Oy"), which only /me tells; the name
 * this tab last read from /me (the access hint) stands in until then, and the same name is the membership it
 * needs (every member may open the overview). Without it nothing is drawn: a heading that grew when /me
 * answered could push the page down.
 */
export function overviewTopOf(pathname: string, nameIn: (customerId: string) => string | null = companyNameHintOf): { companyName: string } | null {
  const page = areaPageOf(pathname);
  const companyName = page?.area === 'overview' ? nameIn(page.customerId) : null;
  return companyName === null ? null : { companyName };
}

/** A text by its path (`['list', 'title']`), read without a schema; null when not a text. */
function textAt(texts: unknown, path: readonly string[]): string | null {
  let value: unknown = texts;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return null;
    value = Object.hasOwn(value, part) ? Reflect.get(value, part) : undefined;
  }
  return typeof value === 'string' ? value : null;
}

/**
 * The heading and the introduction of `top` in a namespace's texts (i18next's bundle), or in `language` of a
 * module of them (`{ fi: {…} }`, as src/app/area-view-loaders.ts loads them); null when either is missing.
 */
export function topWordsOf(texts: unknown, top: FirstScreenTop, language?: string): { heading: string; intro: string } | null {
  const at = (key: string) => textAt(texts, language === undefined ? key.split('.') : [language, ...key.split('.')]);
  const heading = at(top.heading);
  const intro = at(top.intro);
  return heading !== null && intro !== null ? { heading, intro } : null;
}
