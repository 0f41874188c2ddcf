import { AURORA, CUSTOMER_BILL_ROLES, fullyDeductible, type BillSeed, type LineSeed } from './bill-seed.ts';
import { BILLS_IN_REVIEW } from './bills-in-review.ts';

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

const LYRECO_LINES = BILLS_IN_REVIEW.find((bill) => bill.id === 'pb-2026-0412')?.lines ?? [];

/**
 * docs/decisions/0011: the bills whose circulation sandbox/db/seeds/circulation.ts sets in each state (its module
 * comment says which is which).
 */
export const CIRCULATION_BILLS: BillSeed[] = [
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
