import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { shiftPeriod } from '../../../src/api/schemas/calendar.ts';
import { AUTHORED_DAY, finnishDay, finnishMonth, type SeedClock } from '../seed-clock.ts';
import type { SeedStep } from '../seed-step.ts';
import { invoicePdf, receiptPhotoOf, seedDocument, sha256Of } from './documents.ts';

/**
 * Purchase bills of Aurora Oy and Birch Tmi. Each bill covers a state the review page has to
 * show; the amounts are computed here from each line's net amount, rate and deduction, so that every
 * line's net + VAT = gross, the bill's totals are the sums of its lines and a draft journal balances
 * unless a bill deliberately says otherwise. Finnish purchase-ledger accounts: 1763 VAT receivable,
 * 2871 trade payables, 7xxx expenses.
 */

const VAT_RECEIVABLE = '1763';
const TRADE_PAYABLES = '2871';
const JOURNAL_CONTRACT = 'purchase-bill-journal/v3';

/** Who would be eligible for an operation after staff confirmation: company roles, or the firm's staff. */
type Eligible = 'staff' | 'purchase_invoices' | 'invoice_reviewer';
const CUSTOMER_BILL_ROLES: Eligible[] = ['purchase_invoices', 'invoice_reviewer'];

interface LineSeed {
  description: string;
  account: string;
  vatCode: string;
  rate: number;
  net: number;
  deduction: number;
  deductionStatus: string;
  deductionReason: string;
  dimensions?: Record<string, unknown>;
  allocations?: Record<string, unknown>;
}

interface ReviewSeed {
  id: string;
  decidedAt: string;
  verdict: string;
  reason: string;
  documentId: string;
  documentFilename: string;
  documentRevision: string;
  documentAdequacy: string;
  billRevision: string;
  /** False when the draft has been recalculated since this review. */
  sawCurrentDraft: boolean;
}

interface JournalSeed {
  id: string;
  entryNumber: string;
  status: string;
  reversalOf?: string;
  reviewId?: string;
  live: boolean;
}

interface BillSeed {
  customerId: string;
  id: string;
  revision: string;
  number: string;
  supplier: string;
  issueDate: string;
  dueDate: string;
  paid: boolean;
  lines: LineSeed[];
  original: {
    id: string;
    filename: string;
    revision: string;
    adequacy: string;
    status: string;
    /** When the stored revision came in; by default the bill's issue date. */
    uploadedAt?: string;
    /** The due date an earlier revision of the original printed, when a review saw that one. */
    earlierDueDate?: string;
  };
  /** Oldest first; each one after the first supersedes the one before it. */
  reviews: ReviewSeed[];
  reviewState: string;
  reviewReason: string;
  calculation: {
    periodStatus: string;
    reason: string;
    dimensionsAsStated: boolean;
    /** Positions of lines left out of the payable: a draft deliberately calculated from an older revision. */
    payableLeavesOut?: number[];
  };
  journals: JournalSeed[];
  postingState: string;
  postingReady: boolean;
  postingReason: string;
  requiresStaffConfirmation: boolean;
  actions: [operationId: string, version: number, eligible: Eligible[]][];
  /** The supplier's reference (viitenumero) printed on the bill. */
  reference?: string;
  /** The member who made the purchase (docs/decisions/0011: they never decide the bill), by subject. */
  purchasedBy?: string;
  /** The bill names no account to pay to (docs/decisions/0011: it cannot pass its last approval). */
  noAccount?: true;
  /**
   * Why the bill keeps its authored dates on every seeding day: a rate on it was right only before a VAT
   * rate's own change date, which no clock moves.
   */
  keepsDates?: string;
  /** When the other documents its reviews saw (a photographed receipt) came in; by default the issue day at 9.00. */
  otherDocumentsUploadedAt?: string;
}

/**
 * The suppliers' accounts the bills name (docs/decisions/0010), held as sandbox/providers/payee-register.ts says: most
 * under the supplier's own name; Kespro Oy's under its Swedish name (a close match), Puukeskus Oy's by a private
 * person (no match); Neste Oyj's bank does not answer the payee check (unavailable).
 */
const SUPPLIER_ACCOUNTS: Readonly<Record<string, string>> = {
  'Lyreco Finland Oy': 'FI0912345600001001',
  'Helen Oy': 'FI1215903000002002',
  'Elisa Oyj': 'FI0620003800003003',
  'Verkkokauppa.com Oyj': 'FI8731313000004004',
  'Suomalainen Kirjakauppa Oy': 'FI0240050000005005',
  'Royal Ravintolat Oy': 'FI1347110000006006',
  'LeasePlan Finland Oy': 'FI2250001200007007',
  'Kespro Oy': 'FI4457990000008008',
  'Fazer Food Services Oy': 'FI3460000000009009',
  'Neste Oyj': 'FI5666010000010010',
  'Puukeskus Oy': 'FI5971100000011011',
  'Rautakesko Oy': 'FI6380001000012012',
  'Scandic Hotels Oy': 'FI7140050000015015',
};

