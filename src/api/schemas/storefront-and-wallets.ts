import { z } from '../zod.ts';
import { CustomerId, IsoDate, Timestamp, everyListedFieldPresent, freeText } from './common.ts';

// --- 2.9 / 4.4 Storefront installation -----------------------------------------------------------

/**
 * A shop is named by its host name: 4–253 characters, dot-separated labels of letters, digits and
 * hyphens (1–63 each, no hyphen first or last), at least two labels. The service compares it in lower
 * case (`Aurora-Kauppa.example` is the shop `aurora-kauppa.example`).
 */
export const shopDomainPattern =
  /^(?=[A-Za-z0-9.-]{4,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const StorefrontInstallStartRequest = z
  .strictObject({
    shop_domain: z
      .string()
      .regex(shopDomainPattern, 'not a shop domain such as my-shop.example')
      .meta({
        description:
          'the shop’s host name, such as `my-shop.example`: 4–253 characters, at least two dot-separated labels of letters, digits and hyphens (1–63 each, no hyphen first or last), nothing around it; compared in lower case',
        'x-assumption':
          'The spec types shop_domain as a string: the contract takes a host name (the pattern) and refuses anything else with 400 naming shop_domain; the shop is the lower-case form of the name.',
      }),
    install_ticket: freeText({ min: 1 }).describe(
      'actor-bound ticket, validated by the operation; one that fails validation is answered 403 (see the operation)',
    ),
    customer_id: CustomerId.optional(),
    history_start: IsoDate.optional().meta({
      description:
        'first day of the history to import; not after today’s date in Finland (Europe/Helsinki): a later date is refused with 400 naming history_start',
      'x-assumption':
        'The spec types history_start as a date: a date after today in Finland (Europe/Helsinki) is refused with 400, as history cannot start in the future.',
    }),
  })
  .meta({
    id: 'StorefrontInstallStartRequest',
    'x-assumption':
      'The spec does not say which body fields are required: shop_domain and install_ticket are required, customer_id and history_start optional.',
  });
export type StorefrontInstallStartRequest = z.infer<typeof StorefrontInstallStartRequest>;

export const StorefrontInstallStart = z
  .object({
    customer_id: CustomerId,
    provider: z.literal('storefront'),
    shop_domain: z.string(),
    // Only http(s): the portal navigates to this address, so a javascript: URL must not parse.
    authorization_url: z
      .url({ protocol: /^https?$/ })
      .describe('the installed app-home URL that completes the session-token exchange'),
    state: z.string().describe('single-use, bound to tenant and shop'),
    expires_at: Timestamp,
  })
  .meta({ id: 'StorefrontInstallStart', description: 'Storefront install start result.', 'x-assumption': everyListedFieldPresent });
export type StorefrontInstallStart = z.infer<typeof StorefrontInstallStart>;

// --- 4.5 Mobile-wallet accounting grant ----------------------------------------------------------

export const MobilewalletActivateRequest = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({ id: 'MobilewalletActivateRequest', description: 'Body of activating the mobile-wallet settlement feed.' });
export type MobilewalletActivateRequest = z.infer<typeof MobilewalletActivateRequest>;

export const MobilewalletActivation = z
  .object({ customer_id: CustomerId, status: z.literal('active'), activated_at: Timestamp })
  .meta({
    id: 'MobilewalletActivation',
    'x-assumption':
      'docs/decisions/0016: 200 {customer_id, status: "active", activated_at}; 422 when the business ID has shared no ledger.',
  });
export type MobilewalletActivation = z.infer<typeof MobilewalletActivation>;
