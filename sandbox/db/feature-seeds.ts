import type { SeedStep } from './seed-step.ts';
import { seedBills } from './seeds/bills.ts';
import { seedBooksQuestions } from './seeds/books-questions.ts';
import { seedCirculation } from './seeds/circulation.ts';
import { seedConnections } from './seeds/connections.ts';
import { seedDocuments } from './seeds/documents.ts';
import { seedFilings } from './seeds/filings.ts';
import { seedLedger } from './seeds/ledger.ts';
import { seedMembers } from './seeds/members.ts';
import { seedMessages } from './seeds/messages.ts';
import { seedPayroll } from './seeds/payroll.ts';
import { seedPayrollRuns } from './seeds/payroll-runs.ts';
import { seedWorklog } from './seeds/worklog.ts';

/**
 * Each feature area's part of the deterministic seed, run in order after the companies, people and
 * keys exist, inside the seed's one transaction. An area adds its step here.
 */
export const FEATURE_SEEDS: readonly SeedStep[] = [seedWorklog, seedBills, seedConnections, seedPayroll, seedDocuments, seedPayrollRuns, seedMembers, seedCirculation, seedLedger, seedBooksQuestions, seedFilings, seedMessages];
