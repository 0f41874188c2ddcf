import { areaUrl } from '../../portal/areas.ts';

/** Addresses of the payments area, and of the areas a failed batch sends the person to. */
export const paymentsPaths = {
  list: (customerId: string) => areaUrl('payments', customerId),
  batch: (customerId: string, batchId: string) => areaUrl('payments', customerId, [batchId]),
  connections: (customerId: string) => areaUrl('connections', customerId),
  payroll: (customerId: string) => areaUrl('payroll', customerId),
};