/** Half-up rounding of a non-negative integer ratio, in integers so that no float enters money. */
function share(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

function vatOf(line: LineSeed): number {
  return share(line.net, line.rate);
}

function totalOf(bill: BillSeed): number {
  return bill.lines.reduce((sum, line) => sum + line.net + vatOf(line), 0);
}

function deductibleVatOf(line: LineSeed): number {
  return share(vatOf(line), line.deduction);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The bytes of a bill's original (docs/decisions/0019): the supplier's PDF invoice, made from the bill, in the
 * revision asked for; an earlier revision printed another due date. A review of another document of the
 * bill (a photographed receipt, `.jpg`) saw a photo of it.
 */
function documentBytes(bill: BillSeed, documentId: string, filename: string, revision: string): Buffer {
  if (documentId !== bill.original.id) {
    return receiptPhotoOf(filename, [bill.supplier, `Lasku ${bill.number}`, ...bill.lines.map((line) => line.description), `Yhteensä ${totalOf(bill) / 100} EUR`]);
  }
  const current = revision === bill.original.revision;
  if (!current && bill.original.earlierDueDate === undefined) throw new Error(`seed: ${bill.id} has no revision ${revision} of its original`);
  return invoicePdf({
    supplier: bill.supplier,
    number: bill.number,
    issueDate: bill.issueDate,
    dueDate: current ? bill.dueDate : (bill.original.earlierDueDate ?? bill.dueDate),
    lines: bill.lines.map((line) => ({ description: line.description, grossCents: line.net + vatOf(line) })),
    totalCents: totalOf(bill),
    vatCents: bill.lines.reduce((sum, line) => sum + vatOf(line), 0),
    revision,
  });
}

interface DraftLine {
  account_code: string;
  vat_code: string;
  description: string;
  debit_cents: number;
  credit_cents: number;
  dimensions: Record<string, unknown>;
  dimension_allocations: Record<string, unknown>;
}

/**
 * The purchase entry of a bill: each line's expense with its non-deductible VAT, the deductible VAT
 * per VAT code to the receivable, and the gross total to trade payables.
 */
function draftLinesOf(bill: BillSeed): DraftLine[] {
  const lines: DraftLine[] = bill.lines.map((line) => ({
    account_code: line.account,
    vat_code: line.vatCode,
    description: line.description,
    debit_cents: line.net + vatOf(line) - deductibleVatOf(line),
    credit_cents: 0,
    dimensions: line.dimensions ?? {},
    dimension_allocations: line.allocations ?? {},
  }));
  const deductibleByCode = new Map<string, number>();
  for (const line of bill.lines) {
    const deductible = deductibleVatOf(line);
    if (deductible > 0) deductibleByCode.set(line.vatCode, (deductibleByCode.get(line.vatCode) ?? 0) + deductible);
  }
  for (const [vatCode, cents] of deductibleByCode) {
    lines.push({
      account_code: VAT_RECEIVABLE,
      vat_code: vatCode,
      description: `Arvonlisäverosaaminen ${vatCode}`,
      debit_cents: cents,
      credit_cents: 0,
      dimensions: {},
      dimension_allocations: {},
    });
  }
  const leftOut = new Set(bill.calculation.payableLeavesOut ?? []);
  const payable = bill.lines
    .filter((_line, index) => !leftOut.has(index + 1))
    .reduce((sum, line) => sum + line.net + vatOf(line), 0);
  lines.push({
    account_code: TRADE_PAYABLES,
    vat_code: '',
    description: `Ostovelka ${bill.supplier}, lasku ${bill.number}`,
    debit_cents: 0,
    credit_cents: payable,
    dimensions: {},
    dimension_allocations: {},
  });
  return lines;
}

const AURORA = 'cus_aurora';
const BIRCH = 'cus_birch';

/**
 * The bills as written on the authored day (seed-clock.ts AUTHORED_DAY); `billOn` moves them to the seeding day.
 * Every bill waiting for its check or approval is due after the authored day (and so after any seeding day), and
 * those due dates stay clear of the purchase batch of 1.12.2026 (pb-2026-0448, pb-2026-0449) by more days than
 * moving on to a banking day can close, so that approving one in a test never joins that batch.
 */
const BILLS: BillSeed[] = [
  {
    // Ordinary, reviewed and ready to post.
    customerId: AURORA,
    id: 'pb-2026-0412',
    revision: 'r2',
    number: '9100234512',
    supplier: 'Lyreco Finland Oy',
    issueDate: '2026-11-03',
    dueDate: '2026-12-10',
    paid: false,
    lines: [
      {
        description: 'Tulostuspaperi A4 80 g, 10 laatikkoa',
        account: '7680',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 18900,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Liiketoiminnan käyttöön; täysi vähennysoikeus.',
        dimensions: { cost_centre: 'HEL' },
      },
      {
        description: 'Mustekasetit HP 305XL, 6 kpl',
        account: '7680',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 23880,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Liiketoiminnan käyttöön; täysi vähennysoikeus.',
        dimensions: { cost_centre: 'HEL' },
      },
    ],
    original: { id: 'doc_lyreco_9100234512', filename: 'Lyreco_lasku_9100234512.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_pb_2026_0412_1',
        decidedAt: '2026-11-05T10:12:00+02:00',
        verdict: 'accepted',
        reason: 'Alkuperäinen PDF-lasku on täydellinen; summat ja arvonlisäverot täsmäävät.',
        documentId: 'doc_lyreco_9100234512',
        documentFilename: 'Lyreco_lasku_9100234512.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r2',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: {
      periodStatus: 'open',
      reason: 'Luonnos on laskettu hyväksytyn tarkastuksen pohjalta laskun versiosta r2.',
      dimensionsAsStated: true,
    },
    journals: [],
    postingState: 'not_posted',
    postingReady: true,
    postingReason: 'Tarkastus on hyväksytty, luonnos täsmää ja kausi {month} on auki; kirjaus odottaa henkilökunnan vahvistusta.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.journal.post', 3, ['staff']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
  },
  {
    // `bill:` prefix; not reviewed yet (no latest review), its draft balances but it is not ready to post.
    customerId: AURORA,
    id: 'bill:2026-0388',
    revision: 'r1',
    number: '540031887712',
    supplier: 'Helen Oy',
    issueDate: '2026-11-06',
    dueDate: '2026-11-27',
    paid: false,
    lines: [
      {
        description: 'Sähköenergia {monthBefore}, 3 412 kWh',
        account: '7100',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 41967,
        deduction: 10000,
        deductionStatus: 'pending',
        deductionReason: 'Toimitilan sähkö; vähennysoikeus vahvistetaan tarkastuksessa.',
      },
      {
        description: 'Perusmaksu {monthBefore}',
        account: '7100',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 390,
        deduction: 10000,
        deductionStatus: 'pending',
        deductionReason: 'Toimitilan sähkö; vähennysoikeus vahvistetaan tarkastuksessa.',
      },
    ],
    original: { id: 'doc_helen_540031887712', filename: 'Helen_sahkolasku_{monthBefore-}.pdf', revision: 'r1', adequacy: 'unverified', status: 'selected' },
    reviews: [],
    reviewState: 'pending',
    reviewReason: 'Alkuperäinen vastaanotettu {issued}; tarkastus odottaa.',
    calculation: {
      periodStatus: 'open',
      reason: 'Luonnos on laskettu laskun tiedoista; sitä ei ole vielä tarkastettu.',
      dimensionsAsStated: false,
    },
    journals: [],
    postingState: 'not_posted',
    postingReady: false,
    postingReason: 'Alkuperäistä ei ole vielä tarkastettu.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.review.record', 2, ['staff', 'invoice_reviewer']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
  },
  {
    // Spaces inside the ID; a review that supersedes a rejected one, made on an older bill revision; partial deduction.
    customerId: AURORA,
    id: 'bill:Elisa 10 2026',
    revision: 'r3',
    number: '6034129981',
    supplier: 'Elisa Oyj',
    issueDate: '2026-10-15',
    dueDate: '2026-11-02',
    paid: false,
    lines: [
      {
        description: 'Matkapuhelinliittymät 3 kpl, {month}',
        account: '7700',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 8970,
        deduction: 8000,
        deductionStatus: 'partial',
        deductionReason: 'Liittymiä käytetään myös yksityisesti; käyttöosuusselvityksen mukaan vähennys 80 %.',
        allocations: { cost_centre: [{ value: 'HEL', basis_points: 6000 }, { value: 'TRE', basis_points: 4000 }] },
      },
      {
        description: 'Yritysnetti 1000M, {month}',
        account: '7700',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 4780,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Toimitilan liittymä vain liiketoiminnan käytössä.',
        dimensions: { cost_centre: 'HEL' },
      },
    ],
    // The operator's PDF was reissued with the corrected due date (revision r2) after the review, which saw r1:
    // the one seeded review whose document digest differs from the original's.
    original: {
      id: 'doc_elisa_6034129981_pdf',
      filename: 'Elisa_lasku_6034129981.pdf',
      revision: 'r2',
      adequacy: 'adequate',
      status: 'selected',
      uploadedAt: '2026-10-21T08:30:00+03:00',
      earlierDueDate: '2026-10-29',
    },
    reviews: [
      {
        id: 'rev_elisa_6034129981_1',
        decidedAt: '2026-10-17T09:00:00+03:00',
        verdict: 'rejected',
        reason: 'Alkuperäinen on valokuva, jossa laskun numero ja arvonlisäveroerittely eivät erotu.',
        documentId: 'doc_elisa_6034129981_photo',
        documentFilename: 'IMG_4411.jpg',
        documentRevision: 'r1',
        documentAdequacy: 'inadequate',
        billRevision: 'r1',
        sawCurrentDraft: false,
      },
      {
        id: 'rev_elisa_6034129981_2',
        decidedAt: '2026-10-20T14:30:00+03:00',
        verdict: 'accepted',
        reason: 'Operaattorin PDF-lasku korvaa valokuvan; summat ja arvonlisäverot täsmäävät.',
        documentId: 'doc_elisa_6034129981_pdf',
        documentFilename: 'Elisa_lasku_6034129981.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r2',
        sawCurrentDraft: false,
      },
    ],
    reviewState: 'outdated',
    reviewReason: 'Viimeisin tarkastus koskee laskun versiota r2; nykyinen versio on r3 (eräpäivä korjattu).',
    calculation: {
      periodStatus: 'open',
      reason: 'Luonnos on laskettu uudelleen laskun versiosta r3.',
      dimensionsAsStated: true,
    },
    journals: [],
    postingState: 'not_posted',
    postingReady: false,
    postingReason: 'Laskun tiedot muuttuivat tarkastuksen jälkeen; tarkastus on uusittava ennen kirjausta.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.review.record', 2, ['staff', 'invoice_reviewer']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
  },
  {
    // Leading and trailing space in the ID; the one deliberately unbalanced draft.
    customerId: AURORA,
    id: ' bill:0191 ',
    revision: 'r2',
    number: 'VK-2026-118734',
    supplier: 'Verkkokauppa.com Oyj',
    issueDate: '2026-11-10',
    dueDate: '2026-12-10',
    paid: false,
    lines: [
      {
        description: 'Kannettava tietokone Lenovo ThinkPad T14 Gen 5',
        account: '7550',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 95600,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Työkone; täysi vähennysoikeus.',
        dimensions: { cost_centre: 'TRE' },
      },
      {
        description: 'Telakointiasema Lenovo USB-C',
        account: '7550',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 18990,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Työkone; täysi vähennysoikeus.',
        dimensions: { cost_centre: 'TRE' },
      },
      {
        description: 'Toimitusmaksu',
        account: '7550',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 790,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Hankinnan sivukulu; täysi vähennysoikeus.',
      },
    ],
    original: { id: 'doc_vk_118734', filename: 'Verkkokauppa_VK-2026-118734.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_vk_118734_1',
        decidedAt: '2026-11-11T08:45:00+02:00',
        verdict: 'accepted',
        reason: 'Alkuperäinen on täydellinen ostolasku.',
        documentId: 'doc_vk_118734',
        documentFilename: 'Verkkokauppa_VK-2026-118734.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r2',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: {
      periodStatus: 'open',
      reason: 'Ostovelka on laskettu laskun versiosta r1, josta toimitusmaksu puuttui; debet ja kredit eivät täsmää.',
      dimensionsAsStated: true,
      payableLeavesOut: [3],
    },
    journals: [],
    postingState: 'blocked',
    postingReady: false,
    postingReason: 'Luonnoksen debet ja kredit eivät täsmää; luonnos on laskettava uudelleen ennen kirjausta.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.calculation.recompute', 1, ['staff']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
  },
  {
    // A slash and non-ASCII characters in the ID; 13.5 % (books from 1.1.2026), 10 % and 25.5 %; posted.
    customerId: AURORA,
    id: 'bill:SK/Jyväskylä 2026/117',
    revision: 'r1',
    number: '2026/117',
    supplier: 'Suomalainen Kirjakauppa Oy',
    issueDate: '2026-09-22',
    dueDate: '2026-10-06',
    paid: true,
    lines: [
      {
        description: 'Kirjanpito ja verotus {year} (ammattikirja)',
        account: '7810',
        vatCode: 'OSTO_13_5',
        rate: 1350,
        net: 8900,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Ammattikirjallisuus; täysi vähennysoikeus.',
      },
      {
        description: 'Talouselämä, vuositilaus',
        account: '7810',
        vatCode: 'OSTO_10',
        rate: 1000,
        net: 29900,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Ammattilehti; täysi vähennysoikeus.',
      },
      {
        description: 'Toimituskulut',
        account: '7810',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 590,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Hankinnan sivukulu; täysi vähennysoikeus.',
      },
    ],
    original: { id: 'doc_sk_2026_117', filename: 'Suomalainen_Kirjakauppa_2026-117.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_sk_2026_117_1',
        decidedAt: '2026-09-24T13:05:00+03:00',
        verdict: 'accepted',
        reason: 'Alkuperäinen on täydellinen; verokannat eritelty riveittäin.',
        documentId: 'doc_sk_2026_117',
        documentFilename: 'Suomalainen_Kirjakauppa_2026-117.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: {
      periodStatus: 'closed',
      reason: 'Luonnos vastaa kirjattua tositetta 2026-000918.',
      dimensionsAsStated: false,
    },
    journals: [{ id: 'je_aurora_2026_000918', entryNumber: '2026-000918', status: 'posted', reviewId: 'rev_sk_2026_117_1', live: true }],
    postingState: 'posted',
    postingReady: false,
    postingReason: 'Kirjattu tositteella 2026-000918.',
    requiresStaffConfirmation: false,
    actions: [['purchase_bill.journal.reverse', 1, ['staff']]],
  },
  {
    // `#`, `?` and `%` in the ID; representation: 13.5 % and 25.5 % with no deduction; awaiting clarification.
    customerId: AURORA,
    id: 'bill:Savoy #77?50%',
    revision: 'r1',
    number: '77',
    supplier: 'Royal Ravintolat Oy',
    issueDate: '2026-11-12',
    dueDate: '2026-11-26',
    paid: false,
    lines: [
      {
        description: 'Asiakasillallinen 4 hlö, ruoat',
        account: '7380',
        vatCode: 'OSTO_13_5',
        rate: 1350,
        net: 42400,
        deduction: 0,
        deductionStatus: 'not_deductible',
        deductionReason: 'Edustusmenojen arvonlisävero ei ole vähennyskelpoinen.',
      },
      {
        description: 'Asiakasillallinen 4 hlö, juomat',
        account: '7380',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 18600,
        deduction: 0,
        deductionStatus: 'not_deductible',
        deductionReason: 'Edustusmenojen arvonlisävero ei ole vähennyskelpoinen.',
      },
    ],
    original: { id: 'doc_savoy_77', filename: 'Savoy_kuitti_77.pdf', revision: 'r1', adequacy: 'incomplete', status: 'selected' },
    reviews: [
      {
        id: 'rev_savoy_77_1',
        decidedAt: '2026-11-13T16:20:00+02:00',
        verdict: 'needs_clarification',
        reason: 'Edustuksen osallistujat ja tarkoitus puuttuvat; lisää selvitys alkuperäisen liitteeksi.',
        documentId: 'doc_savoy_77',
        documentFilename: 'Savoy_kuitti_77.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'incomplete',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'needs_clarification',
    reviewReason: 'Edustusselvitys puuttuu.',
    calculation: {
      periodStatus: 'open',
      reason: 'Luonnos on laskettu laskun tiedoista; edustuksen arvonlisävero kirjataan kuluksi.',
      dimensionsAsStated: false,
    },
    journals: [],
    postingState: 'not_posted',
    postingReady: false,
    postingReason: 'Tarkastus odottaa edustusselvitystä.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
      ['purchase_bill.review.record', 2, ['staff', 'invoice_reviewer']],
    ],
  },
  {
    // Before 1.9.2024 at 24 %, car leasing with 50 % deduction, exempt insurance; posted, reversed and re-posted.
    customerId: AURORA,
    id: 'pb-2024-0816',
    keepsDates: '24 % was the general rate only up to 31.8.2024: moved later, the line would be wrong.',
    revision: 'r1',
    number: 'LP-24-0816-5521',
    supplier: 'LeasePlan Finland Oy',
    issueDate: '2024-08-15',
    dueDate: '2024-08-29',
    paid: true,
    lines: [
      {
        description: 'Henkilöauton leasingvuokra 8/2024, Toyota Corolla Touring Sports',
        account: '7560',
        vatCode: 'OSTO_24',
        rate: 2400,
        net: 54800,
        deduction: 5000,
        deductionStatus: 'partial',
        deductionReason: 'Henkilöautoa käytetään myös yksityisesti; leasingvuokran arvonlisäverosta vähennetään 50 %.',
      },
      {
        description: 'Huoltosopimus 8/2024',
        account: '7570',
        vatCode: 'OSTO_24',
        rate: 2400,
        net: 6200,
        deduction: 5000,
        deductionStatus: 'partial',
        deductionReason: 'Henkilöauton huolto; vähennys 50 % kuten leasingvuokrassa.',
      },
      {
        description: 'Kaskovakuutus 8/2024',
        account: '7580',
        vatCode: 'VEROTON_0',
        rate: 0,
        net: 4350,
        deduction: 0,
        deductionStatus: 'not_applicable',
        deductionReason: 'Vakuutusmaksu on arvonlisäverotonta.',
      },
    ],
    original: { id: 'doc_lp_5521', filename: 'LeasePlan_LP-24-0816-5521.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_lp_5521_1',
        decidedAt: '2024-08-20T11:00:00+03:00',
        verdict: 'accepted',
        reason: 'Leasinglasku on täydellinen; vähennysosuus sopimuksen mukainen.',
        documentId: 'doc_lp_5521',
        documentFilename: 'LeasePlan_LP-24-0816-5521.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty 20.8.2024.',
    calculation: {
      periodStatus: 'locked',
      reason: 'Luonnos vastaa voimassa olevaa tositetta 2024-000656; kausi 8/2024 on lukittu.',
      dimensionsAsStated: false,
    },
    journals: [
      { id: 'je_aurora_2024_000611', entryNumber: '2024-000611', status: 'reversed', reviewId: 'rev_lp_5521_1', live: false },
      { id: 'je_aurora_2024_000655', entryNumber: '2024-000655', status: 'posted', reversalOf: 'je_aurora_2024_000611', reviewId: 'rev_lp_5521_1', live: false },
      { id: 'je_aurora_2024_000656', entryNumber: '2024-000656', status: 'posted', reviewId: 'rev_lp_5521_1', live: true },
    ],
    postingState: 'posted',
    postingReady: false,
    postingReason: 'Tosite 2024-000611 kirjattiin väärälle kulutilille ja peruttiin tositteella 2024-000655; voimassa on tosite 2024-000656.',
    requiresStaffConfirmation: false,
    actions: [['purchase_bill.journal.reverse', 1, ['staff']]],
  },
  {
    // A line at 14 % in 2026, when 13.5 % was in force: the portal's VAT check flags it.
    customerId: AURORA,
    id: 'pb-2026-0233',
    revision: 'r1',
    number: '8823410',
    supplier: 'Kespro Oy',
    issueDate: '2026-02-12',
    dueDate: '2026-02-26',
    paid: true,
    lines: [
      {
        description: 'Henkilöstön kick-off: elintarvikkeet',
        account: '7340',
        vatCode: 'OSTO_14',
        rate: 1400,
        net: 31250,
        deduction: 10000,
        deductionStatus: 'needs_review',
        deductionReason: 'Verokanta poikkeaa tositepäivän verokannoista; hyvityslasku pyydetty toimittajalta.',
      },
      {
        description: 'Kertakäyttöastiat ja servetit',
        account: '7340',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 4620,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilöstön virkistystilaisuus; täysi vähennysoikeus.',
      },
    ],
    original: { id: 'doc_kespro_8823410', filename: 'Kespro_8823410.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_kespro_8823410_1',
        decidedAt: '2026-02-16T10:40:00+02:00',
        verdict: 'accepted',
        reason: 'Alkuperäinen on täydellinen ostolasku.',
        documentId: 'doc_kespro_8823410',
        documentFilename: 'Kespro_8823410.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: {
      periodStatus: 'closed',
      reason: 'Luonnos on laskettu laskun tiedoista; kausi {month} on suljettu.',
      dimensionsAsStated: false,
    },
    journals: [],
    postingState: 'on_hold',
    postingReady: false,
    postingReason: 'Kausi {month} on suljettu ja rivin 1 verokanta odottaa toimittajan hyvityslaskua.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.review.record', 2, ['staff', 'invoice_reviewer']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
  },
  {
    // 14 % in 2025, correctly: posted, no reversal.
    customerId: AURORA,
    id: 'pb-2025-1187',
    keepsDates: '14 % was the reduced rate only up to 31.12.2025: moved later, the line would be wrong.',
    revision: 'r1',
    number: '2025051187',
    supplier: 'Fazer Food Services Oy',
    issueDate: '2025-05-21',
    dueDate: '2025-06-04',
    paid: true,
    lines: [
      {
        description: 'Koulutuspäivän lounas 12 hlö',
        account: '7390',
        vatCode: 'OSTO_14',
        rate: 1400,
        net: 22800,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilöstökoulutuksen ateriat; täysi vähennysoikeus.',
      },
      {
        description: 'Kokoustila ja tekniikka',
        account: '7390',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 35000,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilöstökoulutus; täysi vähennysoikeus.',
      },
    ],
    original: { id: 'doc_fazer_2025051187', filename: 'Fazer_2025051187.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_fazer_2025051187_1',
        decidedAt: '2025-05-23T09:30:00+03:00',
        verdict: 'accepted',
        reason: 'Alkuperäinen on täydellinen ostolasku.',
        documentId: 'doc_fazer_2025051187',
        documentFilename: 'Fazer_2025051187.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty 23.5.2025.',
    calculation: {
      periodStatus: 'locked',
      reason: 'Luonnos vastaa kirjattua tositetta 2025-000402.',
      dimensionsAsStated: false,
    },
    journals: [{ id: 'je_aurora_2025_000402', entryNumber: '2025-000402', status: 'posted', reviewId: 'rev_fazer_2025051187_1', live: true }],
    postingState: 'posted',
    postingReady: false,
    postingReason: 'Kirjattu tositteella 2025-000402.',
    requiresStaffConfirmation: false,
    actions: [['purchase_bill.journal.reverse', 1, ['staff']]],
  },
  {
    customerId: BIRCH,
    id: 'bill:B-2026-031',
    revision: 'r1',
    number: '3004417752',
    supplier: 'Neste Oyj',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    paid: false,
    lines: [
      {
        description: 'Diesel {monthBefore}, pakettiauto ABC-123',
        account: '7510',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 31475,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Pakettiauto on vain liiketoiminnan käytössä.',
      },
    ],
    original: { id: 'doc_birch_neste_3004417752', filename: 'Neste_3004417752.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_birch_neste_1',
        decidedAt: '2026-11-03T12:00:00+02:00',
        verdict: 'accepted',
        reason: 'Polttoainelasku on täydellinen.',
        documentId: 'doc_birch_neste_3004417752',
        documentFilename: 'Neste_3004417752.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: { periodStatus: 'open', reason: 'Luonnos on laskettu hyväksytyn tarkastuksen pohjalta.', dimensionsAsStated: false },
    journals: [],
    postingState: 'not_posted',
    postingReady: true,
    postingReason: 'Tarkastus on hyväksytty ja luonnos täsmää; kirjaus odottaa henkilökunnan vahvistusta.',
    requiresStaffConfirmation: true,
    actions: [['purchase_bill.journal.post', 3, ['staff']]],
  },
  {
    customerId: BIRCH,
    id: 'bill:B-2026-028',
    revision: 'r1',
    number: '118820',
    supplier: 'Puukeskus Oy',
    issueDate: '2026-10-20',
    dueDate: '2026-11-19',
    paid: true,
    lines: [
      {
        description: 'Koivuvaneri 12 mm 1220×2440, 20 levyä',
        account: '4000',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 96000,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Myytävien tuotteiden raaka-aine; täysi vähennysoikeus.',
      },
    ],
    original: { id: 'doc_birch_puukeskus_118820', filename: 'Puukeskus_118820.pdf', revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: 'rev_birch_puukeskus_1',
        decidedAt: '2026-10-22T09:15:00+03:00',
        verdict: 'accepted',
        reason: 'Ostolasku on täydellinen.',
        documentId: 'doc_birch_puukeskus_118820',
        documentFilename: 'Puukeskus_118820.pdf',
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: { periodStatus: 'open', reason: 'Luonnos vastaa kirjattua tositetta 2026-000233.', dimensionsAsStated: false },
    journals: [{ id: 'je_birch_2026_000233', entryNumber: '2026-000233', status: 'posted', reviewId: 'rev_birch_puukeskus_1', live: true }],
    postingState: 'posted',
    postingReady: false,
    postingReason: 'Kirjattu tositteella 2026-000233.',
    requiresStaffConfirmation: false,
    actions: [['purchase_bill.journal.reverse', 1, ['staff']]],
  },
];

/**
 * A bill of the invoice circulation (docs/decisions/0011): one original PDF the firm accepted, its draft calculated from it, not
 * posted yet. `duplicateOf` copies another bill's supplier, number, dates, lines and original bytes, as a
 * bill sent twice would be.
 */
function circulatingBill(bill: {
  id: string;
  number: string;
  supplier: string;
  issueDate: string;
  dueDate: string;
  reviewedAt: string;
  lines: LineSeed[];
  documentId: string;
  filename: string;
  reference?: string;
  purchasedBy?: string;
  noAccount?: true;
}): BillSeed {
  return {
    customerId: AURORA,
    id: bill.id,
    revision: 'r1',
    number: bill.number,
    supplier: bill.supplier,
    issueDate: bill.issueDate,
    dueDate: bill.dueDate,
    paid: false,
    lines: bill.lines,
    original: { id: bill.documentId, filename: bill.filename, revision: 'r1', adequacy: 'adequate', status: 'selected' },
    reviews: [
      {
        id: `rev_${bill.documentId.replace(/^doc_/, '')}_1`,
        decidedAt: bill.reviewedAt,
        verdict: 'accepted',
        reason: 'Alkuperäinen on täydellinen ostolasku; summat ja arvonlisäverot täsmäävät.',
        documentId: bill.documentId,
        documentFilename: bill.filename,
        documentRevision: 'r1',
        documentAdequacy: 'adequate',
        billRevision: 'r1',
        sawCurrentDraft: true,
      },
    ],
    reviewState: 'accepted',
    reviewReason: 'Alkuperäinen hyväksytty {reviewed}.',
    calculation: { periodStatus: 'open', reason: 'Luonnos on laskettu hyväksytyn tarkastuksen pohjalta.', dimensionsAsStated: false },
    journals: [],
    postingState: 'not_posted',
    postingReady: true,
    postingReason: 'Tarkastus on hyväksytty ja luonnos täsmää; kirjaus odottaa henkilökunnan vahvistusta.',
    requiresStaffConfirmation: true,
    actions: [
      ['purchase_bill.journal.post', 3, ['staff']],
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
    ],
    ...(bill.reference === undefined ? {} : { reference: bill.reference }),
    ...(bill.purchasedBy === undefined ? {} : { purchasedBy: bill.purchasedBy }),
    ...(bill.noAccount ? { noAccount: true as const } : {}),
  };
}

/**
 * A circulating bill whose original the firm found incomplete: its review asks the company for a clarification
 * attached to the original, so nothing can be posted or decided before the company answers.
 */
function awaitingClarification(bill: BillSeed, asked: string): BillSeed {
  return {
    ...bill,
    original: { ...bill.original, adequacy: 'incomplete' },
    reviews: bill.reviews.map((review) => ({ ...review, verdict: 'needs_clarification', reason: asked, documentAdequacy: 'incomplete' })),
    reviewState: 'needs_clarification',
    reviewReason: 'Selvitys puuttuu.',
    postingReady: false,
    postingReason: 'Tarkastus odottaa selvitystä.',
    actions: [
      ['purchase_bill.original.replace', 1, CUSTOMER_BILL_ROLES],
      ['purchase_bill.review.record', 2, ['staff', 'invoice_reviewer']],
    ],
  };
}

const fullyDeductible = (description: string, account: string, net: number, reason = 'Liiketoiminnan käyttöön; täysi vähennysoikeus.'): LineSeed => ({
  description,
  account,
  vatCode: 'OSTO_25_5',
  rate: 2550,
  net,
  deduction: 10000,
  deductionStatus: 'confirmed',
  deductionReason: reason,
});

const LYRECO_LINES = BILLS.find((bill) => bill.id === 'pb-2026-0412')?.lines ?? [];

/**
 * docs/decisions/0011: the bills whose circulation sandbox/db/seeds/circulation.ts sets in each state (its module
 * comment says which is which).
 */
const CIRCULATION_BILLS: BillSeed[] = [
  awaitingClarification(
    circulatingBill({
      id: 'pb-2026-0455',
      number: 'SH-4471902',
      supplier: 'Scandic Hotels Oy',
      issueDate: '2026-11-19',
      dueDate: '2026-12-03',
      reviewedAt: '2026-11-20T14:30:00+02:00',
      documentId: 'doc_scandic_4471902',
      filename: 'Scandic_SH-4471902.pdf',
      reference: '44719 02007',
      lines: [
        {
          description: 'Majoitus 2 yötä, Scandic Tampere Station',
          account: '7740',
          vatCode: 'OSTO_13_5',
          rate: 1350,
          net: 26400,
          deduction: 10000,
          deductionStatus: 'confirmed',
          deductionReason: 'Työmatkan majoitus; täysi vähennysoikeus.',
        },
      ],
    }),
    'Laskusta ei näe, kuka yöpyi ja minkä työmatkan vuoksi; lisää matkalasku tai selvitys alkuperäisen liitteeksi.',
  ),
  circulatingBill({
    id: 'pb-2026-0440',
    number: 'LP-26-1120-5521',
    supplier: 'LeasePlan Finland Oy',
    issueDate: '2026-11-20',
    dueDate: '2026-12-04',
    reviewedAt: '2026-11-21T09:20:00+02:00',
    documentId: 'doc_leaseplan_2611205521',
    filename: 'LeasePlan_LP-26-1120-5521.pdf',
    reference: '55210 11204',
    lines: [
      {
        description: 'Leasingvuokra {monthAfter}, Toyota Corolla Touring Sports',
        account: '7620',
        vatCode: 'OSTO_25_5',
        rate: 2550,
        net: 52000,
        deduction: 5000,
        deductionStatus: 'partial',
        deductionReason: 'Henkilöautoa käytetään myös yksityisesti; leasingvuokran arvonlisäverosta vähennetään 50 %.',
      },
    ],
  }),
  circulatingBill({
    id: 'pb-2026-0452',
    number: 'RK-7781204',
    supplier: 'Rautakesko Oy',
    issueDate: '2026-11-23',
    dueDate: '2026-12-07',
    reviewedAt: '2026-11-24T10:05:00+02:00',
    documentId: 'doc_rautakesko_7781204',
    filename: 'Rautakesko_RK-7781204.pdf',
    reference: '77812 04005',
    lines: [fullyDeductible('Hyllyjärjestelmä varastoon, 4 osaa', '7680', 23600), fullyDeductible('Kiinnitystarvikkeet', '7680', 1850)],
  }),
  circulatingBill({
    // the same bill sent twice: supplier, number, total and original bytes as pb-2026-0412's
    id: 'pb-2026-0431',
    number: '9100234512',
    supplier: 'Lyreco Finland Oy',
    issueDate: '2026-11-03',
    dueDate: '2026-12-10',
    reviewedAt: '2026-11-14T11:30:00+02:00',
    documentId: 'doc_lyreco_9100234512_copy',
    filename: 'Lyreco_lasku_9100234512 (kopio).pdf',
    lines: LYRECO_LINES,
  }),
  circulatingBill({
    id: 'pb-2026-0445',
    number: '2026-311',
    supplier: 'Paahtimo Kaffa Oy',
    issueDate: '2026-11-16',
    dueDate: '2026-11-30',
    reviewedAt: '2026-11-17T13:10:00+02:00',
    documentId: 'doc_kaffa_2026_311',
    filename: 'Kaffa_lasku_2026-311.pdf',
    purchasedBy: 'person_approver',
    noAccount: true,
    lines: [
      {
        description: 'Kahvipapu, toimiston kahvi 12 kg',
        account: '7340',
        vatCode: 'OSTO_13_5',
        rate: 1350,
        net: 28800,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilökunnan kahvi työpaikalla; täysi vähennysoikeus.',
      },
    ],
  }),
  circulatingBill({
    id: 'pb-2026-0448',
    number: '118977',
    supplier: 'Puukeskus Oy',
    issueDate: '2026-11-17',
    dueDate: '2026-12-01',
    reviewedAt: '2026-11-18T09:40:00+02:00',
    documentId: 'doc_puukeskus_118977',
    filename: 'Puukeskus_118977.pdf',
    reference: '11897 70019',
    lines: [fullyDeductible('Havuvaneri 18 mm, 12 levyä, toimiston hyllyt', '7680', 42300)],
  }),
  circulatingBill({
    id: 'pb-2026-0449',
    number: '2026111987',
    supplier: 'Fazer Food Services Oy',
    issueDate: '2026-11-17',
    dueDate: '2026-12-01',
    reviewedAt: '2026-11-18T09:55:00+02:00',
    documentId: 'doc_fazer_2026111987',
    filename: 'Fazer_2026111987.pdf',
    lines: [
      {
        description: 'Asiakastilaisuuden kahvitarjoilu 30 hlö',
        account: '7390',
        vatCode: 'OSTO_13_5',
        rate: 1350,
        net: 34500,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilöstön ja asiakkaiden koulutustilaisuus; täysi vähennysoikeus.',
      },
    ],
  }),
  circulatingBill({
    id: 'pb-2026-0421',
    number: '8830157',
    supplier: 'Kespro Oy',
    issueDate: '2026-11-06',
    dueDate: '2026-11-20',
    reviewedAt: '2026-11-09T10:15:00+02:00',
    documentId: 'doc_kespro_8830157',
    filename: 'Kespro_8830157.pdf',
    reference: '88301 57004',
    lines: [
      {
        description: 'Henkilöstön pikkujoulu: elintarvikkeet',
        account: '7340',
        vatCode: 'OSTO_13_5',
        rate: 1350,
        net: 41200,
        deduction: 10000,
        deductionStatus: 'confirmed',
        deductionReason: 'Henkilöstön virkistystilaisuus; täysi vähennysoikeus.',
      },
    ],
  }),
];

async function insertBill(tx: Transaction, bill: BillSeed): Promise<void> {
  const { customerId: c, id } = bill;
  const total = bill.lines.reduce((sum, line) => sum + line.net + vatOf(line), 0);
  const vat = bill.lines.reduce((sum, line) => sum + vatOf(line), 0);
  const resourceUri = `/purchase-bills/${encodeURIComponent(id)}`;
  await tx.query(
    `insert into purchase_bills (customer_id, id, resource_uri, revision, number, supplier, issue_date, due_date, currency,
       status, total_cents, vat_cents, open_cents, review_state, review_reason, calculation_reason, posting_state,
       posting_ready, posting_reason, requires_staff_confirmation, supplier_iban, reference, purchased_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'EUR', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [
      c,
      id,
      resourceUri,
      bill.revision,
      bill.number,
      bill.supplier,
      bill.issueDate,
      bill.dueDate,
      bill.paid ? 'paid' : 'open',
      total,
      vat,
      bill.paid ? 0 : total,
      bill.reviewState,
      bill.reviewReason,
      bill.calculation.reason,
      bill.postingState,
      bill.postingReady,
      bill.postingReason,
      bill.requiresStaffConfirmation,
      bill.noAccount ? null : (SUPPLIER_ACCOUNTS[bill.supplier] ?? null),
      bill.reference ?? null,
      bill.purchasedBy ?? null,
    ],
  );
  for (const [index, line] of bill.lines.entries()) {
    const lineVat = vatOf(line);
    await tx.query(
      `insert into purchase_bill_lines (customer_id, bill_id, position, description, expense_account_code, vat_code,
         vat_rate_basis_points, net_cents, vat_cents, gross_cents, deduction_basis_points, deduction_review_status, deduction_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [c, id, index + 1, line.description, line.account, line.vatCode, line.rate, line.net, lineVat, line.net + lineVat, line.deduction, line.deductionStatus, line.deductionReason],
    );
  }
  const original = bill.original;
  const originalBytes = documentBytes(bill, original.id, original.filename, original.revision);
  // The original is a document of the company (docs/decisions/0019), read at its resource URI; a booked bill's file is booked.
  await seedDocument(
    tx,
    {
      customerId: c,
      id: original.id,
      filename: original.filename,
      contentType: 'application/pdf',
      uploadedAt: original.uploadedAt ?? `${bill.issueDate}T10:00:00+02:00`,
      bytes: originalBytes,
    },
    { fixed: { state: bill.postingState === 'posted' ? 'booked' : 'parsed', detail: null } },
  );
  await tx.query(
    `insert into purchase_bill_originals (customer_id, bill_id, id, filename, resource_uri, revision, sha256, adequacy, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [c, id, original.id, original.filename, `/documents/${original.id}`, original.revision, sha256Of(originalBytes), original.adequacy, original.status],
  );
  // Another document a review saw (a photographed receipt the PDF replaced) is a document of the company too.
  const seeded = new Set([original.id]);
  for (const review of bill.reviews) {
    if (seeded.has(review.documentId)) continue;
    seeded.add(review.documentId);
    await seedDocument(
      tx,
      {
        customerId: c,
        id: review.documentId,
        filename: review.documentFilename,
        contentType: 'image/jpeg',
        uploadedAt: bill.otherDocumentsUploadedAt ?? `${bill.issueDate}T09:00:00+02:00`,
        bytes: documentBytes(bill, review.documentId, review.documentFilename, review.documentRevision),
      },
      { fixed: { state: 'parsed', detail: null } },
    );
  }

  const draftLines = draftLinesOf(bill);
  const digest = `sha256:${sha256(JSON.stringify(draftLines))}`;
  const draftId = `draft_${sha256(`${c}\n${id}`).slice(0, 16)}`;
  const period = bill.issueDate.slice(0, 7);
  const debit = draftLines.reduce((sum, line) => sum + line.debit_cents, 0);
  const credit = draftLines.reduce((sum, line) => sum + line.credit_cents, 0);

  let prior: string | null = null;
  for (const review of bill.reviews) {
    const draftDigest = review.sawCurrentDraft ? digest : `sha256:${sha256(`${id}\n${review.billRevision}\n${review.id}`)}`;
    await tx.query(
      `insert into purchase_bill_reviews (customer_id, id, bill_id, decided_at, receipt_uri, document_id, bill_revision,
         document_revision, document_sha256, document_adequacy, verdict, reason, prior_review_id, draft_contract, draft_digest, draft)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        c,
        review.id,
        id,
        review.decidedAt,
        `${resourceUri}/reviews/${review.id}/receipt`,
        review.documentId,
        review.billRevision,
        review.documentRevision,
        sha256Of(documentBytes(bill, review.documentId, review.documentFilename, review.documentRevision)),
        review.documentAdequacy,
        review.verdict,
        review.reason,
        prior,
        JOURNAL_CONTRACT,
        draftDigest,
        JSON.stringify(
          review.sawCurrentDraft
            ? { id: draftId, period, entry_date: bill.issueDate, debit_cents: debit, credit_cents: credit, line_count: draftLines.length }
            : { id: draftId, bill_revision: review.billRevision },
        ),
      ],
    );
    prior = review.id;
  }

  await tx.query(
    `insert into purchase_bill_calculations (customer_id, bill_id, contract, digest, period_status, draft_id, period,
       entry_date, description, source, source_ref, dimensions_as_stated)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'purchase_bill', $10, $11)`,
    [c, id, JOURNAL_CONTRACT, digest, bill.calculation.periodStatus, draftId, period, bill.issueDate, `Ostolasku ${bill.number}, ${bill.supplier}`, id, bill.calculation.dimensionsAsStated],
  );
  for (const [index, line] of draftLines.entries()) {
    await tx.query(
      `insert into purchase_bill_calculation_lines (customer_id, bill_id, position, account_code, vat_code, description,
         debit_cents, credit_cents, dimensions, dimension_allocations)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [c, id, index + 1, line.account_code, line.vat_code, line.description, line.debit_cents, line.credit_cents, JSON.stringify(line.dimensions), JSON.stringify(line.dimension_allocations)],
    );
  }
  for (const [index, journal] of bill.journals.entries()) {
    await tx.query(
      `insert into purchase_bill_journals (customer_id, id, bill_id, position, entry_number, status, reversal_of, review_id, live)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c, journal.id, id, index + 1, journal.entryNumber, journal.status, journal.reversalOf ?? null, journal.reviewId ?? null, journal.live],
    );
  }
  for (const [index, [operationId, version, eligible]] of bill.actions.entries()) {
    await tx.query(
      `insert into purchase_bill_actions (customer_id, bill_id, position, operation_id, operation_version, eligible)
       values ($1, $2, $3, $4, $5, $6)`,
      [c, id, index + 1, operationId, version, eligible],
    );
  }
}

/**
 * A bill's due date on the seeding day: moved as the clock moves due dates, on to a banking day — but one already
 * past on the authored day stays past, where that rolling on would carry it to today or later.
 */
function dueDateOn(clock: SeedClock, authored: string): string {
  const due = clock.dueDate(authored);
  return authored < AUTHORED_DAY && due >= clock.today ? clock.date(authored) : due;
}

/**
 * A text of a bill that names a day or a month, written from the bill's moved dates: `{issued}` its issue day,
 * `{reviewed}` the day of its latest review, `{month}` its issue month (`11/2026`), `{monthBefore}` and
 * `{monthAfter}` the months either side of it (what an energy bill or a lease's rent is for), `{monthBefore-}`
 * the month before as a file name writes it (`10-2026`), `{year}` its issue year.
 */
function textOn(text: string, bill: BillSeed): string {
  const month = bill.issueDate.slice(0, 7);
  const before = shiftPeriod(month, -1);
  const reviewed = bill.reviews.at(-1)?.decidedAt.slice(0, 10);
  return text.replace(/\{(issued|reviewed|month|monthBefore|monthAfter|monthBefore-|year)\}/g, (_token, name: string) => {
    switch (name) {
      case 'issued':
        return finnishDay(bill.issueDate);
      case 'reviewed':
        if (reviewed === undefined) throw new Error(`seed: ${bill.id} names a review it has not had`);
        return finnishDay(reviewed);
      case 'month':
        return finnishMonth(month);
      case 'monthBefore':
        return finnishMonth(before);
      case 'monthAfter':
        return finnishMonth(shiftPeriod(month, 1));
      case 'monthBefore-':
        return `${before.slice(5, 7)}-${before.slice(0, 4)}`;
      default:
        return bill.issueDate.slice(0, 4);
    }
  });
}

/**
 * A bill as seeded on the clock's day (docs/decisions/0001-seed-lives-in-the-present.md): its issue and due
 * dates, reviews and uploads are events and move by whole days (so a bill waiting for its approval is due as
 * many days ahead as on the authored day, and the purchase batch of its due date with it), and its texts that
 * name a day or a month are written from the moved dates. Its draft's period is its moved issue month, so a
 * posting never lands in another month than the bill's date says.
 */
function billOn(clock: SeedClock, authored: BillSeed): BillSeed {
  if (authored.keepsDates !== undefined) return authored;
  const moved: BillSeed = {
    ...authored,
    issueDate: clock.date(authored.issueDate),
    dueDate: dueDateOn(clock, authored.dueDate),
    original: {
      ...authored.original,
      uploadedAt: clock.instant(authored.original.uploadedAt ?? `${authored.issueDate}T10:00:00+02:00`),
      ...(authored.original.earlierDueDate === undefined ? {} : { earlierDueDate: dueDateOn(clock, authored.original.earlierDueDate) }),
    },
    reviews: authored.reviews.map((review) => ({ ...review, decidedAt: clock.instant(review.decidedAt) })),
    otherDocumentsUploadedAt: clock.instant(authored.otherDocumentsUploadedAt ?? `${authored.issueDate}T09:00:00+02:00`),
  };
  const text = (template: string) => textOn(template, moved);
  return {
    ...moved,
    lines: moved.lines.map((line) => ({ ...line, description: text(line.description) })),
    original: { ...moved.original, filename: text(moved.original.filename) },
    reviews: moved.reviews.map((review) => ({ ...review, reason: text(review.reason), documentFilename: text(review.documentFilename) })),
    reviewReason: text(moved.reviewReason),
    calculation: { ...moved.calculation, reason: text(moved.calculation.reason) },
    postingReason: text(moved.postingReason),
  };
}

export const seedBills: SeedStep = async (tx, clock) => {
  for (const bill of [...BILLS, ...CIRCULATION_BILLS]) await insertBill(tx, billOn(clock, bill));
};
