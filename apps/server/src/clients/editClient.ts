// Creating and editing a client of the Vault: text is trimmed, blank optional fields become null,
// a bare website gets https://, and the identity rules of packages/domain apply.
import type { Client } from '@quartile/api';
import { MESSAGES, validateCompanyIdentity } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { ValidationError } from '../errors.ts';
import { CLIENT_FIELDS, getClientRow, insertClient, updateClientFields, type ClientInput } from './clientStore.ts';

/** Trims text, turns blank optional fields into null, and prefixes a bare website with https://. */
function normalize(input: ClientInput): ClientInput {
  const out: ClientInput = {};
  for (const field of CLIENT_FIELDS) {
    if (!(field in input)) continue;
    const value = input[field];
    const trimmed = typeof value === 'string' ? value.trim() : null;
    out[field] = trimmed === '' ? null : trimmed;
  }
  if (out.website && !/^https?:\/\//i.test(out.website)) out.website = `https://${out.website}`;
  return out;
}

function assertValid(client: ClientInput): void {
  const errors = validateCompanyIdentity(client);
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
  if (Object.keys(fields).length) throw new ValidationError(Object.values(errors)[0] ?? MESSAGES.requiredField, fields);
}

export async function createClient(ctx: AppContext, auth: AuthContext, input: ClientInput): Promise<Client> {
  const client = normalize(input);
  assertValid(client);
  return withFirm(ctx.database, auth.firmId, async (sql) => getClientRow(sql, auth.firmId, await insertClient(sql, auth.firmId, auth.userId, client)));
}

export async function updateClient(ctx: AppContext, auth: AuthContext, id: string, input: ClientInput): Promise<Client> {
  const changes = normalize(input);
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const current = await getClientRow(sql, auth.firmId, id);
    assertValid({ ...current, ...changes });
    await updateClientFields(sql, auth.firmId, id, changes);
    return getClientRow(sql, auth.firmId, id);
  });
}
