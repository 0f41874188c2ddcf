import type { AttentionMessages } from './fi.ts';

/** The texts of the overview's "Needs attention" in Swedish: the keys and placeholders of Finnish (./fi.ts). */
export const sv: AttentionMessages = {
  none: 'Inget kräver uppmärksamhet.',
  connection: 'Anslutningen {{name}} kräver åtgärder.',
  failedFile: 'Filen {{filename}} kunde inte behandlas – se orsaken.',
  bill: 'Fakturan {{number}} ({{supplier}}) väntar på en förklaring.',
  taxCard: 'Skattekort saknas för {{name}} före lönedagen {{date}}.',
  draftRuns_one: 'Ett utkast till lönekörning för lönedagen {{date}} väntar på godkännande.',
  draftRuns_other: '{{count}} utkast till lönekörningar för lönedagen {{date}} väntar på godkännande.',
  paydayWithoutRun: 'Brådskande: för lönedagen {{date}} finns ingen lönekörning att godkänna.',
  batchAwaiting: 'Betalningsomgången {{amount}} (förfallodag {{date}}) väntar på frigörande.',
  batchAwaitingOverdue: 'Betalningsomgången {{amount}} är försenad (förfallodag {{date}}) och väntar på frigörande.',
  batchBlocked: 'Betalningsomgången {{amount}} (förfallodag {{date}}) kan inte frigöras förrän bankanslutningen fungerar.',
  batchPayeeUnverified: 'Betalningsomgången {{amount}} (förfallodag {{date}}) kan inte frigöras: mottagarens namn stämmer inte med kontoinnehavaren – håll inne betalningen eller be byrån rätta kontot.',
  batchRefused: 'Betalningsomgången {{amount}} (förfallodag {{date}}) betalades inte – se varför och skapa en ny omgång.',
  decisionsSource: 'väntar på ditt beslut',
  invoicesWaiting_one: 'En faktura eller utläggsersättning väntar på ditt beslut.',
  invoicesWaiting_other: '{{count}} fakturor eller utläggsersättningar väntar på ditt beslut.',
  claimReturned: 'Din utläggsersättning ”{{purpose}}” returnerades – se orsaken och gör en ny.',
  unreadMessages_one: '{{count}} oläst meddelande.',
  unreadMessages_other: '{{count}} olästa meddelanden.',
  unclear_one: '{{source}}: en post kunde inte tolkas – kontrollera den.',
  unclear_other: '{{source}}: {{count}} poster kunde inte tolkas – kontrollera dem.',
};
