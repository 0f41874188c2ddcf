import { z } from 'zod';

/**
 * The portal's one entry to zod: every module that builds a schema imports `z` from here (lint enforces
 * it), so this runs before any schema exists, whatever chunk the bundler puts a module in. Zod probes
 * for `new Function` when the first object schema is built, to compile faster parsers; the portal's CSP
 * forbids eval and the probe alone is a reported violation.
 */
z.config({ jitless: true });

export { z };
