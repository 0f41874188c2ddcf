/**
 * The simulated banks' account holders: who holds each account, as the payee's bank answers the payer's bank's
 * Verification of Payee request (Regulation (EU) 2024/886, art. 5c). An account not listed belongs to a bank
 * that does not answer (`unavailable`). The purchase bills' supplier accounts and the claimant's own account
 * of the seeds are here; some are held under another name on purpose (a close and a wrong one).
 */
export const ACCOUNT_HOLDERS: Readonly<Record<string, string>> = {
  FI0912345600001001: 'Lyreco Finland Oy',
  FI1215903000002002: 'Helen Oy',
  FI0620003800003003: 'Elisa Oyj',
  FI8731313000004004: 'Verkkokauppa.com Oyj',
  FI0240050000005005: 'Suomalainen Kirjakauppa Oy',
  FI1347110000006006: 'Royal Ravintolat Oy',
  FI2250001200007007: 'LeasePlan Finland Oy',
  // a close match: the bank holds the supplier's Swedish name
  FI4457990000008008: 'Kespro Ab',
  FI3460000000009009: 'Fazer Food Services Oy',
  // FI5666010000010010 (Neste Oyj's bill): its bank does not answer → unavailable
  // no match: the bill names Puukeskus Oy, the account is a private person's
  FI5971100000011011: 'Mikael Virta',
  FI6380001000012012: 'Rautakesko Oy',
  FI7140050000015015: 'Scandic Hotels Oy',
  FI5312345600013013: 'Kaisa Mäkinen',
  FI5615903000014014: 'Pekka Korhonen',
};
