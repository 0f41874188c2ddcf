/** The texts of the overview's "Needs attention" in Finnish, the first language: every other language has exactly these keys. */
export const fi = {
  none: 'Mikään ei vaadi huomiota.',
  connection: 'Yhteys {{name}} vaatii toimia.',
  failedFile: 'Tiedostoa {{filename}} ei voitu käsitellä – katso syy.',
  bill: 'Lasku {{number}} ({{supplier}}) odottaa selvitystä.',
  taxCard: 'Työntekijältä {{name}} puuttuu verokortti ennen palkkapäivää {{date}}.',
  draftRuns_one: 'Palkka-ajon luonnos palkkapäivälle {{date}} odottaa hyväksyntää.',
  draftRuns_other: '{{count}} palkka-ajon luonnosta palkkapäivälle {{date}} odottaa hyväksyntää.',
  paydayWithoutRun: 'Kiireellinen: palkkapäivälle {{date}} ei ole hyväksyttävää palkka-ajoa.',
  batchAwaiting: 'Maksuerä {{amount}} (eräpäivä {{date}}) odottaa vapautusta.',
  batchAwaitingOverdue: 'Maksuerä {{amount}} on myöhässä (eräpäivä {{date}}) ja odottaa vapautusta.',
  batchBlocked: 'Maksuerää {{amount}} (eräpäivä {{date}}) ei voi vapauttaa, ennen kuin pankkiyhteys on kunnossa.',
  batchPayeeUnverified: 'Maksuerää {{amount}} (eräpäivä {{date}}) ei voi vapauttaa: saajan nimi ei täsmää tilinomistajaan – pidätä maksu tai pyydä tilitoimistoa korjaamaan tili.',
  batchRefused: 'Maksuerää {{amount}} (eräpäivä {{date}}) ei maksettu – katso miksi ja luo uusi erä.',
  decisionsSource: 'odottaa päätöstäsi',
  invoicesWaiting_one: 'Yksi lasku tai kulukorvaus odottaa päätöstäsi.',
  invoicesWaiting_other: '{{count}} laskua tai kulukorvausta odottaa päätöstäsi.',
  claimReturned: 'Kulukorvauksesi ”{{purpose}}” palautettiin – katso syy ja tee uusi.',
  unclear_one: '{{source}}: yhtä kohdetta ei voitu tulkita – tarkista se.',
  unclear_other: '{{source}}: {{count}} kohdetta ei voitu tulkita – tarkista ne.',
  // --- filings (issue 31) ---
  filingKinds: {
    vat_return: 'Arvonlisäveroilmoitus',
    employer_contributions: 'Työnantajan oma-aloitteiset verot',
    incomes_register_report: 'Tulorekisteri-ilmoitus',
    income_tax_return: 'Veroilmoitus',
    financial_statements: 'Tilinpäätös',
  },
  filingName: '{{kind}} {{period}}',
  filingQuarter: '{{quarter}}. neljännes {{year}}',
  filingAwaiting: '{{name}} odottaa hyväksyntääsi (määräpäivä {{date}}).',
  filingDue_one: '{{name}}: määräpäivä {{date}}, {{count}} päivä aikaa.',
  filingDue_other: '{{name}}: määräpäivä {{date}}, {{count}} päivää aikaa.',
  filingDueToday: '{{name}}: määräpäivä on tänään.',
  filingLate: 'Myöhässä: {{name}} (määräpäivä {{date}}) – katso tilanne.',
  authorizationsSource: 'valtuutukset',
  authorizationExpiring: 'Tilitoimiston valtuutus ”{{label}}” päättyy {{date}} – katso, miten se uusitaan.',
  authorizationExpired: 'Tilitoimiston valtuutus ”{{label}}” on päättynyt – katso, miten se uusitaan.',
};

/** What every language of namespace `attention` says: exactly the keys Finnish has. */
export type AttentionMessages = typeof fi;
