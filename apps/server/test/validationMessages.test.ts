// Issue 20: every request-validation error reads as a person's sentence, never the validator's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, STRONG_PASSWORD, type SignedIn } from './support/auth.ts';
import { newBenchmark } from './support/benchmarks.ts';
import { validationMessage } from '../src/http/validationMessages.ts';
import { startServerWithOwner } from './support/firms.ts';

let server: TestServer, owner: SignedIn, benchmarkId: string;
beforeAll(async () => {
  ({ server, owner } = await startServerWithOwner());
  benchmarkId = await newBenchmark(server, owner);
});
afterAll(() => server?.close());

const send = (method: 'POST' | 'GET' | 'PATCH', url: string, payload?: object, session: SignedIn | null = owner) =>
  server.app.inject({ method, url, payload, headers: session ? bearer(session) : {} });
const importRows = (rows: object[]) => send('POST', `/api/benchmarks/${benchmarkId}/file/import/`, { column_mapping: {}, rows });

/** Answers 400 in the usual shape and no sentence carries validator wording. */
function fieldErrorsOf(response: { statusCode: number; json: () => { message: string; errors: Record<string, string[]> } }) {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.message).toBe('The request is not valid.');
  for (const sentence of Object.values(body.errors).flat()) {
    expect(sentence).not.toMatch(/must must|NOT have|should/i);
    expect(sentence, 'starts like an Ajv message').not.toMatch(/^must /);
  }
  return body.errors;
}

describe(`request-validation messages on ${testDbKind}`, () => {
  it('states the import limit in companies per file, with a thousands separator', async () => {
    const tooMany = Array.from({ length: 20_001 }, (_, index) => ({ row: index + 2 }));
    expect(fieldErrorsOf(await importRows(tooMany))).toEqual({ rows: ['At most 20,000 companies per file.'] });
    expect(fieldErrorsOf(await importRows([]))).toEqual({ rows: ['Add at least one item.'] });
  });

  it("names the row's field for a too-long name, an out-of-range number, a wrong type and a year", async () => {
    const errors = fieldErrorsOf(await importRows([{ row: 0, name: 'x'.repeat(301) }, { row: 'third', name: 'B', financial_data: [{ year: 2031 }] }]));
    expect(errors).toEqual({
      'rows.0.row': ['At least 1.'],
      'rows.0.name': ['At most 300 characters.'],
      'rows.1.row': ['Must be a whole number.'],
      'rows.1.financial_data.0.year': ['At most 2029.'],
    });
  });

  it('answers a sign-up with a bad e-mail, a short password, a missing field and an unknown one', async () => {
    const response = await send('POST', '/api/register/', { first_name: 'Meera', last_name: 'Iyer', email: 'meera-at-firm', password: 'short', nickname: 'M' }, null);
    expect(fieldErrorsOf(response)).toEqual({
      firm_name: ['This field is required'],
      nickname: ['Unknown field: nickname.'],
      email: ['Enter a valid e-mail address.'],
      password: ['At least 10 characters.'],
    });
    const blank = await send('POST', '/api/register/', { first_name: '', last_name: 'Iyer', email: 'meera@firm.test', password: STRONG_PASSWORD, firm_name: 'y'.repeat(201) }, null);
    expect(fieldErrorsOf(blank)).toEqual({ first_name: ['This field is required'], firm_name: ['At most 200 characters.'] });
  });

  it('lists the choices of an enumeration and refuses a too-long client name', async () => {
    const invite = await send('POST', '/api/team/invites/', { email: 'jonas@firm.test', first_name: 'Jonas', last_name: 'Berg', is_employee: true, role: 'owner' });
    expect(fieldErrorsOf(invite)).toEqual({ role: ['Choose one of: admin, member.'] });
    const client = await send('POST', '/api/clients/', { name: 'n'.repeat(201), country: 'India', website: 'bosch.in' });
    expect(fieldErrorsOf(client)).toEqual({ name: ['At most 200 characters.'] });
  });

  it('refuses an identifier in the path that is not a UUID', async () => {
    expect(fieldErrorsOf(await send('GET', '/api/industry-overviews/not-a-uuid/'))).toEqual({ overview_id: ['Enter a valid ID.'] });
  });
});

describe('the sentence for each validator keyword', () => {
  it.each([
    [{ keyword: 'maxItems', params: { limit: 50 } }, 'At most 50 items.'],
    [{ keyword: 'minItems', params: { limit: 2 } }, 'At least 2 items.'],
    [{ keyword: 'maxLength', params: { limit: 20000 } }, 'At most 20,000 characters.'],
    [{ keyword: 'maximum', params: { limit: 1500000 } }, 'At most 1,500,000.'],
    [{ keyword: 'minimum', params: { limit: 0 } }, 'At least 0.'],
    [{ keyword: 'minimum', instancePath: '/start_year', params: { limit: 2010 } }, 'At least 2010.'],
    [{ keyword: 'format', params: { format: 'date' } }, 'Enter a valid date (YYYY-MM-DD).'],
    [{ keyword: 'format', params: { format: 'uri' } }, 'Invalid URL format'],
    [{ keyword: 'type', params: { type: 'number,null' } }, 'Must be a number.'],
    [{ keyword: 'type', params: { type: 'string' } }, 'Must be text.'],
    [{ keyword: 'pattern', params: { pattern: '^[a-z_]+:[0-9a-f]{12}$' }, message: 'must match pattern' }, 'Enter a valid value.'],
    [{ keyword: 'anyOf', message: 'must match a schema in anyOf' }, 'Enter a valid value.'],
  ])('%j reads "%s"', (issue, sentence) => {
    expect(validationMessage(issue)).toBe(sentence);
  });
});
