/**
 * The bills area only reads; its queries are the query layer's (src/api/queries), named here as the area's
 * views know them. The original's bytes are the documents operation's read, keyed by the digest the bill names.
 */
export { billReviewQuery, purchaseBillsQuery } from '../../api/queries/invoicing.ts';
export { documentContentQuery as originalContentQuery, type ShownOriginal } from '../../api/queries/documents.ts';
