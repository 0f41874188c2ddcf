import type { SubjectKind } from '../api/schemas/messages.ts';
import { areaUrl } from './areas.ts';

/**
 * Where every "Ask the accountant" of the portal leads (docs/decisions/0013): the thread about one thing of
 * the company, opened when it has one and started when it has none, by the messages area.
 */
export function subjectThreadUrl(customerId: string, subject: { kind: SubjectKind; id: string }): string {
  return areaUrl('messages', customerId, ['about', subject.kind, subject.id]);
}
