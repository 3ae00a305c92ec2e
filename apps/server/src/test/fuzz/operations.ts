import fc from 'fast-check';
import { HOSTILE_NUMBERS, HOSTILE_SHAPES, HOSTILE_STRINGS, queryPairs, toJson, toUrlText } from './values.js';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  $ref?: string;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/web/events/{id}.ics */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** the JSON body's schema, when the route has one */
  body: JsonSchema | null;
}

/** Where a value goes: `path.id`, `query.cityId`, `body.data.user_id`… */
export type Inputs = Record<string, unknown>;

export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, with `$ref`s resolved. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
    return schema;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, resolve(p.schema)]));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: bodySchema ? resolve(bodySchema) : null,
      });
    }
  }
  return ops;
}

const SAMPLE_TEXTS = ['1', 'all', 'service', '2025-01-01', 'general', 'a'];

/** A value the schema accepts (as far as its JSON schema tells), named after common fields. */
export function validValue(schema: JsonSchema, name = ''): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return validValue(schema.anyOf[0]!, name);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(schema.items, name)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s, k)]),
      );
    case 'string': {
      if (/e-?mail|^to$/i.test(name)) return 'fuzz@example.com';
      if (/password/i.test(name)) return 'Maple-leaf-42';
      if (/date/i.test(name)) return '2025-01-01';
      if (/token/i.test(name)) return 't'.repeat(Math.max(schema.minLength ?? 1, 43));
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        return SAMPLE_TEXTS.find((t) => re.test(t)) ?? 'a';
      }
      return name === 'type' ? 'service' : 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    default:
      return 'a';
  }
}

/** The leaf fields of an operation, each with its schema: the places a hostile value can go. */
export function fieldsOf(op: Operation): [string, JsonSchema][] {
  const fields: [string, JsonSchema][] = [];
  for (const [k, s] of Object.entries(op.pathParams)) fields.push([`path.${k}`, s]);
  for (const [k, s] of Object.entries(op.query)) fields.push([`query.${k}`, s]);
  const walk = (prefix: string, schema: JsonSchema) => {
    // a body of several shapes (purchase entries): the first, the one base inputs fill, field by field
    const shape = schema.anyOf?.[0]?.type === 'object' ? schema.anyOf[0] : schema;
    fields.push([prefix, shape]);
    if (shape.type === 'object') {
      for (const [k, s] of Object.entries(shape.properties ?? {})) walk(`${prefix}.${k}`, s);
    }
  };
  if (op.body) walk('body', op.body);
  return fields;
}

/** Valid inputs of every field, with the caller's id where a field names a user. */
export function baseInputs(op: Operation, userId: number): Inputs {
  const named = (name: string, schema: JsonSchema) =>
    /^user_?id$/i.test(name) ? userId : validValue(schema, name);
  const inputs: Inputs = {};
  for (const [k, s] of Object.entries(op.pathParams)) inputs[`path.${k}`] = named(k, s);
  for (const [k, s] of Object.entries(op.query)) inputs[`query.${k}`] = named(k, s);
  if (op.body) {
    const fill = (schema: JsonSchema, name: string): unknown =>
      schema.type === 'object'
        ? Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, fill(s, k)]))
        : named(name, schema);
    inputs.body = fill(op.body, 'body');
  }
  return inputs;
}

/** The inputs with `field` (a dotted place) set to `value`. */
export function withField(inputs: Inputs, field: string, value: unknown): Inputs {
  if (!field.startsWith('body')) return { ...inputs, [field]: value };
  const keys = field.split('.').slice(1);
  if (keys.length === 0) return { ...inputs, body: value };
  // an optional body (null or absent) gets its first field in a new object
  const body = (
    inputs.body !== null && typeof inputs.body === 'object' ? structuredClone(inputs.body) : {}
  ) as Record<string, unknown>;
  let target = body;
  for (const key of keys.slice(0, -1)) {
    if (!target[key] || typeof target[key] !== 'object') target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1)!] = value;
  return { ...inputs, body };
}

/** The request of an operation for these inputs. */
export function toRequest(op: Operation, inputs: Inputs): FuzzRequest {
  let path = op.path;
  for (const name of Object.keys(op.pathParams)) {
    path = path.replace(`{${name}}`, toUrlText(inputs[`path.${name}`]));
  }
  const query = Object.keys(op.query).flatMap((name) => queryPairs(name, inputs[`query.${name}`]));
  const url = query.length ? `${path}?${query.join('&')}` : path;
  if (!('body' in inputs)) return { method: op.method, url };
  return { method: op.method, url, contentType: 'application/json', payload: toJson(inputs.body) };
}

/** Random values for one field: in-range and beyond, text of every kind, wrong types. */
export function fieldArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, ...HOSTILE_SHAPES);
  const maxLength = Math.min((schema.maxLength ?? 200) + 5, 6000);
  const own =
    schema.type === 'integer' || schema.type === 'number'
      ? fc.oneof(
          fc.integer({ min: schema.minimum ?? -2147483648, max: schema.maximum ?? 2147483647 }),
          fc.integer().map(String),
          fc.double(),
          fc.bigInt().map(String),
        )
      : fc.oneof(
          fc.string({ unit: 'binary', maxLength }),
          fc.string({ unit: 'grapheme', maxLength }),
          fc.string({ unit: 'binary-ascii', maxLength: 20 }),
        );
  return fc.oneof(
    { weight: 3, arbitrary: own },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.anything() },
  );
}

/** Random inputs of an operation: every field kept, replaced or dropped. */
export function inputsArbitrary(op: Operation, base: Inputs): fc.Arbitrary<Inputs> {
  const leaves = fieldsOf(op).filter(([, s]) => s.type !== 'object');
  if (leaves.length === 0) return fc.constant(base);
  const changes = leaves.map(([field, schema]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, unknown] | null>(null) },
      { weight: 3, arbitrary: fieldArbitrary(schema).map((v): [string, unknown] => [field, v]) },
      { weight: 1, arbitrary: fc.constant<[string, unknown]>([field, undefined]) },
    ),
  );
  return fc
    .tuple(...changes)
    .map((list) =>
      list.reduce<Inputs>((acc, change) => (change ? withField(acc, change[0], change[1]) : acc), base),
    );
}
