import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Validators of the official HSDS 3.0 schemas in `fixtures/hsds-3.0` (copied unmodified). The
 * OpenAPI document declares JSON Schema 2020-12, hence Ajv2020; `strict: false` because the
 * compiled schemas carry HSDS's own annotations (name, core, constraints, datapackage_metadata,
 * example…), which are not validation keywords.
 */
const FIXTURES = new URL('./fixtures/hsds-3.0/', import.meta.url);
/** The addresses the official OpenAPI document uses for the compiled schemas. */
const COMPILED = 'https://raw.githubusercontent.com/openreferral/specification/3.0/schema/compiled/';
const OPENAPI = 'https://raw.githubusercontent.com/openreferral/specification/3.0/schema/openapi.json';

export const HSDS_SCHEMAS = [
  'service',
  'organization',
  'service_list',
  'organization_list',
  'service_at_location_list',
] as const;
export type HsdsSchemaName = (typeof HSDS_SCHEMAS)[number];

/** Response schemas of the official API description, by path. */
export const HSDS_RESPONSES = ['/', '/services', '/organizations', '/service_at_locations'] as const;
export type HsdsResponse = (typeof HSDS_RESPONSES)[number];

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'));

/**
 * A copy with `additionalProperties: false` on every object schema, as the HSDS repository's own
 * example check does (`compiletojsonschema --set-additional-properties-false-everywhere`): a
 * misspelt or invented field then fails instead of passing unnoticed.
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closeObjects(v)]));
  if ('properties' in copy && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

function newAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

export function hsdsValidators() {
  const published = newAjv();
  const closed = newAjv();
  for (const name of HSDS_SCHEMAS) {
    const schema = read(`${name}.json`) as object;
    published.addSchema(schema, `${COMPILED}${name}.json`);
    closed.addSchema(closeObjects(schema) as object, `${COMPILED}${name}.json`);
  }
  // the whole OpenAPI document: its response schemas refer to `#/components/schemas/Page` and to
  // the compiled schemas by address, resolved against what was added above
  published.addSchema(read('openapi.json') as object, OPENAPI);

  const errorsOf = (validate: ReturnType<typeof published.getSchema>, data: unknown, label: string) => {
    if (!validate) throw new Error(`no schema ${label}`);
    if (validate(data)) return [];
    return (validate.errors ?? []).map((e) => `${label}${e.instancePath} ${e.message ?? ''}`);
  };
  return {
    /** Errors of a document against a compiled schema, as published and with closed objects. */
    schema(name: HsdsSchemaName, data: unknown): string[] {
      return [
        ...errorsOf(published.getSchema(`${COMPILED}${name}.json`), data, name),
        ...errorsOf(closed.getSchema(`${COMPILED}${name}.json`), data, `${name} (closed)`),
      ];
    },
    /** Errors of an answer against the 200 response schema of an official API path. */
    response(path: HsdsResponse, data: unknown): string[] {
      const pointer = `#/paths/${path.replace(/\//g, '~1')}/get/responses/200/content/application~1json/schema`;
      return errorsOf(published.getSchema(`${OPENAPI}${pointer}`), data, `GET ${path}`);
    },
  };
}
