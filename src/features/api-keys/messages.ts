/**
 * The API-keys area's texts, registered by its page when its chunk loads. The scope explanations say what
 * spec §5 says, no more and no less: a read key only reads (rule 1: every POST, PATCH and DELETE is refused),
 * a write key also writes as the operator role where keys are allowed (rule 2), and no key ever reaches
 * payroll (reads included), company settings, granting access, invoice decisions or API-key management
 * (rules 2, 3 and 5).
 */
const fi = {
  title: 'API-avaimet',
  intro:
    'API-avaimilla yrityksen {{company}} muut järjestelmät, kuten kassa, verkkokauppa tai raportointi, käyttävät kirjanpitopalvelua ilman, että kenenkään tarvitsee kirjautua.',
  introCompany:
    'Avain kuuluu yritykselle, ei sen luojalle: se toimii, vaikka luoja lähtisi yrityksestä, kunnes pääkäyttäjä mitätöi sen. Avain toimii vain tämän yrityksen tiedoissa.',
  scopeName: {
    read: 'Luku',
    write: 'Kirjoitus',
  },
  create: {
    title: 'Luo uusi avain',
    name: 'Nimi',
    nameHint: 'Mihin avainta käytetään, esimerkiksi ”Kassajärjestelmä”. Nimi auttaa tunnistamaan avaimen myöhemmin.',
    nameRequired: 'Anna avaimelle nimi.',
    nameTooLong: 'Nimi voi olla enintään 100 merkkiä.',
    scope: 'Oikeudet',
    scopeRequired: 'Valitse, saako avain vain lukea vai myös kirjoittaa.',
    scopeReadHelp:
      'Avaimella voi vain lukea tietoja (GET-pyynnöt). Palvelu hylkää jokaisen POST-, PATCH- ja DELETE-pyynnön, jonka avain lähettää.',
    scopeWriteHelp:
      'Avaimella voi lukea tietoja (GET) ja myös tallentaa ja muuttaa niitä (POST, PATCH ja DELETE) kaikkialla, missä API-avaimet ovat sallittuja. Avaimella on operaattorin oikeudet.',
    scopeNever:
      'Kummallakaan avaimella ei voi koskaan käyttää palkanlaskentaa (ei edes lukea palkkatietoja), muuttaa yrityksen asetuksia, antaa käyttöoikeuksia, hyväksyä tai palauttaa laskuja eikä hallita API-avaimia.',
    submit: 'Luo avain',
    submitting: 'Luodaan…',
    failed: 'Avainta ei voitu luoda',
    doneUnreadable:
      'Avain ”{{name}}” luotiin, mutta sen salaisuutta ei voitu näyttää, joten avainta ei voi käyttää. Mitätöi se alla olevasta luettelosta ja luo tarvittaessa uusi avain.',
  },
  secret: {
    title: 'Kopioi uusi avain nyt',
    created: 'Avain ”{{name}}” on luotu ja toimii heti.',
    warning:
      'Avain näytetään vain tämän kerran. Tallenna se turvalliseen paikkaan, esimerkiksi integraation salaisuusasetuksiin. Jos avain katoaa, mitätöi se ja luo uusi.',
    label: 'Uusi API-avain',
    copy: 'Kopioi avain',
    copied: 'Avain on kopioitu leikepöydälle.',
    copyFailed: 'Kopiointi ei onnistunut. Avain on nyt valittuna: kopioi se näppäinyhdistelmällä Ctrl+C (Macissa ⌘+C).',
    dismiss: 'Valmis, olen tallentanut avaimen',
    dismissHint: 'Kun suljet tämän, avainta ei voi enää nähdä.',
  },
  list: {
    activeTitle: 'Käytössä olevat avaimet',
    revokedTitle: 'Mitätöidyt avaimet',
    revokedIntro: 'Mitätöidyt avaimet eivät enää toimi. Ne näkyvät tässä, jotta tiedät, mitä avaimia on ollut käytössä.',
    noActive: 'Yrityksellä ei ole käytössä olevia API-avaimia.',
    noRevoked: 'Yhtään avainta ei ole mitätöity.',
    name: 'Nimi',
    scope: 'Oikeudet',
    createdBy: 'Luonut',
    createdAt: 'Luotu',
    lastUsed: 'Viimeksi käytetty',
    revokedAt: 'Mitätöity',
    actions: 'Toiminnot',
    never: 'Ei koskaan',
    revoke: 'Mitätöi',
    revokeNamed: 'Mitätöi avain {{name}}',
  },
  revoke: {
    title: 'Mitätöidäänkö avain ”{{name}}”?',
    text: 'Kaikki integraatiot, jotka käyttävät tätä avainta, lakkaavat toimimasta heti: palvelu hylkää jokaisen pyynnön, jossa avainta käytetään.',
    permanent: 'Mitätöintiä ei voi perua. Tarvittaessa voit luoda uuden avaimen.',
    confirm: 'Mitätöi avain',
    confirming: 'Mitätöidään…',
    cancel: 'Peruuta',
    failed: 'Avainta ei voitu mitätöidä',
    done: 'Avain ”{{name}}” on mitätöity.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ApiKeysMessages = Widen<typeof fi>;

const sv: ApiKeysMessages = {
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
    done: 'Nyckeln ”{{name}}” har återkallats.',
  },
};

const en: ApiKeysMessages = {
  title: 'API keys',
  intro:
    'With API keys, the other systems of {{company}}, such as a cash register, an online shop or reporting, use the accounting service without anyone signing in.',
  introCompany:
    'A key belongs to the company, not to the person who created it: it keeps working when they leave, until an admin revokes it. A key works only on this company’s data.',
  scopeName: {
    read: 'Read',
    write: 'Write',
  },
  create: {
    title: 'Create a key',
    name: 'Name',
    nameHint: 'What the key is for, for example “Cash register”. The name helps you recognise the key later.',
    nameRequired: 'Give the key a name.',
    nameTooLong: 'The name can be at most 100 characters.',
    scope: 'Access',
    scopeRequired: 'Choose whether the key may only read or also write.',
    scopeReadHelp: 'The key may only read data (GET requests). The service refuses every POST, PATCH and DELETE request the key sends.',
    scopeWriteHelp:
      'The key may read data (GET) and also save and change it (POST, PATCH and DELETE) wherever API keys are allowed. It has the rights of the operator role.',
    scopeNever:
      'Neither kind of key can ever use payroll (not even to read payroll data), change company settings, grant access, approve or return invoices, or manage API keys.',
    submit: 'Create key',
    submitting: 'Creating…',
    failed: 'The key could not be created',
    doneUnreadable:
      'The key “{{name}}” was created, but its secret could not be shown, so the key cannot be used. Revoke it in the list below and create a new key if you need one.',
  },
  secret: {
    title: 'Copy the new key now',
    created: 'The key “{{name}}” has been created and works at once.',
    warning:
      'The key is shown only this once. Store it somewhere safe, such as the integration’s secret settings. If the key is lost, revoke it and create a new one.',
    label: 'New API key',
    copy: 'Copy key',
    copied: 'The key has been copied to the clipboard.',
    copyFailed: 'Copying did not work. The key is now selected: copy it with Ctrl+C (⌘+C on a Mac).',
    dismiss: 'Done, I have stored the key',
    dismissHint: 'Once you close this, the key cannot be seen again.',
  },
  list: {
    activeTitle: 'Keys in use',
    revokedTitle: 'Revoked keys',
    revokedIntro: 'Revoked keys no longer work. They are listed here so that you know which keys have been in use.',
    noActive: 'The company has no API keys in use.',
    noRevoked: 'No key has been revoked.',
    name: 'Name',
    scope: 'Access',
    createdBy: 'Created by',
    createdAt: 'Created',
    lastUsed: 'Last used',
    revokedAt: 'Revoked',
    actions: 'Actions',
    never: 'Never',
    revoke: 'Revoke',
    revokeNamed: 'Revoke the key {{name}}',
  },
  revoke: {
    title: 'Revoke the key “{{name}}”?',
    text: 'Every integration using this key stops working at once: the service refuses every request made with it.',
    permanent: 'Revoking cannot be undone. If needed, you can create a new key.',
    confirm: 'Revoke key',
    confirming: 'Revoking…',
    cancel: 'Cancel',
    failed: 'The key could not be revoked',
    done: 'The key “{{name}}” has been revoked.',
  },
};

export const API_KEYS_NAMESPACE = 'apiKeys';
export const apiKeysMessages = { fi, sv, en };
