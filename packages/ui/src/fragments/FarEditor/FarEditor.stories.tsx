import { makeFar, makeFarHistory } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FarEditor, type FarEditorProps } from './FarEditor.tsx';
import { valuesOf, type FarValues } from './farValues.ts';
import { pressTryAgain, useHeld } from '../../storybook/index.ts';

const far = makeFar();
const benchmarks = [
  ...far.benchmarks,
  { id: '00000000-0000-4000-8000-0000000000b2', name: 'Nordic pump distributors FY2024 roll-forward' },
];

/** Holds the edits like the page does, so a story can type into the report. */
function Stateful(props: FarEditorProps & { onValues?: (values: FarValues) => void }) {
  const [values, onChange] = useHeld<FarValues | null | undefined, FarValues>(props.values, props.onChange);
  return <FarEditor {...props} values={values} onChange={onChange} />;
}

const meta = {
  title: 'Fragments/FARs/FarEditor',
  component: FarEditor,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    far,
    values: valuesOf(far),
    onChange: fn(),
    saveState: 'saved',
    onRetrySave: fn(),
    onResolveConflict: fn(),
    clientBenchmarks: benchmarks,
    history: { state: 'ready', revisions: makeFarHistory() },
    onExport: fn(),
    onGenerate: fn(),
    backHref: '/fars',
    benchmarkHref: (id) => `/benchmarks/${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof FarEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Helvetia Pumps Nordic AB — FAR FY2023' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('All changes saved');
    const sections = canvas.getAllByRole('region').map((r) => r.querySelector('h2, h3')?.textContent);
    await expect(sections).toEqual(
      expect.arrayContaining([
        'Report and tested party',
        'Functions, assets and risks',
        'Functions performed',
        'Assets used',
        'Risks assumed',
        'Characterisation',
        'Financial analysis',
        'Benchmarks',
        'History',
      ]),
    );
    await expect(canvas.getByRole('note', { name: 'Suggested characterisation' })).toHaveTextContent(
      'The matrix reads as a limited-risk distributor',
    );
    const plis = within(canvas.getByRole('table', { name: 'Profit level indicators' }));
    // Operating margin 2021: 1.7m / 48.2m = 3.53 %; weighted over 2021–2023: 5.85m / 156.4m = 3.74 %.
    await expect(plis.getByRole('row', { name: /Operating margin/ })).toHaveTextContent('3.53%');
    await expect(plis.getByRole('row', { name: /Operating margin/ })).toHaveTextContent('3.74%');
    await expect(within(canvas.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Matrix editing: a level changes, a row is added and named, another removed; the page gets every change. */
export const MatrixEditing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const risks = within(canvas.getByRole('region', { name: 'Risks assumed' }));
    const market = risks.getByRole('radiogroup', { name: 'Tested party bears: Market risk' });
    await userEvent.click(within(market).getByRole('radio', { name: 'Full' }));
    await expect(within(market).getByRole('radio', { name: 'Full' })).toBeChecked();
    await userEvent.click(risks.getByRole('button', { name: 'Add risk' }));
    const names = risks.getAllByRole('textbox', { name: 'Risk' });
    await userEvent.clear(names.at(-1)!);
    await expect(risks.getByText('This field is required')).toBeVisible();
    await userEvent.type(names.at(-1)!, 'Warranty risk');
    await userEvent.click(
      within(risks.getByRole('radiogroup', { name: 'Tested party bears: Warranty risk' })).getByRole('radio', { name: 'Limited' }),
    );
    await userEvent.type(risks.getAllByRole('textbox', { name: 'Who in the group' }).at(-1)!, 'Helvetia Pumps AG');
    await userEvent.click(risks.getByRole('button', { name: 'Remove Credit risk' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as FarValues;
    await expect(last.content.risks.map((r) => [r.name, r.level, r.performed_by])).toEqual([
      ['Market risk', 'full', 'Helvetia Pumps AG (parent)'],
      ['Inventory risk', 'limited', 'Helvetia Pumps AG (parent)'],
      ['Warranty risk', 'limited', 'Helvetia Pumps AG'],
    ]);
    // Full market risk with limited inventory risk still reads as a limited-risk distributor.
    await expect(canvas.getByRole('note', { name: 'Suggested characterisation' })).toHaveTextContent('limited-risk distributor');
  },
};

export const UseSuggestedCharacterisation: Story = {
  args: { values: { ...valuesOf(far), characterisation: null } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use this' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as FarValues;
    await expect(last.characterisation).toBe('limited-risk distributor');
  },
};

export const EditFinancials: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const pl = within(canvas.getByRole('table', { name: 'Profit and loss' }));
    const op = pl.getByRole('textbox', { name: 'Operating profit FY2023' });
    await userEvent.clear(op);
    await userEvent.type(op, '2765000');
    await userEvent.tab();
    // 2.765m / 55.3m = 5.00 %.
    await expect(
      within(canvas.getByRole('table', { name: 'Profit level indicators' })).getByRole('row', { name: /Operating margin/ }),
    ).toHaveTextContent('5.00%');
    await userEvent.click(canvas.getByRole('button', { name: 'Add FY2024' }));
    await expect(pl.getByRole('columnheader', { name: /FY2024/ })).toBeVisible();
    await userEvent.click(pl.getByRole('button', { name: 'Remove FY2021' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as FarValues;
    await expect(last.financials.map((y) => y.year)).toEqual([2022, 2023, 2024]);
  },
};

export const LinkAndGenerate: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate criteria for Nordic pump distributors FY2021–2023' }));
    await expect(args.onGenerate).toHaveBeenCalledWith(far.benchmarks[0]?.id);
    await userEvent.click(canvas.getByRole('button', { name: /Link a benchmark/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Nordic pump distributors FY2024 roll-forward' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as FarValues;
    await expect(last.benchmark_ids).toEqual([far.benchmarks[0]?.id, benchmarks[1]?.id]);
  },
};

export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Conflict: Story = {
  args: { saveState: 'conflict' },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'This report was changed by someone else since you opened it. Your changes are kept on this page.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await expect(args.onResolveConflict).toHaveBeenCalledWith('mine');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await expect(args.onResolveConflict).toHaveBeenCalledWith('theirs');
  },
};

export const SaveFailed: Story = {
  args: { saveState: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save changes. Your changes are kept on this page.');
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetrySave).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading', far: null, values: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading FAR report');
  },
};

export const NotFound: Story = {
  args: { state: 'notFound', far: null, values: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'FAR report not found' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { state: 'error', far: null, values: null },
  play: async ({ canvas, args, userEvent }) => {
    await pressTryAgain(canvas, userEvent);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
