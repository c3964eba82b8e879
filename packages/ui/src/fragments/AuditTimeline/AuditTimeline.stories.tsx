import type { AuditEvent } from '@quartile/api';
import { FIXTURE_IDS, fixtureId, makeAuditEvent } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditTimeline } from './AuditTimeline.tsx';
import { pressTryAgain } from '../../storybook/index.ts';

const anna = { id: FIXTURE_IDS.user, name: 'Anna Lindqvist' };
const events: AuditEvent[] = [
  makeAuditEvent(1, {
    id: fixtureId('audit', 11),
    at: '2025-06-03T09:12:00.000Z',
    actor_kind: 'user',
    actor: anna,
    action: 'decision.human',
    company_id: fixtureId('company', 8),
    details: { via: 'panel', resolved_conflict: true },
    before: { status: 'Decision Conflict', human_decision: 'accept', reason: 'Assembly is minor.', reason_code: null },
    after: {
      status: 'Rejected after Review',
      human_decision: 'reject',
      reason: 'Group member since 2022.',
      reason_code: 'not_independent',
    },
  }),
  makeAuditEvent(2, {
    id: fixtureId('audit', 12),
    at: '2025-06-03T09:10:00.000Z',
    actor_kind: 'review_analyst',
    actor: null,
    action: 'review.completed',
    company_id: fixtureId('company', 8),
    details: { trigger: 'run', raised: 2, cleared: 0 },
    before: { flags: [] },
    after: {
      flags: [
        { id: 'related_party:7a8b9c0d1e2f', kind: 'related_party', severity: 'high' },
        { id: 'independence:6a7b8c9d0e1f', kind: 'independence', severity: 'high' },
      ],
    },
  }),
  makeAuditEvent(3, {
    id: fixtureId('audit', 13),
    at: '2025-06-02T16:45:00.000Z',
    actor_kind: 'user',
    actor: anna,
    action: 'criteria.saved',
    company_id: null,
    details: { version: 2, outdated_companies: 7 },
    before: { accept: ['wholesale distribution of industrial machinery'], reject: ['manufacturing'] },
    after: { accept: ['wholesale distribution of industrial machinery, pumps or components'], reject: ['manufacturing'] },
  }),
  makeAuditEvent(4, {
    id: fixtureId('audit', 14),
    at: '2025-06-02T16:40:00.000Z',
    actor_kind: 'user',
    actor: anna,
    action: 'review.flag_dismissed',
    company_id: fixtureId('company', 11),
    details: { flag_id: 'source_stale:3a4b5c6d7e8f', kind: 'source_stale', severity: 'low' },
    before: { dismissed: false },
    after: { dismissed: true, note: 'The 2022 report is the latest filed.' },
  }),
  makeAuditEvent(5, {
    id: fixtureId('audit', 15),
    at: '2025-06-02T16:40:00.000Z',
    actor_kind: 'user',
    actor: anna,
    action: 'results.settings_saved',
    company_id: null,
    details: {},
    before: { years: [2022, 2023], exclusions: [] },
    after: {
      years: [2021, 2022, 2023],
      exclusions: [{ company_id: fixtureId('company', 8), reason: 'Persistent losses: losses in 2022 and 2023' }],
    },
  }),
  makeAuditEvent(6, {
    id: fixtureId('audit', 16),
    at: '2025-06-02T16:30:00.000Z',
    actor_kind: 'user',
    actor: anna,
    action: 'benchmark.tested_party_updated',
    company_id: null,
    details: {},
    before: { tested_party_financials: [] },
    after: { tested_party_financials: [{ year: 2023, revenue: 60_000_000, operating_profit: 1_500_000, net_profit: null }] },
  }),
];

const names: Record<string, string> = {
  [fixtureId('company', 8)]: 'Baltic Hydro Parts UAB',
  [fixtureId('company', 11)]: 'Danubia Industrial Kft.',
};

const meta = {
  title: 'Fragments/Review/AuditTimeline',
  component: AuditTimeline,
  args: {
    title: 'Audit trail',
    state: 'ready',
    events,
    total: 9,
    filter: 'all',
    onFilterChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    companyName: (id: string) => names[id] ?? null,
  },
} satisfies Meta<typeof AuditTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The benchmark's trail: decisions with before and after, criteria versions, the Review Analyst, dismissals. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Audit trail: 9 events' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    // Sentences a person and an auditor read: who did what, never an event code or stored JSON.
    await expect(items[0]).toHaveTextContent(
      'Anna Lindqvist rejected the company, resolving a decision conflict: Not independent — Group member since 2022.',
    );
    await expect(items[0]).toHaveTextContent('Baltic Hydro Parts UAB · 3 Jun 2025, 09:12');
    await expect(items[1]).toHaveTextContent(
      'The Review Analyst checked the company after the analysis and raised 2 flags (open: Related-party link, Independence).',
    );
    await expect(items[2]).toHaveTextContent(
      'Anna Lindqvist saved the criteria (version 2): 7 companies analysed under earlier criteria are now outdated and need a re-run.',
    );
    await expect(items[2]).toHaveTextContent(
      'Accept if the company is involved in: wholesale distribution of industrial machinery → wholesale distribution of industrial machinery, pumps or components',
    );
    await expect(items[3]).toHaveTextContent('Anna Lindqvist dismissed the flag “Stale source”: “The 2022 report is the latest filed.”');
    // Settings read in words: years as years, an exclusion by the company's name, financials by year.
    await expect(items[4]).toHaveTextContent('Years: 2022, 2023 → 2021, 2022, 2023');
    await expect(items[4]).toHaveTextContent('Excluded from the range: none → Baltic Hydro Parts UAB: Persistent losses: losses in 2022 and 2023');
    await expect(items[5]).toHaveTextContent("Tested party's financials: none → 2023: revenue 60,000,000, operating profit 1,500,000");
    for (const item of items) {
      await expect(item).not.toHaveTextContent(/company_id|decision\.human|review\.completed|criteria\.saved|[{}]/);
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'Decisions' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('decisions');
    await userEvent.click(canvas.getByRole('button', { name: 'Show older events (3 more)' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** One company's timeline in sentences (no company names repeated). */
export const CompanyTimeline: Story = {
  args: { title: 'Company timeline', events: events.slice(0, 2), total: 2, companyName: undefined },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Company timeline: 2 events' });
    await expect(list).toBeVisible();
    await expect(list).toHaveTextContent('Anna Lindqvist rejected the company, resolving a decision conflict: Not independent — Group member since 2022.');
    await expect(list).not.toHaveTextContent('Baltic Hydro Parts UAB');
    await expect(canvas.queryByRole('button', { name: /Show older/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', events: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the audit trail');
  },
};

export const Empty: Story = {
  args: { events: [], total: 0, filter: 'exports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No events' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Exports' })).toBeChecked();
  },
};

export const ServerError: Story = {
  args: { state: 'error', events: [], total: 0 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch data');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
