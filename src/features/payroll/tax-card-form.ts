import { TaxCardFetchRequest } from '../../api/schemas/payroll.ts';

/**
 * The payday form of a tax-card fetch: the contract's own `payment_date` (a real `YYYY-MM-DD` date),
 * and not before today in Finland, which the service would refuse (422). Issue messages that are keys
 * of the `payroll` namespace are the view's to put into words; the contract's own say the date is not one.
 */
export function paydayFormSchema(today: string) {
  return TaxCardFetchRequest.pick({ payment_date: true }).superRefine(({ payment_date }, ctx) => {
    if (payment_date < today) ctx.addIssue({ code: 'custom', path: ['payment_date'], message: 'taxCard.errors.past' });
  });
}
