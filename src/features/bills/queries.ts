/**
 * The bills area's reads are the query layer's (src/api/queries), named here as the area's views know them: the
 * circulation (its list, one invoice) and a bill's review. Its writes are the decisions (decisions.ts) and the
 * clarification answer. The original's bytes are the documents operation's read, keyed by the digest the bill names.
 */
export { billReviewQuery, invoiceQuery, invoicesQuery } from '../../api/queries/invoicing.ts';
export { documentContentQuery as originalContentQuery, type ShownOriginal } from '../../api/queries/documents.ts';
