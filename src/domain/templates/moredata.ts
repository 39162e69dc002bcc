/**
 * The template's extra data (`moredata`, spec 002 §3) as the form shows it (issue 28: no JSON to type): 'Un
 * courrier par titulaire' and the signatories, read from and written back to the JSON the renderer reads
 * (templateOptions in types.ts). Keys the form does not show are kept as they were.
 */
export interface MoredataFields {
  courrier: boolean;
  /** Absent from the JSON: the renderer signs 'Le Maire'. */
  signatures: string[];
}

const DEFAULT_SIGNATURES = ['Le Maire'];

function parse(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The fields of a template's extra data; unreadable JSON reads as the defaults (a letter signed 'Le Maire'). */
export function moredataFields(text: string | null): MoredataFields {
  const data = parse(text);
  const signatures = Array.isArray(data['signatures']) ? data['signatures'].filter((s): s is string => typeof s === 'string') : DEFAULT_SIGNATURES;
  return { courrier: data['courrier'] === true, signatures: [...signatures] };
}

/**
 * The JSON of the fields, over the previous text's other keys; null when it says nothing beyond the defaults
 * (no courrier, signed 'Le Maire', nothing else).
 */
export function moredataText(fields: MoredataFields, previous: string | null): string | null {
  const data: Record<string, unknown> = { ...parse(previous) };
  delete data['courrier'];
  delete data['signatures'];
  if (fields.courrier) data['courrier'] = true;
  const signatures = fields.signatures.map((s) => s.trim()).filter((s) => s !== '');
  const isDefault = signatures.length === DEFAULT_SIGNATURES.length && signatures.every((s, i) => s === DEFAULT_SIGNATURES[i]);
  if (!isDefault) data['signatures'] = signatures;
  return Object.keys(data).length === 0 ? null : JSON.stringify(data);
}
