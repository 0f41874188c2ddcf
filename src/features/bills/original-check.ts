/**
 * Whether the bytes the review page shows are the original the bill names and the document its latest
 * review saw (docs/decisions/0019): the browser computes their SHA-256 itself (Web Crypto) rather than trusting any
 * label, and compares it with the bill's `original.sha256`, the latest review's `document_sha256` and the
 * answer's ETag. Pure, apart from the digest itself.
 */

/** Digests compare whatever their letter case; a value that is no SHA-256 at all never matches. */
const sameDigest = (a: string, b: string) => /^[0-9a-f]{64}$/i.test(a) && a.toLowerCase() === b.toLowerCase();

export interface OriginalDigests {
  /** SHA-256 of the bytes shown, computed in the browser. */
  shown: string;
  /** The bill's `original.sha256`. */
  named: string;
  /** The latest review's `document_sha256`; undefined when the bill has no review yet. */
  reviewed: string | undefined;
  /** The answer's entity tag (the stored document's SHA-256), when the service sent one. */
  etag: string | undefined;
}

export type OriginalCheckKind =
  /** The bytes shown are the original the bill names, and the latest review saw those very bytes. */
  | 'review_saw_this'
  /** The bytes shown are the original the bill names; the bill has no review yet. */
  | 'named_not_reviewed'
  /** The bytes shown are the original the bill names, but its latest review saw other bytes (another version). */
  | 'review_saw_other'
  /** The bytes shown are not the original the bill names: whatever the review saw, this is not it. */
  | 'not_the_named_file';

export interface OriginalCheck {
  kind: OriginalCheckKind;
  /** Whether the answer's ETag names the bytes shown; 'absent' when it sent none. */
  etag: 'agrees' | 'differs' | 'absent';
}

export function checkOriginal({ shown, named, reviewed, etag }: OriginalDigests): OriginalCheck {
  const etagCheck = etag === undefined ? 'absent' : sameDigest(etag, shown) ? 'agrees' : 'differs';
  const kind: OriginalCheckKind = !sameDigest(shown, named)
    ? 'not_the_named_file'
    : reviewed === undefined
      ? 'named_not_reviewed'
      : sameDigest(reviewed, named)
        ? 'review_saw_this'
        : 'review_saw_other';
  return { kind, etag: etagCheck };
}

/** A warning is due when the file is not the named one, the review saw another, or the ETag disagrees. */
export function needsWarning(check: OriginalCheck): boolean {
  return check.kind === 'not_the_named_file' || check.kind === 'review_saw_other' || check.etag === 'differs';
}

/**
 * The document ID an original's resource URI names (`/documents/{document_id}`, docs/decisions/0019),
 * absolute or relative, its segment decoded; undefined for a URI of another shape.
 */
export function documentIdOf(uri: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(uri, 'http://portal.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = /\/documents\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
