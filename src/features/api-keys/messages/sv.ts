import type { ApiKeysMessages } from './fi.ts';

/** The API-keys area's texts in Swedish: the keys and placeholders of Finnish (./fi.ts), no more, no fewer. */
export const sv: ApiKeysMessages = {
  title: 'API-nycklar',
  intro:
    'Med API-nycklar använder andra system hos {{company}}, till exempel kassa, webbutik eller rapportering, bokföringstjänsten utan att någon behöver logga in.',
  introCompany:
    'En nyckel hör till företaget, inte till den som skapade den: den fungerar även om skaparen lämnar företaget, tills en huvudanvändare återkallar den. Nyckeln fungerar bara för det här företagets uppgifter.',
  scopeName: {
    read: 'Läsa',
    write: 'Skriva',
  },
  create: {
    title: 'Skapa en ny nyckel',
    name: 'Namn',
    nameHint: 'Vad nyckeln används till, till exempel ”Kassasystem”. Namnet hjälper dig att känna igen nyckeln senare.',
    nameRequired: 'Ge nyckeln ett namn.',
    nameTooLong: 'Namnet får vara högst 100 tecken.',
    nameCharacters: 'Namnet innehåller ett tecken som inte kan sparas (till exempel ett osynligt styrtecken eller ett trasigt tecken). Ta bort det och skriv namnet på nytt.',
    scope: 'Behörighet',
    scopeRequired: 'Välj om nyckeln bara får läsa eller också skriva.',
    scopeReadHelp:
      'Nyckeln kan bara läsa uppgifter (GET-anrop). Tjänsten avvisar varje POST-, PATCH- och DELETE-anrop som nyckeln skickar.',
    scopeWriteHelp:
      'Nyckeln kan läsa uppgifter (GET) och också spara och ändra dem (POST, PATCH och DELETE) överallt där API-nycklar är tillåtna. Nyckeln har operatörens behörigheter.',
    scopeNever:
      'Ingen av nycklarna kan någonsin använda lönehanteringen (inte ens läsa löneuppgifter), ändra företagets inställningar, ge behörigheter, godkänna eller returnera fakturor eller hantera API-nycklar.',
    submit: 'Skapa nyckel',
    submitting: 'Skapar…',
    failed: 'Nyckeln kunde inte skapas',
    fixFields: 'Nyckeln skapades inte. Rätta de markerade fälten.',
    refused: {
      name: 'Tjänsten godkände inte namnet. Ange ett namn på 1–100 tecken utan styrtecken.',
      scope: 'Tjänsten godkände inte rättigheterna. Välj läsning eller skrivning.',
    },
    refusals: {
      role_required: 'Bara företagets huvudanvändare kan skapa API-nycklar, och du har inte längre den rollen. Be huvudanvändaren skapa nyckeln.',
    },
    doneUnreadable:
      'Nyckeln ”{{name}}” skapades, men dess hemlighet kunde inte visas, så nyckeln kan inte användas. Återkalla den i listan nedan och skapa vid behov en ny nyckel.',
  },
  secret: {
    title: 'Kopiera den nya nyckeln nu',
    created: 'Nyckeln ”{{name}}” har skapats och fungerar genast.',
    warning:
      'Nyckeln visas bara den här gången. Spara den på ett säkert ställe, till exempel i integrationens inställningar för hemligheter. Om nyckeln kommer bort, återkalla den och skapa en ny.',
    label: 'Ny API-nyckel',
    copy: 'Kopiera nyckeln',
    copied: 'Nyckeln har kopierats till urklipp.',
    copyFailed: 'Kopieringen lyckades inte. Nyckeln är nu markerad: kopiera den med Ctrl+C (på Mac ⌘+C).',
    dismiss: 'Klar, jag har sparat nyckeln',
    dismissHint: 'När du stänger detta går nyckeln inte längre att se.',
  },
  list: {
    activeTitle: 'Nycklar i bruk',
    revokedTitle: 'Återkallade nycklar',
    revokedIntro: 'Återkallade nycklar fungerar inte längre. De visas här så att du vet vilka nycklar som har använts.',
    noActive: 'Företaget har inga API-nycklar i bruk.',
    noRevoked: 'Ingen nyckel har återkallats.',
    name: 'Namn',
    scope: 'Behörighet',
    createdBy: 'Skapad av',
    createdAt: 'Skapad',
    lastUsed: 'Senast använd',
    revokedAt: 'Återkallad',
    actions: 'Åtgärder',
    never: 'Aldrig',
    revoke: 'Återkalla',
    revokeNamed: 'Återkalla nyckeln {{name}}',
  },
  revoke: {
    title: 'Återkalla nyckeln ”{{name}}”?',
    text: 'Alla integrationer som använder den här nyckeln slutar fungera genast: tjänsten avvisar varje begäran som görs med nyckeln.',
    permanent: 'Återkallelsen kan inte ångras. Vid behov kan du skapa en ny nyckel.',
    confirm: 'Återkalla nyckeln',
    confirming: 'Återkallar…',
    cancel: 'Avbryt',
    failed: 'Nyckeln kunde inte återkallas',
    refusals: {
      not_found: 'Nyckeln hittades inte, så ingenting återkallades. Den kan redan ha återkallats; uppdatera sidan.',
      role_required: 'Bara företagets huvudanvändare kan återkalla API-nycklar, och du har inte längre den rollen. Be huvudanvändaren återkalla nyckeln.',
    },
    done: 'Nyckeln ”{{name}}” har återkallats.',
  },
};
