import { startTransition, useEffect, useState } from 'react';

/** Whether `ms` have passed since the component mounted. */
export function useWaitedFor(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setWaited(true)), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waited;
}
