/**
 * react-i18next imports `useSyncExternalStore` from the `use-sync-external-store/shim` package, a polyfill
 * for React before 18. React 19 has the hook itself: vite.config.ts points that import here, which keeps the
 * polyfill out of the first route (its budget, docs/performance.md, "Bundle budgets").
 */
export { useSyncExternalStore } from 'react';
