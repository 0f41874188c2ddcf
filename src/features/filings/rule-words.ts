/**
 * The due-date rules the portal knows, by the service's own Finnish wording (a filing's `rule.text`, one or more
 * of these sentences in a row), so that a person reading Swedish or English is told the rule in their language
 * (messages `rules.*`), the service's text kept beside it as it came. A text with any sentence not here is not
 * known: it is shown in Finnish only, marked as such. The sandbox writes these sentences
 * (sandbox/filings/due-dates.ts; docs/decisions/0005-sole-trader-filing-dates.md); a new one needs its words here.
 */
export const KNOWN_RULES = {
  vatMonth: 'Kuukauden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään verokautta toisena seuraavan kuukauden 12. päivänä.',
  vatQuarter: 'Neljänneskalenterivuoden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään neljännestä toisena seuraavan kuukauden 12. päivänä.',
  vatYear: 'Kalenterivuoden verokauden arvonlisävero ilmoitetaan ja maksetaan viimeistään verokautta seuraavan helmikuun viimeisenä päivänä.',
  employerContributions:
    'Palkoista pidätetyt ennakonpidätykset ja työnantajan sairausvakuutusmaksu maksetaan viimeistään palkanmaksukuukautta seuraavan kuukauden 12. päivänä.',
  incomesRegister: 'Palkkatietoilmoitus annetaan tulorekisteriin viimeistään viidentenä kalenteripäivänä maksupäivän jälkeen.',
  companyTaxReturn: 'Osakeyhtiön veroilmoitus (6B) annetaan neljän kuukauden kuluessa tilikauden viimeisen kalenterikuukauden päättymisestä.',
  businessTaxReturn: 'Elinkeinotoiminnan veroilmoitus (lomake 5) annetaan Verohallinnon kullekin verovuodelle päättämänä määräpäivänä, yleensä huhtikuun alussa.',
  businessTaxReturnEstimate:
    'Tämän verovuoden päivää ei ole vielä julkaistu: määräpäiväksi on arvioitu huhtikuun 1. päivä, aikaisin päivä, jonka Verohallinto on viime vuosina päättänyt.',
  financialStatements: 'Tilinpäätös ilmoitetaan kaupparekisteriin kahdeksan kuukauden kuluessa tilikauden päättymisestä; myöhästyneestä PRH perii myöhästymismaksun.',
  movesToBankingDay:
    'Jos päivä ei ole pankkipäivä (lauantai, sunnuntai, pyhäpäivä, juhannus- tai jouluaatto), määräpäivä on seuraava pankkipäivä (laki 150/1930, 5 §).',
} as const;

export type KnownRule = keyof typeof KNOWN_RULES;

const RULES = Object.entries(KNOWN_RULES) as [KnownRule, string][];

/** The same words with any run of white space as one space, and none at either end. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The known rules a rule's text is made of, in its order; null when any part of it is not a known sentence
 * (or it is empty): then only the service's own words can say it.
 */
export function knownRulesOf(text: string): KnownRule[] | null {
  let rest = squeezed(text);
  const found: KnownRule[] = [];
  while (rest !== '') {
    const next = RULES.find(([, sentence]) => rest === sentence || rest.startsWith(`${sentence} `));
    if (!next) return null;
    found.push(next[0]);
    rest = rest.slice(next[1].length).trimStart();
  }
  return found.length === 0 ? null : found;
}
