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
  unreadMessages_one: '{{count}} lukematon viesti.',
  unreadMessages_other: '{{count}} lukematonta viestiä.',
  unclear_one: '{{source}}: yhtä kohdetta ei voitu tulkita – tarkista se.',
  unclear_other: '{{source}}: {{count}} kohdetta ei voitu tulkita – tarkista ne.',
};

/** What every language of namespace `attention` says: exactly the keys Finnish has. */
export type AttentionMessages = typeof fi;
