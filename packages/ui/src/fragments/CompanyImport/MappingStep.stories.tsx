import { assignmentConfidence, proposeColumnMapping, proposeFieldAssignment, validateMapping, type FieldAssignment, type SystemField } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { CAPIQ_HEADERS, ORBIS_HEADERS, ORBIS_ROWS } from './importFixtures.ts';
import { MappingStep, withFieldColumn } from './MappingStep.tsx';

/** The step with the page's behaviour: the recognizer's proposal, changes, and the spec's message on Next. */
function Stateful({ headers, preview, onNext, onBack }: { headers: string[]; preview: unknown[][]; onNext: () => void; onBack: () => void }) {
  const proposal = proposeColumnMapping(headers);
  const [fields, setFields] = useState<FieldAssignment>(() => proposeFieldAssignment(proposal));
  const [error, setError] = useState<string | null>(null);
  const confidence: Partial<Record<SystemField, number | null>> = {};
  for (const [f, c] of Object.entries(fields) as [SystemField, number][]) confidence[f] = assignmentConfidence(proposal, f, c);
  return (
    <MappingStep
      headers={headers}
      preview={preview}
      fields={fields}
      confidence={confidence}
      error={error}
      onFieldChange={(field, column) => {
        setFields((f) => withFieldColumn(f, field, column));
        setError(null);
      }}
      onBack={onBack}
      onNext={() => {
        const message = validateMapping(Object.fromEntries(Object.entries(fields).map(([f, i]) => [f, headers[i as number]])));
        setError(message);
        if (!message) onNext();
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Companies/Upload wizard/2 Map columns',
  component: Stateful,
  args: { headers: ORBIS_HEADERS, preview: ORBIS_ROWS, onNext: fn(), onBack: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Orbis export maps itself: every required field recognized, with the confidence and an example. */
export const AutoMapped: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Company name \(required\)/ })).toHaveTextContent('Company name Latin alphabet');
    await expect(canvas.getAllByText('Recognized · 100 %').length).toBeGreaterThanOrEqual(3);
    const preview = canvas.getByRole('table', { name: 'Preview of the first rows' });
    await expect(within(preview).getByText('Kallio Industrial Oy')).toBeVisible();
    // A blank country shows as missing, never as an empty cell.
    await expect(within(preview).getByText('missing')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: financial data' }));
    await expect(args.onNext).toHaveBeenCalled();
  },
};

/** Capital IQ has no website column: going on says which required field is missing. */
export const MissingRequiredFields: Story = {
  args: { headers: CAPIQ_HEADERS, preview: [['Acme Industrial Inc.', 'United States', 'Distributes industrial supplies.', 412.5]] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Required, not mapped')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: financial data' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing required fields: Website');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A person overrides the recognizer: the badge says the choice is theirs. */
export const ManualOverride: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country \(required\)/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'BvD ID number' }));
    await expect(canvas.getByRole('button', { name: /Country \(required\)/ })).toHaveTextContent('BvD ID number');
    await expect(canvas.getByText('Chosen by you')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Website \(required\)/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Not mapped' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next: financial data' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Missing required fields: Website');
  },
};

/** Every optional field can be mapped; they are kept with each company. */
export const MoreFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show \d+ more fields/ }));
    await expect(canvas.getByRole('button', { name: /NACE code/ })).toHaveTextContent('Not mapped');
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer fields' }));
    await expect(canvas.queryByRole('button', { name: /NACE code/ })).toBeNull();
  },
};

/** Years and activity codes read as the file writes them ("2009", "3561"); counts of employees keep their separators. */
export const YearsAndCodesAsWritten: Story = {
  args: {
    headers: ['Company name Latin alphabet', 'Country ISO code', 'Website address', 'Last avail. year', 'US SIC, primary code(s)', 'Number of employees'],
    preview: [['Kallio Industrial Oy', 'FI', 'kallio-industrial.fi', 2009, 3561, 12500]],
  },
  play: async ({ canvas }) => {
    const preview = within(canvas.getByRole('table', { name: 'Preview of the first rows' }));
    await expect(preview.getByRole('cell', { name: '2009' })).toBeVisible();
    await expect(preview.getByRole('cell', { name: '3561' })).toBeVisible();
    await expect(preview.getByRole('cell', { name: '12,500' })).toBeVisible();
    await expect(preview.queryByText('2,009')).toBeNull();
  },
};
