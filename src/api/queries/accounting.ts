import { queryOptions } from '@tanstack/react-query';
import type { ServiceClient } from '../client.ts';
import { getAccountingReadModel, type accountingReadModels } from '../operations/accounting.ts';
import { areaKey, readKey } from './keys.ts';

export const accountingKeys = {
  all: (customerId: string) => areaKey('accounting', customerId),
  readModel: (customerId: string, readModel: string) => [...readKey('accounting', customerId, 'getAccountingReadModel'), readModel] as const,
};

/** An accountant read model; the service answers 501 until its shapes are known, and no view reads it yet. */
export const accountingReadModelQuery = (client: ServiceClient, customerId: string, readModel: (typeof accountingReadModels)[number]) =>
  queryOptions({
    queryKey: accountingKeys.readModel(customerId, readModel),
    queryFn: ({ signal }) => client.call(getAccountingReadModel, { path: { read_model: readModel }, customerId, signal }),
  });

export const accountingReads = { getAccountingReadModel: accountingReadModelQuery };
