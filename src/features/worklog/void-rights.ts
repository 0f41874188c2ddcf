import type { WorklogEntry, WorklogList } from '../../api/schemas/worklog.ts';

/**
 * Who may void what, as the service decides it (docs/decisions/0030): the author always, an
 * admin or approver any entry of the company, the firm's staff nothing (they do not write customers'
 * logs). The portal offers the button only where the service would accept it.
 */
export interface VoidRights {
  viewerEmail: string;
  any: boolean;
  own: boolean;
}

export function voidRightsOf(list: Pick<WorklogList, 'viewer_role' | 'viewer_email'>): VoidRights {
  const staff = list.viewer_role === 'staff';
  return {
    viewerEmail: list.viewer_email,
    any: !staff && (list.viewer_role === 'admin' || list.viewer_role === 'approver'),
    own: !staff,
  };
}

export function mayVoid(rights: VoidRights, entry: Pick<WorklogEntry, 'author_email'>): boolean {
  return rights.any || (rights.own && entry.author_email === rights.viewerEmail);
}
