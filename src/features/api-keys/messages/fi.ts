/**
 * The API-keys area's texts in Finnish, the first language. The scope explanations say what
 * spec §5 says, no more and no less: a read key only reads (rule 1: every POST, PATCH and DELETE is refused),
 * a write key also writes as the operator role where keys are allowed (rule 2), and no key ever reaches
 * payroll (reads included), company settings, granting access, invoice decisions or API-key management
 * (rules 2, 3 and 5).
 */
export const fi = {
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
    nameCharacters: 'Nimessä on merkki, jota ei voi tallentaa (esimerkiksi näkymätön ohjausmerkki tai rikkinäinen merkki). Poista se ja kirjoita nimi uudelleen.',
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
    fixFields: 'Avainta ei luotu. Korjaa merkityt kentät.',
    refused: {
      name: 'Palvelu ei hyväksynyt nimeä. Anna nimi, jossa on 1–100 merkkiä ilman ohjausmerkkejä.',
      scope: 'Palvelu ei hyväksynyt oikeuksia. Valitse luku tai kirjoitus.',
    },
    refusals: {
      role_required: 'Vain yrityksen pääkäyttäjä voi luoda API-avaimia, eikä sinulla ole enää sitä roolia. Pyydä pääkäyttäjää luomaan avain.',
    },
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
    refusals: {
      not_found: 'Avainta ei löytynyt, joten mitään ei mitätöity. Se on voitu jo mitätöidä; päivitä sivu.',
      role_required: 'Vain yrityksen pääkäyttäjä voi mitätöidä API-avaimia, eikä sinulla ole enää sitä roolia. Pyydä pääkäyttäjää mitätöimään avain.',
    },
    done: 'Avain ”{{name}}” on mitätöity.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** What every language of namespace `apiKeys` says: exactly the keys Finnish has. */
export type ApiKeysMessages = Widen<typeof fi>;
