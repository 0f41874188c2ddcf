import type { Handler } from '../handler.ts';
import { companyOf } from '../handler.ts';

/** GET /status: the accounting agent's state and its progress notes, oldest first. */
export const getAgentStatus: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const status = (
    await ctx.db.query<{ state: 'idle' | 'working'; updated_at: Date }>(
      'select state, updated_at from agent_status where customer_id = $1',
      [customer_id],
    )
  ).rows[0];
  const notes = (
    await ctx.db.query<{ at: Date; text: string }>(
      'select at, text from agent_progress_notes where customer_id = $1 order by at, id',
      [customer_id],
    )
  ).rows;
  return {
    status: 200,
    body: {
      customer_id,
      state: status?.state ?? 'idle',
      progress_notes: notes.map((note) => ({ at: note.at.toISOString(), text: note.text })),
      // A company the agent has never worked for is idle since it was created: now is the honest answer.
      updated_at: (status?.updated_at ?? new Date()).toISOString(),
    },
  };
};
