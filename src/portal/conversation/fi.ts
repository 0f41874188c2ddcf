/**
 * The texts where the rest of the portal meets Messages (namespace `conversation`) in Finnish, the first
 * language: a thing's thread on its page, the navigation's unread count, the firm's reply time. Every other
 * language has exactly these keys.
 */
export const fi = {
  heading: 'Keskustelu tilitoimiston kanssa',
  headingStaff: 'Keskustelu asiakkaan kanssa',
  none: {
    purchase_bill: 'Tästä laskusta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät laskun yhteyteen.',
    expense_claim: 'Tästä kulukorvauksesta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät kulukorvauksen yhteyteen.',
    payroll_run: 'Tästä palkka-ajosta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät palkka-ajon yhteyteen.',
    payment_batch: 'Tästä maksuerästä ei ole vielä keskusteltu. Kysymys ja vastaus jäävät maksuerän yhteyteen.',
    ledger_row: 'Tästä kirjauksesta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät kirjauksen yhteyteen.',
    document: 'Tästä tositteesta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät tositteen yhteyteen.',
    filing: 'Tästä ilmoituksesta ei ole vielä keskusteltu. Kysymys ja vastaus jäävät ilmoituksen yhteyteen.',
  },
  noneStaff: 'Asiakkaan kanssa ei ole vielä keskusteltu tästä.',
  ask: 'Kysy kirjanpitäjältä',
  writeToCustomer: 'Kirjoita asiakkaalle',
  open: 'Avaa keskustelu',
  unread_one: '{{count}} lukematon viesti',
  unread_other: '{{count}} lukematonta viestiä',
  allRead: 'Ei lukemattomia viestejä',
  newest: 'Uusimmat viestit',
  edited: 'muokattu',
  withdrawn: 'Viesti on peruttu.',
  attachments_one: '{{count}} liite',
  attachments_other: '{{count}} liitettä',
  unreadableMessage: 'Tätä viestiä ei voitu lukea. Avaa keskustelu nähdäksesi muut viestit.',
  loading: 'Haetaan keskustelua…',
  failed: 'Keskustelua ei voitu hakea.',
  announce: 'Uusi viesti: {{name}}: {{words}}',
  announceAttachments: 'Uusi viesti: {{name}}: liitteitä',
  badge_one: '{{count}} lukematon',
  badge_other: '{{count}} lukematonta',
  replyTime_one: 'Vastaamme viesteihin yleensä yhden arkipäivän kuluessa.',
  replyTime_other: 'Vastaamme viesteihin yleensä {{count}} arkipäivän kuluessa.',
};

/** What every language of namespace `conversation` says: exactly the keys Finnish has. */
export type ConversationMessages = typeof fi;
