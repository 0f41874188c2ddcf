import { z } from '../zod.ts';
import { openValues, rows } from '../reading.ts';
import { CustomerId, Period, Timestamp, Cents, everyListedFieldPresent } from './common.ts';

// --- 2.4 CredentialCheck -------------------------------------------------------------------------

export const CredentialCheckState = openValues(['verified', 'rejected', 'unverified', 'not_checked'])
  .meta({
    id: 'CredentialCheckState',
    description:
      '`verified`; `rejected` (provider refused); `unverified` (provider could not be reached); `not_checked` (provider offers no check).',
  });
export type CredentialCheckState = z.infer<typeof CredentialCheckState>;

export const CredentialCheck = z
  .object({
    state: CredentialCheckState,
    checked_at: Timestamp,
    message: z
      .string()
      .optional()
      .describe("provider's own message or the reason the check could not run; never contains the credential"),
  })
  .meta({
    id: 'CredentialCheck',
    description:
      'Latest result of checking a stored credential with its provider; each connect or recheck records one. Absent on connections that predate credential checks.',
  });
export type CredentialCheck = z.infer<typeof CredentialCheck>;

// --- 2.3 Credential connection -------------------------------------------------------------------

export const ConnectionStatus = z
  .enum(['connected', 'syncing', 'sync_failed', 'reauth_required'])
  .meta({ id: 'ConnectionStatus', description: 'Connection status.' });
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

export const ConnectionErrorCode = openValues(['credential_rejected', 'credential_unverified'])
  .meta({
    id: 'ConnectionErrorCode',
    description: '`credential_rejected` (provider refused the credential) or `credential_unverified` (provider could not be reached).',
  });
export type ConnectionErrorCode = z.infer<typeof ConnectionErrorCode>;

export const CredentialConnection = z
  .looseObject({
    id: z.string(),
    provider: z.string(),
    display_name: z.string().optional(),
    status: ConnectionStatus,
    customer_visible_status: z.string().optional(),
    attention_required: z.boolean(),
    reauth_required: z.boolean(),
    recheck_available: z.boolean().describe('true when the stored credential can be rechecked with the provider'),
    backfill_status: z.string().optional(),
    // At most four characters: the response must never be able to carry more of the key than its tail.
    key_last4: z.string().max(4).optional().describe('last four characters of the stored key'),
    external_company_id: z
      .string()
      .optional()
      .describe('the provider account the connection claims; present only after a verified check'),
    merchant_account: z.string().optional(),
    last_error_code: ConnectionErrorCode.optional(),
    last_error_message: z.string().optional().describe("the provider's message"),
    credential_check: CredentialCheck.optional(),
  })
  .meta({
    id: 'CredentialConnection',
    description:
      'A connection created from a pasted credential. Additional properties are allowed. A connection waiting for verification has status `reauth_required`, attention_required and reauth_required true, a last_error_code, the provider\'s message in last_error_message and no external_company_id.',
  });
export type CredentialConnection = z.infer<typeof CredentialConnection>;

// --- 2.5 / 4.1 Connect an acquirer account -------------------------------------------------------

export const merchantAccountPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

/**
 * What an acquirer API key looks like (a contract decision, marked on `api_key`): 8 to 512 printable
 * ASCII characters without spaces, so that a pasted key with a line break or a space in it, or a
 * fragment of one, is refused before it is stored. The portal's form and the sandbox both check it
 * from here.
 */
export const ACQUIRER_API_KEY_MIN_LENGTH = 8;
export const ACQUIRER_API_KEY_MAX_LENGTH = 512;
/** U+0021–U+007E: printable ASCII, the space excluded. */
export const acquirerApiKeyPattern = /^[\x21-\x7e]*$/;

export const ConnectAcquirerRequest = z
  .strictObject({
    customer_id: CustomerId.optional(),
    merchant_account: z
      .string()
      .regex(merchantAccountPattern)
      .describe("the code exactly as the provider's customer area shows it; 1 to 80 characters"),
    // The messages are said in the `field: problem` form of a 400's detail; the portal says its own, translated.
    api_key: z
      .string()
      .min(ACQUIRER_API_KEY_MIN_LENGTH, `an acquirer API key has at least ${ACQUIRER_API_KEY_MIN_LENGTH} characters`)
      .max(ACQUIRER_API_KEY_MAX_LENGTH, `an acquirer API key has at most ${ACQUIRER_API_KEY_MAX_LENGTH} characters`)
      .regex(acquirerApiKeyPattern, 'contains spaces, line breaks or other characters an API key does not have')
      .meta({
        writeOnly: true,
        description:
          'write-only; the API key of a report user holding the merchant-report-download role; never returned. 8 to 512 printable ASCII characters (U+0021–U+007E), no spaces.',
        'x-assumption':
          'Contract decision: the spec gives no length or character rule for api_key; a key has 8 to 512 printable ASCII characters (U+0021–U+007E) without spaces or line breaks, and anything else is refused with 400 before it is stored.',
      }),
  })
  .meta({ id: 'ConnectAcquirerRequest', description: 'Body of connecting an acquirer account.' });
export type ConnectAcquirerRequest = z.infer<typeof ConnectAcquirerRequest>;

