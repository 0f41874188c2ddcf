import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import { readableItems } from '../../src/api/reading.ts';
import { MessagePage, ThreadDetail } from '../../src/api/schemas/messages.ts';
import { scratchConfig } from '../../sandbox/testing/scratch-database.ts';
import type { Database } from '../../sandbox/db/database.ts';
import { loadOrCreateIdpSecrets } from '../../sandbox/idp/keys.ts';
import { TOKEN_LIFETIMES } from '../../sandbox/idp/provider.ts';
import { postMessage, startThread, type AuthorRef } from '../../sandbox/messages/post-message.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/server.ts';
import { median } from './metrics.ts';
import { against, ms, printTable } from './table.ts';

/**
 * The messages profile of `npm run bench` (docs/decisions/0013: long threads stay fast; a new message reaches an open
 * portal within 2 s while it polls every 1.5 s). A sandbox of its own, seeded, with 50 more threads and one
 * of 1 000 messages, made here through post-message.ts; then over HTTP as Anna Virtanen (an ID token signed
 * with the sandbox's own provider key, checked by the service's own authentication): the thread's first read,
 * an older page, the poll with `after` when nothing is new and when one message is, the unread summary and
 * the thread list — each the median of several runs after one unmeasured warm-up.
 */

const CUSTOMER = 'cus_aurora';
const ANNA: AuthorRef = { kind: 'member', ref: 'admin@aurora.example', name: 'Anna Virtanen', email: 'admin@aurora.example' };
const SARI: AuthorRef = { kind: 'staff', ref: 'staff@firm.example', name: 'Sari Laine', email: 'staff@firm.example' };

/** What is left of the 2 s promise once the portal's 1.5 s poll interval is spent: the poll's own answer. */
const POLL_GOAL_MS = 500;
const LONG_THREAD = 1000;
const OTHER_THREADS = 50;

/** An ID token for a seeded person, as the sandbox's identity provider would sign it. */
async function idTokenFor(sandbox: RunningSandbox, subject: string): Promise<string> {
  const secrets = await loadOrCreateIdpSecrets(sandbox.config.dataDir);
  const jwk = secrets.jwks.keys[0] as JWK;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: subject, nonce: 'bench' })
    .setProtectedHeader({ alg: 'RS256', kid: String(jwk.kid), typ: 'JWT' })
    .setIssuer(sandbox.issuer)
    .setAudience(sandbox.config.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + TOKEN_LIFETIMES.IdToken)
    .sign(await importJWK(jwk, 'RS256'));
}

/** The 1 000-message thread (Sari and Anna by turns, a minute apart) and 50 short threads around it. */
async function makeThreads(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    const start = Date.UTC(2026, 9, 1, 8, 0, 0);
    const at = (minute: number) => new Date(start + minute * 60_000).toISOString();
    for (let n = 1; n <= OTHER_THREADS; n += 1) {
      const { thread_id } = await startThread(tx, CUSTOMER, { subject: null, title: `Kysymys ${n}` }, { author: SARI, body: `Kysymys numero ${n}.`, at: at(n) });
      await postMessage(tx, CUSTOMER, thread_id, { author: ANNA, body: `Vastaus numero ${n}.`, at: at(n + 1) });
    }
    const { thread_id } = await startThread(tx, CUSTOMER, { subject: null, title: 'Pitkä keskustelu' }, { author: SARI, body: 'Viesti 1', at: at(100) });
    for (let n = 2; n <= LONG_THREAD; n += 1) {
      await postMessage(tx, CUSTOMER, thread_id, { author: n % 2 === 0 ? ANNA : SARI, body: `Viesti ${n}: ${'sisältöä '.repeat(n % 20)}`.trim(), at: at(100 + n) });
    }
    return thread_id;
  });
}

interface Figure {
  label: string;
  times: number[];
  events: string;
  bytes: number;
  goalMs?: number;
}

