import fc from 'fast-check';

/**
 * fast-check arbitraries from a JSON Schema, as zod 4 writes it (`z.toJSONSchema(schema, { io: 'input',
 * unrepresentable: 'any' })`; zod-fast-check does not support zod 4, TOOLCHAIN.md). Values mostly fit the
 * schema, near and past its bounds, and now and then are of a wrong type, so that both the validation
 * and what lies behind it are reached. `ids` are uuids that exist (the town's cemetery, users...), used
 * for uuid fields half the time.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const INT_EDGES = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 1e10, 1e15];
const NUMBER_EDGES = [...INT_EDGES, 0.5, -0.5, 1e300, -1e300, 5e-324, 99999999.99, 1e8, 1e11, 1e20];

/** A value nested far deeper than any form makes (issue 27: recursive code overflows its stack on it). */
export const deeplyNested: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 65, max: 3_000 }), fc.constantFrom<unknown>('x', '\ud83c', {}, 1)).map(([levels, leaf]) => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null), fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}), fc.double(), deeplyNested,
);

const anyJson = fc.jsonValue({ maxDepth: 2 });

export function arbitraryOf(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: fitting(schema, ids, depth) }, { weight: 1, arbitrary: wrongType });
}

function fitting(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 5) return anyJson;
  const inner = (s: JsonSchema) => arbitraryOf(s, ids, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => fitting(s, ids, depth + 1)));
  if (schema.allOf?.[0]) return fitting(schema.allOf[0], ids, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fitting({ ...schema, type }, ids, depth)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(fc.integer({ min: Math.max(schema.minimum ?? -1e6, -1e9), max: Math.min(schema.maximum ?? 1e6, 1e9) }), { weight: 2, arbitrary: bounds(schema, INT_EDGES) });
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e7, max: 1e7 }), { weight: 2, arbitrary: bounds(schema, NUMBER_EDGES) });
    case 'string':
      return text(schema, ids);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(inner));
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return fc.array(schema.items ? inner(schema.items) : anyJson, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const shaped = fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, inner(s)])), {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      });
      const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : schema.properties ? undefined : {};
      if (!extra) return shaped;
      return fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), inner(extra), { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return anyJson;
  }
}

/** The schema's own bounds and one past each, with the usual suspects (int4 and safe-integer limits). */
function bounds(schema: JsonSchema, edges: number[]): fc.Arbitrary<number> {
  const own = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((n): n is number => n !== undefined);
  return fc.constantFrom(...edges, ...own, ...own.map((n) => n + 1), ...own.map((n) => n - 1));
}

const DATE_RANGE = { min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true };

function text(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  // Lone surrogates (an emoji cut in two: issue 27) and NUL, which PostgreSQL cannot store, among ordinary text.
  const plain = fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength, unit: fc.constantFrom('a', 'é', ' ', '0', "'", '"', '<', '\u0000', '😀', '\ud83c', '\udf37', '\u202e', '%', '/') });
  const tooLong = schema.maxLength !== undefined && schema.maxLength < 100_000 ? [fc.constant('x'.repeat(schema.maxLength + 1))] : [];
  switch (schema.format) {
    case 'uuid':
      return ids.length ? fc.oneof(fc.uuid(), fc.constantFrom(...ids)) : fc.uuid();
    case 'email':
      return fc.oneof(fc.emailAddress(), plain);
    case 'date-time':
      return fc.oneof(fc.date(DATE_RANGE).map((d) => d.toISOString()), plain);
    case 'date':
      // Year 0000 is valid ISO 8601 and no PostgreSQL date.
      return fc.oneof(fc.date(DATE_RANGE).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-29'), plain);
    default:
      break;
  }
  if (schema.pattern) return fc.oneof({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }, plain, ...tooLong);
  return fc.oneof({ weight: 3, arbitrary: plain }, fc.string({ maxLength: 20 }), ...tooLong);
}
