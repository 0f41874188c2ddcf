import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceClient } from '../client.ts';
import { ApiError } from '../api-error.ts';
import {
  activateMobilewalletConnection,
  connectAcquirer,
  removeAcquirerConnection,
  revalidateAcquirerConnection,
  startStorefrontInstall,
} from '../operations/connections.ts';
import { invalidate } from './invalidate.ts';
import { connectionInvalidations, connectionKeys, removedWithConnection } from './connections.ts';
import { isUnreadable, isUnreadableAnswer, type Read } from '../reading.ts';
import type { ConnectionsCatalog, CredentialConnection } from '../schemas/connections.ts';
import type { StorefrontInstallStartRequest } from '../schemas/storefront-and-wallets.ts';
import type { WriteOnlySecret } from '../write-only-secret.ts';
import { writeKey } from './keys.ts';

/** A storefront install's start as sent; the company comes from the URL. */
export type StorefrontInstallStart = Omit<z.output<typeof StorefrontInstallStartRequest>, 'customer_id'>;

/** The key travels in a WriteOnlySecret, emptied as it is sent: the mutation cache keeps only the empty wrapper. */
export interface ConnectAcquirerVariables {
  merchant_account: string;
  apiKey: WriteOnlySecret;
}

/** Connecting (or re-keying) an acquirer account changes the list and that connection's data. */
export const connectAcquirerMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('connections', customerId, connectAcquirer),
    mutationFn: ({ merchant_account, apiKey }: ConnectAcquirerVariables) =>
      client.call(connectAcquirer, { customerId, body: { merchant_account, api_key: apiKey.take() } }),
    // An answer that cannot be read does not say which connection: everything of the area is read again.
    onSuccess: (accepted) =>
      isUnreadableAnswer(accepted)
        ? invalidate(queryClient, connectionInvalidations.answerUnreadable(customerId))
        : invalidate(queryClient, connectionInvalidations.connectAcquirer(customerId, accepted.connection.id)),
  });

/** The catalog with one connection replaced by what the service just answered about it. */
export function withConnection(catalog: Read<ConnectionsCatalog>, connection: Read<CredentialConnection>): Read<ConnectionsCatalog> {
  return {
    ...catalog,
    connected: catalog.connected.map((known) => (!isUnreadable(known) && known.id === connection.id ? connection : known)),
  };
}

/**
 * The recheck sends no key: the service checks the one it stored (docs/decisions/0031). Its answer is the
 * connection as it is now, so it goes into the catalog at once — a page showing the connection
 * shows (and announces) the new result without waiting for the catalog to be read again — and the
 * catalog and the connection's data are then read again for what else changed. A 409 recorded the
 * check too (the merchant account belongs to another company), so it is read again after one.
 */
export const revalidateAcquirerConnectionMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) => {
  const refresh = (connectionId: string) => invalidate(queryClient, connectionInvalidations.revalidateAcquirerConnection(customerId, connectionId));
  return mutationOptions({
    mutationKey: writeKey('connections', customerId, revalidateAcquirerConnection),
    mutationFn: (connectionId: string) =>
      client.call(revalidateAcquirerConnection, { path: { connection_id: connectionId }, customerId, body: {} }),
    onSuccess: (result) => {
      // Rechecked (2xx), but the answer that said the result cannot be read: everything of the area is read again.
      if (isUnreadableAnswer(result)) return invalidate(queryClient, connectionInvalidations.answerUnreadable(customerId));
      queryClient.setQueryData(connectionKeys.catalog(customerId), (catalog: Read<ConnectionsCatalog> | undefined) =>
        catalog === undefined ? undefined : withConnection(catalog, result.connection),
      );
      return refresh(result.connection.id);
    },
    onError: (error, connectionId) => {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 409) void refresh(connectionId);
    },
  });
};

/**
 * Removing a connection that never verified (docs/decisions/0026) takes it out of the catalog, and its data
 * summary goes with it. A 2xx whose answer cannot be read is the same removal: the connection asked about is the
 * one removed. The catalog is read again without being waited for, so that the page says "removed" at once rather
 * than "not found" first. A 404 (removed already) or a 409 (its key was verified meanwhile, or it imported) says
 * the catalog was out of date: it is read again, and after a 409 the connection's data too.
 */
export const removeAcquirerConnectionMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('connections', customerId, removeAcquirerConnection),
    mutationFn: (connectionId: string) => client.call(removeAcquirerConnection, { path: { connection_id: connectionId }, customerId }),
    onSuccess: (_removed, connectionId) => {
      queryClient.removeQueries(removedWithConnection(customerId, connectionId));
      void invalidate(queryClient, connectionInvalidations.removeAcquirerConnection(customerId));
    },
    onError: (error, connectionId) => {
      if (!(error instanceof ApiError) || error.kind !== 'http') return;
      if (error.status === 404) void invalidate(queryClient, connectionInvalidations.removeAcquirerConnection(customerId));
      if (error.status === 409) void invalidate(queryClient, connectionInvalidations.removalRefused(customerId, connectionId));
    },
  });

/** Activation adds the mobile-wallet feed to the connected sources; an answer that cannot be read has everything read again. */
export const activateMobilewalletConnectionMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('connections', customerId, activateMobilewalletConnection),
    mutationFn: () => client.call(activateMobilewalletConnection, { customerId, body: {} }),
    onSuccess: (activation) =>
      isUnreadableAnswer(activation)
        ? invalidate(queryClient, connectionInvalidations.answerUnreadable(customerId))
        : invalidate(queryClient, connectionInvalidations.activateMobilewalletConnection(customerId)),
  });

/**
 * Starting an install changes nothing the portal has read: the shop is connected when the app home completes
 * it. An answer that cannot be read says nothing for certain, so everything of the area is read again.
 */
export const startStorefrontInstallMutation = (client: ServiceClient, queryClient: QueryClient, customerId: string) =>
  mutationOptions({
    mutationKey: writeKey('connections', customerId, startStorefrontInstall),
    mutationFn: (values: StorefrontInstallStart) =>
      client.call(startStorefrontInstall, { customerId, body: values }),
    onSuccess: (started) =>
      isUnreadableAnswer(started)
        ? invalidate(queryClient, connectionInvalidations.answerUnreadable(customerId))
        : invalidate(queryClient, connectionInvalidations.startStorefrontInstall()),
  });

/** Each write of the area's catalogue, by its operation: the layer's one definition of it (layer.test.ts). */
export const connectionWrites = {
  connectAcquirer: connectAcquirerMutation,
  revalidateAcquirerConnection: revalidateAcquirerConnectionMutation,
  removeAcquirerConnection: removeAcquirerConnectionMutation,
  activateMobilewalletConnection: activateMobilewalletConnectionMutation,
  startStorefrontInstall: startStorefrontInstallMutation,
};