export const CredentialConnectionAccepted = z
  .object({
    customer_id: CustomerId,
    connection: CredentialConnection,
    event_id: z.string().describe('identifies the event registered for the new connection'),
    credential_check: CredentialCheck,
  })
  .meta({
    id: 'CredentialConnectionAccepted',
    description:
      "Response of connecting an acquirer account: key stored and connection registered; carries only the last four characters of the key. It does not mean the connection is healthy: read credential_check and the connection's status.",
  });
export type CredentialConnectionAccepted = z.infer<typeof CredentialConnectionAccepted>;

// --- revalidateAcquirerConnection (decision) -----------------------------------------------------

export const RevalidateAcquirerConnectionRequest = z
  .strictObject({ customer_id: CustomerId.optional() })
  .meta({
    id: 'RevalidateAcquirerConnectionRequest',
    'x-assumption':
      'docs/decisions/0016: POST /acquirer-connections/{connection_id}/revalidate with body {customer_id?}; the key is not sent again.',
  });
export type RevalidateAcquirerConnectionRequest = z.infer<typeof RevalidateAcquirerConnectionRequest>;

export const RevalidateAcquirerConnectionResult = z
  .object({ customer_id: CustomerId, connection: CredentialConnection, credential_check: CredentialCheck })
  .meta({
    id: 'RevalidateAcquirerConnectionResult',
    'x-assumption':
      'docs/decisions/0016: the recheck answers 200 {customer_id, connection, credential_check}; 409 when the now-verified merchant account belongs to another company, in which case the key stays stored and the check is recorded on the connection (state verified, the reason as its message, status still reauth_required, no external_company_id).',
  });
export type RevalidateAcquirerConnectionResult = z.infer<typeof RevalidateAcquirerConnectionResult>;

// --- removeAcquirerConnection (docs/decisions/0016) ---------------------------------------------

export const AcquirerConnectionRemoved = z
  .object({
    customer_id: CustomerId,
    connection_id: z.string().describe('the `id` of the connection that was removed'),
    removed_at: Timestamp,
  })
  .meta({
    id: 'AcquirerConnectionRemoved',
    description:
      'An acquirer connection that was removed: the connection and its stored key are deleted; it had claimed no merchant account and imported nothing.',
    'x-assumption':
      'docs/decisions/0016: the spec shows no removal of a connection; DELETE /acquirer-connections/{connection_id} answers 200 {customer_id, connection_id, removed_at}.',
  });
export type AcquirerConnectionRemoved = z.infer<typeof AcquirerConnectionRemoved>;

// --- Connections catalog (decision) --------------------------------------------------------------

export const ConnectionsCatalog = z
  .object({
    customer_id: CustomerId,
    connected: rows(z.array(CredentialConnection)),
    tiles: rows(
      z.array(
        z.object({
          brand_key: z.string(),
          provider: z.string(),
          label: z.string(),
          category: z.string(),
          connect: openValues(['one_click', 'assisted']),
          connect_path: z.string(),
        }),
      ),
    ),
  })
  .meta({
    id: 'ConnectionsCatalog',
    description: 'What is connected (resolved identities) and the full addable-source tile set, with brand keys and a connect path per tile.',
    'x-assumption':
      'docs/decisions/0016: {customer_id, connected: [Credential connection…], tiles: [{brand_key, provider, label, category, connect: "one_click" | "assisted", connect_path}]}.',
  });
export type ConnectionsCatalog = z.infer<typeof ConnectionsCatalog>;

// --- 4.6 Other connection reads ------------------------------------------------------------------

export const PaywalletConnections = z
  .looseObject({ customer_id: CustomerId })
  .meta({
    id: 'PaywalletConnections',
    description: 'Read-only payment-wallet partner grants and their feed health: a provider-specific object returned as is.',
    'x-assumption': 'The spec shows no fields: any keys are allowed, plus customer_id naming the company.',
  });
export type PaywalletConnections = z.infer<typeof PaywalletConnections>;

export const ConnectionDataSummary = z
  .object({
    customer_id: CustomerId,
    connection: z.object({
      id: z.int().describe("the connection's number; the path of this operation takes it as well as the connection's `id`"),
      provider: z.string(),
      label: z.string(),
      environment: z.string().describe('includes the value `production`'),
      customer_visible_status: z.string(),
      last_synced_at: z.string().meta({
        description: 'when the source last delivered, as a date-time; an empty string when it has never synced',
        'x-assumption':
          'The spec does not say what last_synced_at holds for a source that has never synced: an empty string (the field stays a string, as the spec types it).',
      }),
    }),
    months: rows(
      z
      .array(
        z.object({
          month: Period.nullable().describe('null for records the source sent without a date'),
          groups: z.array(
            z.object({
              kind: z.string().describe('kind of record'),
              label: z.string(),
              count: z.int(),
              sum_cents: Cents,
              currency: z.string(),
              in_books_count: z.int().describe('how many records of the group are bound to a journal entry'),
            }),
          ),
        }),
      )
      .max(36)
      .describe('newest first, at most 36'),
    ),
  })
  .meta({
    id: 'ConnectionDataSummary',
    description: 'Everything one connected source delivered, grouped by month and record kind.',
    'x-assumption': `${everyListedFieldPresent} The spec types connection.id as an integer while every other shape names a connection by its string id: connection.id is the connection's number, an integer of its own, and the connection's string id (\`conn_…\`) is the \`id\` of the Credential connection; the path parameter connection_id of GET /connections/{connection_id}/data takes either, for a connection of the same company.`,
  });
export type ConnectionDataSummary = z.infer<typeof ConnectionDataSummary>;
