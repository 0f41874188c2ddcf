import type { AttentionMessages } from './fi.ts';

/** The texts of the overview's "Needs attention" in English: the keys and placeholders of Finnish (./fi.ts). */
export const en: AttentionMessages = {
  none: 'Nothing needs attention.',
  connection: 'The connection {{name}} needs action.',
  failedFile: 'The file {{filename}} could not be processed – see why.',
  bill: 'Bill {{number}} from {{supplier}} is waiting for clarification.',
  taxCard: 'No tax card for {{name}} before the payday on {{date}}.',
  draftRuns_one: 'A draft payroll run for the payday on {{date}} is waiting for approval.',
  draftRuns_other: '{{count}} draft payroll runs for the payday on {{date}} are waiting for approval.',
  paydayWithoutRun: 'Urgent: there is no payroll run to approve for the payday on {{date}}.',
  batchAwaiting: 'The payment batch of {{amount}} (due {{date}}) is waiting for release.',
  batchAwaitingOverdue: 'The payment batch of {{amount}} is overdue (due {{date}}) and waiting for release.',
  batchBlocked: 'The payment batch of {{amount}} (due {{date}}) cannot be released until the bank connection works.',
  batchPayeeUnverified: 'The payment batch of {{amount}} (due {{date}}) cannot be released: a payee’s name does not match the account holder – hold the payment back or ask the firm to correct the account.',
  batchRefused: 'The payment batch of {{amount}} (due {{date}}) was not paid – see why and create a new batch.',
  decisionsSource: 'waiting for your decision',
  invoicesWaiting_one: 'One bill or expense claim is waiting for your decision.',
  invoicesWaiting_other: '{{count}} bills or expense claims are waiting for your decision.',
  claimReturned: 'Your expense claim “{{purpose}}” was returned – see why and file a new one.',
  unreadMessages_one: '{{count}} unread message.',
  unreadMessages_other: '{{count}} unread messages.',
  unclear_one: '{{source}}: one item could not be interpreted – check it.',
  unclear_other: '{{source}}: {{count}} items could not be interpreted – check them.',
};