async function timedGet(base: string, bearer: string, pathAndQuery: string): Promise<{ ms: number; bytes: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${base}/portal${pathAndQuery}`, { headers: { Authorization: `Bearer ${bearer}` } });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}: ${text}`);
  return { ms: elapsed, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

/** How many events an answer holds, when it is a page or a thread. */
function eventsIn(body: unknown): string {
  const page = MessagePage.safeParse(body);
  if (page.success) return String(page.data.messages.length);
  const detail = ThreadDetail.safeParse(body);
  return detail.success ? String(detail.data.messages.length) : '';
}

async function measure(base: string, bearer: string, label: string, request: string, runs: number, options: { before?: () => Promise<string>; goalMs?: number } = {}): Promise<Figure> {
  const warm = await timedGet(base, bearer, options.before ? await options.before() : request);
  const times: number[] = [];
  let last = warm;
  for (let run = 0; run < runs; run += 1) {
    last = await timedGet(base, bearer, options.before ? await options.before() : request);
    times.push(last.ms);
  }
  return { label, times, events: eventsIn(last.body), bytes: last.bytes, goalMs: options.goalMs };
}

export async function runMessagesProfile(runs: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-messages-'));
  try {
    console.log(`[bench] messages: a sandbox of its own, seeded, ${OTHER_THREADS} more threads and one of ${LONG_THREAD.toLocaleString('en')} messages for ${CUSTOMER}…`);
    const sandbox = await startSandbox(scratchConfig(dataDir));
    try {
      const making = performance.now();
      const threadId = await makeThreads(sandbox.db);
      const madeMs = performance.now() - making;
      const base = `http://127.0.0.1:${sandbox.config.port}`;
      const anna = await idTokenFor(sandbox, 'person_admin');
      const threadPath = `/messages/threads/${threadId}`;
      const newest = ThreadDetail.parse((await timedGet(base, anna, `${threadPath}?customer_id=${CUSTOMER}`)).body);
      const seqs = readableItems(newest.messages).map((message) => message.seq);
      const lastSeq = Math.max(...seqs);
      const middle = Math.min(...seqs) - LONG_THREAD / 2;
      let seen = lastSeq;
      /** Sari writes one message; the poll asks for what came after the last one Anna had. */
      const oneNew = async () => {
        const before = seen;
        seen = (await postMessage(sandbox.db, CUSTOMER, threadId, { author: SARI, body: 'Uusi viesti' })).seq;
        return `${threadPath}/messages?customer_id=${CUSTOMER}&after=${before}`;
      };
      const figures = [
        await measure(base, anna, 'thread: first read (newest 50)', `${threadPath}?customer_id=${CUSTOMER}`, runs),
        await measure(base, anna, 'thread: an older page (50, mid-thread)', `${threadPath}/messages?customer_id=${CUSTOMER}&before=${middle}`, runs),
        await measure(base, anna, 'poll: after, nothing new', `${threadPath}/messages?customer_id=${CUSTOMER}&after=${lastSeq + LONG_THREAD}`, runs, { goalMs: POLL_GOAL_MS }),
        await measure(base, anna, 'poll: after, one new message', '', runs, { before: oneNew, goalMs: POLL_GOAL_MS }),
        await measure(base, anna, 'unread summary', `/messages/unread?customer_id=${CUSTOMER}`, runs, { goalMs: POLL_GOAL_MS }),
        await measure(base, anna, `thread list (${OTHER_THREADS + 1} threads and the seed’s)`, `/messages/threads?customer_id=${CUSTOMER}`, runs),
      ];
      printTable(
        `Messages over HTTP as Anna Virtanen, a thread of ${LONG_THREAD.toLocaleString('en')} messages and ${OTHER_THREADS} others (made in ${ms(madeMs)}), medians of ${runs} runs after a warm-up`,
        ['figure', 'median', 'min', 'max', 'goal', 'events', 'answer'],
        figures.map((figure) => [
          figure.label,
          ms(median(figure.times)),
          ms(Math.min(...figure.times)),
          ms(Math.max(...figure.times)),
          figure.goalMs === undefined ? '' : `< ${ms(figure.goalMs)} ${against(median(figure.times) < figure.goalMs)}`,
          figure.events,
          `${(figure.bytes / 1000).toFixed(1)} KB`,
        ]),
      );
      console.log('');
    } finally {
      await sandbox.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
