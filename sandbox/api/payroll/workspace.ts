import { PayrollWorkspaceQuery } from '../../../src/api/schemas/payroll.ts';
import { companyOf, inputOf, type Handler } from '../handler.ts';
import { workspaceOf } from './store.ts';

/** GET /payroll/workspace?period=YYYY-MM (docs/decisions/0016): the workspace of one period. */
export const getPayrollWorkspace: Handler = async (ctx) => {
  const { customer_id } = companyOf(ctx);
  const { period } = inputOf(PayrollWorkspaceQuery, ctx.query);
  return { status: 200, body: { workspace: await workspaceOf(ctx.db, customer_id, period) } };
};
