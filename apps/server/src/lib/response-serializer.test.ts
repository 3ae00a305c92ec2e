import {
  apiEnvelope,
  directoryDetailDataSchema,
  directoryListDataSchema,
  type JobDetail,
  type ServiceCard,
} from '@harbour/shared';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseWriter, responseSerializerCompiler } from './response-serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const zodText = (schema: z.ZodType, data: unknown) => zodSerializerCompiler(route(schema))(data);

const card: ServiceCard = {
  id: 7,
  businessName: 'Café "Ünïcode" \u2028 \\ </script>',
  business_description: null,
  phonenumber: '902',
  email: null,
  website: null,
  featured: '1',
  image: null,
  address: 'Halifax',
  address_lat: 44.6,
  address_long: -63.5,
  cat_name: 'Food',
  original_lang: 'fr',
  translation: {
    lang: 'en',
    original_lang: 'fr',
    machine: true,
    reviewed: false,
    original: { business_description: 'Pain', '1': 'x' },
  },
};

const job: JobDetail = {
  // keys in another order than the schema's, and one the schema does not have
  cat_name: 'Casual',
  id: 3,
  job_title: 'Cook',
  company_name: 'Co',
  hourly_wages: 17.5,
  location: null,
  employment_type: 'Casual',
  number_of_vacancies: 2,
  start_date_of_job: '2026-01-01',
  job_description: 'Cooking',
  language_require: null,
  education_qualification: null,
  skill_required: null,
  how_to_apply: null,
  city: 'Halifax',
  state: 'NS',
  date_posted: '2026-01-01',
  address: null,
  address_lat: null,
  address_long: null,
  original_lang: 'en',
  ...{ extra: 'left out' },
};

describe('response writer', () => {
  it('writes the same text as zod for the directory answers', () => {
    const list = apiEnvelope(directoryListDataSchema);
    const detail = apiEnvelope(directoryDetailDataSchema);
    const cases: [z.ZodType, unknown][] = [
      [
        list,
        {
          meta: { success: true, message: '' },
          data: { count: 1, page: 1, page_size: 10, businessLists: [card] },
        },
      ],
      [
        list,
        { meta: { success: true, message: '' }, data: { page_size: 10, page: 2, count: 0, jobs_list: [] } },
      ],
      [
        list,
        { meta: { success: true, message: 'x' }, data: { count: 1, page: 1, page_size: 10, orgLists: [] } },
      ],
      [detail, { meta: { success: true, message: '' }, data: job }],
      [detail, { meta: { success: true, message: '' }, data: { ...job, original_lang: undefined } }],
    ];
    for (const [schema, data] of cases) {
      const write = compileResponseWriter(schema);
      expect(write).not.toBeNull();
      expect(write!(data)).toBe(zodText(schema, data));
    }
  });

  it('does not recognise a value of another shape', () => {
    const schema = z.object({ a: z.number(), b: z.enum(['x']), c: z.literal(1).optional() });
    const write = compileResponseWriter(schema)!;
    expect(write({ a: 1, b: 'x' })).toBe('{"a":1,"b":"x"}');
    expect(write({ a: '1', b: 'x' })).toBeUndefined();
    expect(write({ a: Number.NaN, b: 'x' })).toBeUndefined();
    expect(write({ a: 1, b: 'y' })).toBeUndefined();
    expect(write({ b: 'x' })).toBeUndefined();
    expect(write({ a: 1, b: 'x', c: 2 })).toBeUndefined();
    expect(write([])).toBeUndefined();
  });

  it('leaves transforms, dates and open objects to zod', () => {
    expect(compileResponseWriter(z.object({ at: z.date() }))).toBeNull();
    expect(compileResponseWriter(z.object({ n: z.string().transform(Number) }))).toBeNull();
    expect(compileResponseWriter(z.looseObject({ a: z.string() }))).toBeNull();
    expect(compileResponseWriter(z.object({ a: z.unknown() }))).toBeNull();
  });

  it('answers through zod, and fails as zod does, when the writer does not recognise the value', () => {
    const schema = z.object({ a: z.number() });
    const serialize = responseSerializerCompiler({ verify: false })(route(schema));
    expect(serialize({ a: 2, b: 3 })).toBe('{"a":2}');
    expect(() => serialize({ a: 'no' })).toThrow(ResponseSerializationError);
  });

  it('with verify, fails loudly on a value only zod refuses (a refinement)', () => {
    const schema = z.object({ n: z.number().int() });
    const serialize = responseSerializerCompiler({ verify: true })(route(schema));
    expect(serialize({ n: 2 })).toBe('{"n":2}');
    expect(() => serialize({ n: 2.5 })).toThrow();
    expect(responseSerializerCompiler({ verify: false })(route(schema))({ n: 2.5 })).toBe('{"n":2.5}');
  });
});
