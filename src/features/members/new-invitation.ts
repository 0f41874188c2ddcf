import { InviteMemberRequest } from '../../api/schemas/members.ts';
import type { z } from '../../api/zod.ts';

/** What the invite form sends; the company comes from the URL, never from the form. */
export const NewInvitation = InviteMemberRequest.omit({ customer_id: true });
export type NewInvitation = z.output<typeof NewInvitation>;
