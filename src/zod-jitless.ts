import { z } from 'zod';

/**
 * Zod probes for `new Function` when a schema is built, to compile faster parsers; the portal's CSP
 * forbids eval, and the probe alone is a violation. This module is main.tsx's first import, so it runs
 * before any schema module is evaluated.
 */
z.config({ jitless: true });
