// Request-validation errors in a person's words: each Ajv keyword becomes one sentence, so no
// form ever shows the validator's own text ("must NOT have more than 20000 items").
import { MESSAGES } from '@quartile/domain';

export interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Per-request wording: what the items of a list are called (e.g. the import's rows are companies per file). */
export interface MessageContext {
  itemNouns?: Readonly<Record<string, string>>;
}

/** What a list's items are called, per contract operation and field, where "items" would say too little (product limits, issue 20). */
const ITEM_NOUNS_BY_OPERATION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  importCompanies: { rows: 'companies per file' },
};

/** The item nouns of one contract operation (none for a route outside the contract). */
export function itemNounsOf(operationId: string | undefined): Readonly<Record<string, string>> | undefined {
  return operationId ? ITEM_NOUNS_BY_OPERATION[operationId] : undefined;
}

const NUMBER = new Intl.NumberFormat('en-US');
const count = (value: unknown): string => (typeof value === 'number' ? NUMBER.format(value) : String(value));
/** Years read as years ("At most 2029."), every other number with thousands separators. */
const isYearField = (field: string): boolean => /year$/i.test(field.split('.').pop() ?? '');

const FORMAT_SENTENCES: Readonly<Record<string, string>> = {
  email: 'Enter a valid e-mail address.',
  uuid: 'Enter a valid ID.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  'date-time': 'Enter a valid date and time.',
  uri: MESSAGES.invalidUrlFormat,
  url: MESSAGES.invalidUrlFormat,
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const INVALID = 'Enter a valid value.';

function typeSentence(type: unknown): string {
  const names = String(type)
    .split(',')
    .filter((name) => name !== 'null')
    .map((name) => TYPE_NAMES[name] ?? name);
  return names.length ? `Must be ${names.join(' or ')}.` : INVALID;
}

/** The field an issue belongs to: the missing or unknown property, else the dotted path, else "body". */
export function fieldOf(issue: AjvIssue): string {
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const extra = issue.params?.additionalProperty;
  if (typeof extra === 'string') return extra;
  const pointer = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return pointer || 'body';
}

/** One sentence for one Ajv issue; never Ajv's own message. */
export function validationMessage(issue: AjvIssue, context: MessageContext = {}): string {
  const params = issue.params ?? {};
  const limit = params.limit;
  switch (issue.keyword) {
    case 'required':
      return MESSAGES.requiredField;
    case 'minLength':
      return limit === 1 ? MESSAGES.requiredField : `At least ${count(limit)} characters.`;
    case 'maxLength':
      return `At most ${count(limit)} characters.`;
    case 'maxItems':
      return `At most ${count(limit)} ${context.itemNouns?.[fieldOf(issue)] ?? 'items'}.`;
    case 'minItems':
      return limit === 1 ? 'Add at least one item.' : `At least ${count(limit)} items.`;
    case 'maxProperties':
      return `At most ${count(limit)} entries.`;
    case 'minProperties':
      return `At least ${count(limit)} entries.`;
    case 'maximum':
      return `At most ${isYearField(fieldOf(issue)) ? String(limit) : count(limit)}.`;
    case 'minimum':
      return `At least ${isYearField(fieldOf(issue)) ? String(limit) : count(limit)}.`;
    case 'exclusiveMaximum':
      return `Less than ${count(limit)}.`;
    case 'exclusiveMinimum':
      return `More than ${count(limit)}.`;
    case 'enum':
      return Array.isArray(params.allowedValues) ? `Choose one of: ${params.allowedValues.map(String).join(', ')}.` : INVALID;
    case 'const':
      return `Must be ${String(params.allowedValue)}.`;
    case 'format':
      return FORMAT_SENTENCES[String(params.format)] ?? INVALID;
    case 'type':
      return typeSentence(params.type);
    case 'additionalProperties':
      return `Unknown field: ${String(params.additionalProperty)}.`;
    case 'uniqueItems':
      return 'Remove the duplicate items.';
    default:
      // pattern, anyOf, oneOf, multipleOf, ...: Ajv's text would name the regex or the schema.
      return INVALID;
  }
}
