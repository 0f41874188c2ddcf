import type { ApiKeysMessages } from '../features/api-keys/messages/fi.ts';
import type { BillsMessages } from '../features/bills/messages/fi.ts';
import type { AttentionMessages } from '../features/company/messages/fi.ts';
import type { ConnectionsMessages } from '../features/connections/messages/fi.ts';
import type { DocumentsMessages } from '../features/documents/messages/fi.ts';
import type { MembersMessages } from '../features/members/messages/fi.ts';
import type { PaymentsMessages } from '../features/payments/messages/fi.ts';
import type { PayrollMessages } from '../features/payroll/messages/fi.ts';
import type { WorklogMessages } from '../features/worklog/messages/fi.ts';
import type { Messages } from '../i18n/messages/fi.ts';
import type { DoneButUnreadableMessages } from '../ui/done-but-unreadable/fi.ts';

/**
 * The keys of every namespace, typed (i18next's CustomTypeOptions): a `t('…')` with a key its namespace does
 * not have, misspelt or gone, fails the typecheck. Declared here, in the app, because it names every area's
 * texts: the shared layers (src/i18n among them) never import a feature, not even a type.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages;
      doneButUnreadable: DoneButUnreadableMessages;
      worklog: WorklogMessages;
      payroll: PayrollMessages;
      bills: BillsMessages;
      apiKeys: ApiKeysMessages;
      connections: ConnectionsMessages;
      attention: AttentionMessages;
      documents: DocumentsMessages;
      payments: PaymentsMessages;
      members: MembersMessages;
    };
  }
}
