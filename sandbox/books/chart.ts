import type { ACCOUNT_KINDS } from '../../src/api/schemas/books.ts';

/** One account of the chart: its number, its Finnish name, where it belongs and the statement line it shows on. */
export interface ChartAccount {
  code: string;
  name: string;
  kind: (typeof ACCOUNT_KINDS)[number];
  statement_line: string;
}

const account = (code: string, name: string, kind: ChartAccount['kind'], statement_line: string): ChartAccount => ({ code, name, kind, statement_line });

/**
 * The chart of accounts every seeded company keeps, in the Finnish numbering for small businesses
 * (1xxx assets, 2xxx equity and liabilities, 3xxx revenue, 4xxx–8xxx expenses, 9xxx financial items and
 * taxes). The expense accounts the seeded purchase bills name (73xx–78xx) are here too, so that a bill is
 * booked on the account its lines give. Each account's line is a key of the statutory layout (layout.ts).
 */
export const CHART: readonly ChartAccount[] = [
  account('1160', 'Koneet ja kalusto', 'asset', 'tangible_assets'),
  account('1500', 'Aineet ja tarvikkeet', 'asset', 'inventories'),
  account('1700', 'Myyntisaamiset', 'asset', 'receivables'),
  account('1763', 'Arvonlisäverosaamiset', 'asset', 'receivables'),
  account('1910', 'Pankkitili', 'asset', 'cash_and_bank'),
  account('1999', 'Selvittelytili', 'asset', 'receivables'),
  account('2000', 'Osakepääoma', 'equity', 'share_capital'),
  account('2250', 'Edellisten tilikausien voitto', 'equity', 'retained_earnings'),
  account('2600', 'Lainat rahoituslaitoksilta', 'liability', 'non_current_liabilities'),
  account('2871', 'Ostovelat', 'liability', 'current_liabilities'),
  account('2930', 'Ennakonpidätysvelka', 'liability', 'current_liabilities'),
  account('2939', 'Arvonlisäverovelka', 'liability', 'current_liabilities'),
  account('2940', 'Sosiaaliturvamaksuvelka', 'liability', 'current_liabilities'),
  account('2950', 'Siirtovelat', 'liability', 'current_liabilities'),
  account('2960', 'Eläkevakuutusmaksuvelka', 'liability', 'current_liabilities'),
  account('3000', 'Myynti', 'revenue', 'revenue'),
  account('3900', 'Liiketoiminnan muut tuotot', 'revenue', 'other_operating_income'),
  account('4000', 'Ostot', 'expense', 'materials'),
  account('4500', 'Ulkopuoliset palvelut', 'expense', 'external_services'),
  account('5000', 'Palkat ja palkkiot', 'expense', 'wages_and_salaries'),
  account('6100', 'Eläkekulut', 'expense', 'pension_expenses'),
  account('6300', 'Muut henkilösivukulut', 'expense', 'other_social_security_expenses'),
  account('6800', 'Poistot', 'expense', 'depreciation'),
  account('7000', 'Toimitilakulut', 'expense', 'other_operating_expenses'),
  account('7100', 'Sähkö ja lämpö', 'expense', 'other_operating_expenses'),
  account('7300', 'Ajoneuvokulut', 'expense', 'other_operating_expenses'),
  account('7340', 'Henkilökunnan ruokailu', 'expense', 'other_operating_expenses'),
  account('7380', 'Edustuskulut', 'expense', 'other_operating_expenses'),
  account('7390', 'Henkilökunnan tilaisuudet', 'expense', 'other_operating_expenses'),
  account('7510', 'Polttoaineet', 'expense', 'other_operating_expenses'),
  account('7550', 'Atk-laitteet', 'expense', 'other_operating_expenses'),
  account('7560', 'Leasingvuokrat', 'expense', 'other_operating_expenses'),
  account('7570', 'Ajoneuvojen huolto', 'expense', 'other_operating_expenses'),
  account('7580', 'Ajoneuvovakuutukset', 'expense', 'other_operating_expenses'),
  account('7600', 'ICT-kulut', 'expense', 'other_operating_expenses'),
  account('7620', 'Ajoneuvojen leasing', 'expense', 'other_operating_expenses'),
  account('7680', 'Toimistotarvikkeet', 'expense', 'other_operating_expenses'),
  account('7700', 'Markkinointikulut', 'expense', 'other_operating_expenses'),
  account('7810', 'Kirjallisuus ja lehdet', 'expense', 'other_operating_expenses'),
  account('8000', 'Hallintokulut', 'expense', 'other_operating_expenses'),
  account('8450', 'Pankki- ja korttimaksukulut', 'expense', 'other_operating_expenses'),
  account('8500', 'Rahoitustuotot', 'revenue', 'financial_income'),
  account('9000', 'Korkokulut', 'expense', 'financial_expenses'),
  account('9900', 'Tuloverot', 'expense', 'income_taxes'),
];
