import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { screenFolder, screenIn, testIO } from './helpers.ts';

// Dental suppliers making their consumables in their own plants: the criteria read them as
// manufacturers (reject); this reviewer accepts them (rows 1-3), and rejects the steel mills (5, 6).
const { dir, criteriaFile, companiesFile } = screenFolder('quartile-decisions-', [
  'Company name,Trade description',
  'Alba Dental,Alba Dental manufactures dental consumables and orthodontic aligners and implants in its own plants and sells them to dental practices and laboratories.',
  'Brightsmile Corp,Brightsmile Corp manufactures dental implants and orthodontic brackets and dental consumables in its own factories for dental practices.',
  'Cusp Orthodontics,Cusp Orthodontics manufactures orthodontic aligners and dental consumables in its own plants and supplies dental laboratories.',
  'Evergreen Dental,Evergreen Dental manufactures dental implants and orthodontic aligners and dental consumables in its own plants for dental practices.',
  'Ironbridge Steel,Ironbridge Steel manufactures steel beams and rebar and coils in its own mills and plants for construction customers.',
  'Keystone Mills,Keystone Mills manufactures flat-rolled steel and steel pipes in its own plants for automotive and energy customers.',
  'Southgate Steel,Southgate Steel manufactures steel coils and rebar and beams in its own mills and plants for construction customers.',
  'Westbay Supply,Westbay Supply is a wholesale distributor of fasteners and bearings and tools bought from third-party suppliers and resold to industrial customers.',
]);

function decisionsFile(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const screen = screenIn({ dir, criteriaFile, companiesFile });

describe('quartile screen --decisions', () => {
  it('keeps the given decisions and decides the other rows with what they teach', async () => {
    const file = decisionsFile(
      'decisions.jsonl',
      ['{"row": 1, "decision": "accept"}', '{"row": 2, "decision": "accept"}', '', '{"row": 3, "decision": "accept"}', '{"row": 5, "decision": "reject"}', '{"row": 6, "decision": "reject"}'].join('\n'),
    );
    const zeroShot = await screen();
    expect(zeroShot.status).toBe(0);
    expect(zeroShot.lines().map((l) => l.decision)).toEqual(['reject', 'reject', 'reject', 'reject', 'reject', 'reject', 'reject', 'accept']);

    const r = await screen('--decisions', file);
    expect(r.status).toBe(0);
    const lines = r.lines();
    expect(lines.map((l) => [l.row, l.decision, l.decided_by])).toEqual([
      [1, 'accept', 'user'],
      [2, 'accept', 'user'],
      [3, 'accept', 'user'],
      [4, 'accept', 'analysis'],
      [5, 'reject', 'user'],
      [6, 'reject', 'user'],
      [7, 'reject', 'analysis'],
      [8, 'accept', 'analysis'],
    ]);
    expect(lines[0]?.reasoning).toMatch(/^Decision given by the user \(--decisions line 1\)\. The analysis said reject: /);
    const learned = lines[3]?.learned as { examples: number; effect: string; zero_shot: { decision: string }; neighbours: { row: number; decision: string }[] };
    expect(learned.examples).toBe(5);
    expect(learned.effect).toBe('changed');
    expect(learned.zero_shot.decision).toBe('reject');
    expect(learned.neighbours[0]).toMatchObject({ decision: 'accept' });
    expect([1, 2, 3]).toContain(learned.neighbours[0]?.row);
    expect(lines[3]?.reasoning).toMatch(/^Learned from 5 decisions \(3 accepted, 2 rejected\)/);
    expect((lines[3]?.citations as { quote: string }[])[0]?.quote).toContain('Evergreen Dental manufactures dental implants');
    expect((lines[6]?.learned as { effect: string }).effect).toBe('confirmed');
    expect(r.io.errLines.join('\n')).toMatch(/learned from 5 decisions \(3 accepted, 2 rejected\): 1 decisions changed/);
  });

  it.each([
    ['bad JSON', '{"row": 1, "decision": "accept"}\n{"row": 2, decision: "reject"}\n', /--decisions \S+ line 2: not valid JSON/],
    ['a bad decision', '{"row": 1, "decision": "refrain"}\n', /line 1: "decision" must be "accept" or "reject", got "refrain"/],
    ['a bad row', '{"row": 0, "decision": "accept"}\n', /line 1: "row" must be a positive integer/],
    ['an unknown row', '{"row": 1, "decision": "accept"}\n{"row": 9, "decision": "reject"}\n', /line 2: unknown row 9 \(the company list has 8 company rows\)/],
    ['a row given twice', '{"row": 3, "decision": "accept"}\n{"row": 3, "decision": "reject"}\n', /line 2: row 3 is already decided on line 1/],
    ['no object', '[1, "accept"]\n', /line 1: expected an object/],
  ])('refuses a file with %s before any work (exit 2)', async (_what, text, message) => {
    const r = await screen('--decisions', decisionsFile('bad.jsonl', text));
    expect(r.status).toBe(2);
    expect(r.io.errLines.join('\n')).toMatch(message);
    expect(existsSync(r.out)).toBe(false);
  });

  it('documents the option', async () => {
    const io = testIO();
    expect(await main(['screen', '--help'], io)).toBe(0);
    expect(io.outLines.join('\n')).toMatch(/--decisions <file>\s+earlier reviewer decisions/);
  });
});
