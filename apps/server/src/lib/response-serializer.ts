import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** JSON text of a value of the schema's shape, or undefined when the value does not have that shape. */
type Writer = (value: unknown) => string | undefined;

interface ZodDef {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  innerType?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as ZodDef;

function objectWriter(def: ZodDef): Writer | null {
  if (def.catchall) return null;
  const fields: { key: string; prefix: string; optional: boolean; write: Writer }[] = [];
  for (const [key, schema] of Object.entries(def.shape ?? {})) {
    const write = compileWriter(schema);
    if (!write) return null;
    const optional = schema._zod.optout === 'optional';
    fields.push({ key, prefix: `${JSON.stringify(key)}:`, optional, write });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    let out = '';
    for (const field of fields) {
      const item = (value as Record<string, unknown>)[field.key];
      if (item === undefined && field.optional) continue;
      const text = field.write(item);
      if (text === undefined) return undefined;
      out += out === '' ? field.prefix + text : `,${field.prefix}${text}`;
    }
    return `{${out}}`;
  };
}

function arrayWriter(def: ZodDef): Writer | null {
  const write = def.element && compileWriter(def.element);
  if (!write) return null;
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    let out = '';
    for (let i = 0; i < value.length; i++) {
      const text = write(value[i]);
      if (text === undefined) return undefined;
      out += i === 0 ? text : `,${text}`;
    }
    return `[${out}]`;
  };
}

function recordWriter(def: ZodDef): Writer | null {
  const write = def.valueType && compileWriter(def.valueType);
  if (!write || !def.keyType || defOf(def.keyType).type !== 'string') return null;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    let out = '';
    for (const key of Object.keys(value)) {
      const text = write((value as Record<string, unknown>)[key]);
      if (text === undefined) return undefined;
      out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${text}`;
    }
    return `{${out}}`;
  };
}

function unionWriter(def: ZodDef): Writer | null {
  const writers = (def.options ?? []).map(compileWriter);
  if (writers.length === 0 || writers.some((w) => !w)) return null;
  return (value) => {
    for (const write of writers as Writer[]) {
      const text = write(value);
      if (text !== undefined) return text;
    }
    return undefined;
  };
}

function oneOfWriter(values: unknown[]): Writer | null {
  if (!values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))) return null;
  const allowed = new Set(values);
  return (value) => (allowed.has(value) ? JSON.stringify(value) : undefined);
}

const cache = new WeakMap<$ZodType, Writer | null>();

/**
 * A writer for the JSON kinds answers use (objects, arrays, records, unions, nullable, optional,
 * string, number, boolean, null, enum, literal); null for anything else (transforms, codecs,
 * dates…), which keeps zod's own serializer. It checks the kinds, not the refinements (int, min,
 * max, formats): in development and tests `responseSerializerCompiler` compares it with zod on
 * every answer.
 */
function compileWriter(schema: $ZodType): Writer | null {
  if (cache.has(schema)) return cache.get(schema)!;
  const def = defOf(schema);
  let writer: Writer | null;
  switch (def.type) {
    case 'object':
      writer = objectWriter(def);
      break;
    case 'array':
      writer = arrayWriter(def);
      break;
    case 'record':
      writer = recordWriter(def);
      break;
    case 'union':
      writer = unionWriter(def);
      break;
    case 'nullable': {
      const inner = def.innerType && compileWriter(def.innerType);
      writer = inner ? (value) => (value === null ? 'null' : inner(value)) : null;
      break;
    }
    case 'optional': {
      // the object writer leaves out an undefined optional field
      writer = def.innerType ? compileWriter(def.innerType) : null;
      break;
    }
    case 'string':
      writer = (value) => (typeof value === 'string' ? JSON.stringify(value) : undefined);
      break;
    case 'number':
      writer = (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined);
      break;
    case 'boolean':
      writer = (value) => (value === true ? 'true' : value === false ? 'false' : undefined);
      break;
    case 'null':
      writer = (value) => (value === null ? 'null' : undefined);
      break;
    case 'enum':
      writer = oneOfWriter(Object.values(def.entries ?? {}));
      break;
    case 'literal':
      writer = oneOfWriter(def.values ?? []);
      break;
    default:
      writer = null;
  }
  cache.set(schema, writer);
  return writer;
}

/** The writer of a response schema, or null when zod must serialize it. */
export function compileResponseWriter(schema: unknown): Writer | null {
  return schema instanceof $ZodType ? compileWriter(schema) : null;
}

/**
 * Serializes answers with a writer compiled once from the route's zod response schema instead of
 * zod's encode + JSON.stringify on every answer (a tenth of a directory page's server time). The
 * text is the same. An answer the writer does not recognise goes through zod, which fails as
 * before. With `verify` (development, tests) zod runs on every answer too, and a writer text that
 * differs from zod's throws: the contract, refinements included, is enforced there.
 */
export function responseSerializerCompiler({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<$ZodType | { properties: $ZodType }> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route);
    const write = compileResponseWriter(route.schema);
    if (!write) return zodSerialize;
    if (!verify) return (data: unknown) => write(data) ?? zodSerialize(data);
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const text = write(data);
      if (text !== expected) {
        throw new Error(
          `response writer and zod disagree on ${route.method} ${route.url}:\n${text}\n${expected}`,
        );
      }
      return text;
    };
  };
}
