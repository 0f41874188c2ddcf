import type { z } from 'zod';
import type { SandboxConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { CompanyRole } from '../idp/demo-people.ts';
import type { Company } from './auth/access.ts';
import type { Principal } from './auth/principal.ts';

/** What a route's handler receives: input already checked against the endpoint's contract schemas. */
export interface HandlerContext {
  db: Database;
  config: SandboxConfig;
  principal: Principal;
  company: Company | null;
  roles: readonly CompanyRole[];
  params: Readonly<Record<string, string>>;
  query: unknown;
  body: unknown;
}

export interface Reply {
  status: 200 | 201 | 202;
  body: unknown;
  /** Bytes sent as they are instead of a JSON body, for an endpoint whose contract declares `binarySuccess`. */
  content?: { bytes: Uint8Array; headers: Readonly<Record<string, string>> };
}

export type Handler = (ctx: HandlerContext) => Promise<Reply>;

/** The checked input, typed by the same schema that checked it. */
export function inputOf<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  return schema.parse(value);
}

/** A handler for an endpoint that always acts on a company (every one but GET /me). */
export function companyOf(ctx: HandlerContext): Company {
  if (!ctx.company) throw new Error('route table error: a company endpoint ran without a company');
  return ctx.company;
}
