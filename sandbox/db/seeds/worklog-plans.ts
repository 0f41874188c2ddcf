/** Who records hours in the seeded work logs, on which weekdays, how long and about what: the plans the seed draws its entries from. */
import { apiKeyEmailOf } from '../../api/auth/person.ts';
import { DEMO_API_KEYS, DEMO_PEOPLE } from '../../idp/demo-people.ts';

export type Author =
  | { kind: 'person'; subject: string; email: string; name: string }
  | { kind: 'api_key'; keyId: string; email: string; name: string };

export interface AuthorPlan {
  author: Author;
  /** Percentage of workdays with an entry. */
  density: number;
  /** Percentage of those days with a second entry. */
  secondEntry: number;
  minutes: readonly number[];
  notes: readonly string[];
  /** Summer holiday, `MM-DD` inclusive. */
  holiday: readonly [string, string];
  /** Days of the week (1 = Monday) the author works on; all weekdays when absent. */
  weekdays?: readonly number[];
  /** Entries only from / until these dates. */
  from?: string;
  until?: string;
}

function person(subject: string): Author {
  const found = DEMO_PEOPLE.find((candidate) => candidate.subject === subject);
  if (!found) throw new Error(`seed: no demo person ${subject}`);
  return { kind: 'person', subject, email: found.email, name: found.name };
}

function apiKey(keyId: string): Author {
  const found = DEMO_API_KEYS.find((candidate) => candidate.id === keyId);
  if (!found) throw new Error(`seed: no demo key ${keyId}`);
  return { kind: 'api_key', keyId, email: apiKeyEmailOf(keyId), name: found.name };
}

export const AURORA_PLANS: readonly AuthorPlan[] = [
  {
    author: person('person_approver'),
    density: 85,
    secondEntry: 20,
    minutes: [120, 180, 240, 270, 300, 360, 420, 450],
    notes: [
      'Ostolaskujen tarkastus',
      'Myyntilaskutus',
      'Maksuliikenteen täsmäytys',
      'Arvonlisäveroilmoituksen valmistelu',
      'Toimittajaneuvottelu',
      'Kassan täsmäytys',
      'Kuukauden päätös: jaksotukset',
    ],
    holiday: ['07-01', '07-26'],
  },
  {
    author: person('person_operator'),
    density: 80,
    secondEntry: 35,
    minutes: [60, 90, 120, 180, 240, 300, 360, 450],
    notes: [
      'Varaston inventointi',
      'Tilausten käsittely',
      'Asiakaspalvelu; puhelin ja sähköposti',
      'Lähetysten pakkaus',
      'Tuotekuvaus verkkokauppaan',
      'Toimitusten vastaanotto; "Tukku Oy" ja Kuljetus Ky',
    ],
    holiday: ['07-08', '08-02'],
  },
  {
    author: person('person_claimant'),
    density: 45,
    secondEntry: 10,
    minutes: [45, 90, 150, 210, 330, 465],
    notes: [
      'Asiakaskäynti, Tampere',
      'Myyntikäynti, Espoo',
      'Messut: osastovuoro',
      'Tarjousten laadinta',
      'Matkalaskujen kokoaminen',
    ],
    holiday: ['06-24', '07-19'],
  },
  {
    author: person('person_admin'),
    density: 35,
    secondEntry: 0,
    minutes: [30, 60, 90, 120, 165],
    notes: [
      'Kuukausiraportin läpikäynti',
      'Palaveri tilitoimiston kanssa',
      'Budjetin päivitys',
      'Rekrytointihaastattelut',
      'Hallituksen kokouksen valmistelu',
    ],
    holiday: ['07-15', '08-09'],
  },
  {
    // has left Aurora (removed on the authored 2026-10-31): their hours stay as evidence
    author: person('person_former'),
    density: 70,
    secondEntry: 15,
    minutes: [90, 180, 240, 360, 450],
    notes: ['Asennustyö', 'Huoltokäynti', 'Laitteiden kalibrointi', 'Asennusten dokumentointi'],
    holiday: ['07-01', '07-26'],
    // the day before he was removed (an event: moved by days, as seed.ts moves his removal)
    until: '2026-10-30',
  },
  {
    // the cash-register integration sends shifts with its write key from the day the key was made
    author: apiKey('key_aurora_write'),
    density: 100,
    secondEntry: 0,
    minutes: [240, 300, 360],
    notes: ['Kassavuoro (siirretty kassajärjestelmästä)'],
    holiday: ['12-31', '12-31'],
    weekdays: [1, 4],
    from: '2026-06-15',
  },
];

export const BIRCH_PLANS: readonly AuthorPlan[] = [
  {
    author: person('person_admin'),
    density: 40,
    secondEntry: 0,
    minutes: [45, 60, 120],
    notes: ['Kirjanpitoaineiston toimitus', 'Verkkokaupan tuotepäivitys', 'Asiakasviestit'],
    holiday: ['07-01', '07-31'],
    from: '2026-11-02',
  },
  {
    author: apiKey('key_birch_write'),
    density: 100,
    secondEntry: 0,
    minutes: [120],
    notes: ['Tilausten käsittely (siirretty verkkokaupasta)'],
    holiday: ['12-31', '12-31'],
    weekdays: [5],
    from: '2026-11-02',
  },
];
