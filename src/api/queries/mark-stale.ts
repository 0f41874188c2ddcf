import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidate, type Stale } from './invalidate.ts';

/**
 * Marks stale what the layer says a happening makes stale (an area's invalidations: the agent stopped, two reads
 * disagree), for a view that learns of it from a read rather than from a write of its own (docs/decisions/0029).
 */
export function useMarkStale(): (stale: Stale) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((stale: Stale) => invalidate(queryClient, stale), [queryClient]);
}
