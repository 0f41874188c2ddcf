import type { CredentialConnection } from '../../api/schemas/connections.ts';
import { useKnownLabel } from '../../ui/open-value.tsx';
import { CONNECTIONS_NAMESPACE } from './messages.ts';

/** How the portal names providers, record kinds and connections in the person's language, with the service's words as the fallback. */
export function useNames() {
  const label = useKnownLabel(CONNECTIONS_NAMESPACE);
  const provider = (code: string) => label('providers', code) ?? code;
  return {
    provider,
    kind: (kind: string, serviceLabel: string) => label('kinds', kind) ?? serviceLabel,
    /** A calendar's short name of a month, 1–12. */
    month: (month: number) => label('coverage.months', String(month)) ?? String(month),
    /** The identity a connection resolved to: the merchant account, the shop, the account. */
    identity: (connection: Pick<CredentialConnection, 'merchant_account' | 'display_name' | 'id'>) =>
      connection.merchant_account ?? connection.display_name ?? connection.id,
    connection: (connection: Pick<CredentialConnection, 'provider' | 'merchant_account' | 'display_name' | 'id'>) =>
      `${provider(connection.provider)} · ${connection.merchant_account ?? connection.display_name ?? connection.id}`,
  };
}
