import type { Company } from '@quartile/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EditWebsiteDialog } from './EditWebsiteDialog.tsx';
import { importedCompanies } from './listFixtures.ts';
import { ValidationPanel, type EditableField } from './ValidationPanel.tsx';

type Args = { companies: Company[]; onEdit: (c: Company, f: EditableField, v: string) => void; onEditWebsite: (c: Company) => void };
function Stateful({ companies, onEdit, onEditWebsite }: Args) {
  const [list, setList] = useState(companies.filter((c) => c.status !== 'Deleted'));
  const [later, setLater] = useState<Set<string>>(new Set());
  const [show, setShow] = useState(false);
  return (
    <ValidationPanel
      companies={list}
      fixLater={later}
      showFixLater={show}
      onShowFixLaterChange={setShow}
      onFixLater={(changed, on) =>
        setLater((s) => {
          const next = new Set(s);
          for (const c of changed) if (on) next.add(c.id);
          else next.delete(c.id);
          return next;
        })
      }
      onEditWebsite={onEditWebsite}
      onEdit={(c, field, value) => {
        onEdit(c, field, value);
        setList((l) => l.map((x) => (x.id === c.id ? { ...x, [field]: value, ...(field === 'website' ? { invalid_url: false, missing_website: false } : {}) } : x)));
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Companies/Data validation',
  component: Stateful,
  args: { companies: importedCompanies(), onEdit: fn(), onEditWebsite: fn() },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Missing names, missing countries and invalid website URLs, counted and listed. */
export const Issues: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('list', { name: 'Data issues' });
    await expect(summary).toHaveTextContent('Missing names: 1');
    await expect(summary).toHaveTextContent('Missing countries: 1');
    await expect(summary).toHaveTextContent('Invalid website URLs: 1');
    await waitFor(() => expect(within(canvas.getByRole('grid', { name: 'Data validation' })).getAllByRole('row')).toHaveLength(5));
  },
};

/** Double-click a cell: an invalid URL is refused with the spec's message, a valid one is saved. */
export const EditInvalidUrl: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const grid = within(canvas.getByRole('grid', { name: 'Data validation' }));
    await userEvent.dblClick(await grid.findByText('not a url'));
    const editor = grid.getByRole('textbox', { name: /Website, row/ });
    await userEvent.clear(editor);
    await userEvent.paste('brennero componenti');
    await userEvent.keyboard('{Enter}');
    await expect(grid.getByRole('alert')).toHaveTextContent('Invalid URL format');
    await expect(args.onEdit).not.toHaveBeenCalled();
    await userEvent.clear(editor);
    await userEvent.paste('www.brennero.it');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Brennero Componenti SpA' }), 'website', 'www.brennero.it');
  },
};

/** A required cell cannot be emptied. */
export const RequiredCell: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const grid = within(canvas.getByRole('grid'));
    await userEvent.dblClick(await grid.findByText('Brennero Componenti SpA'));
    const editor = grid.getByRole('textbox', { name: /Company name, row/ });
    await userEvent.clear(editor);
    await userEvent.keyboard('{Enter}');
    await expect(grid.getByRole('alert')).toHaveTextContent('This field is required');
    await userEvent.keyboard('{Escape}');
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Fix Later moves the company out of the way; it stays flagged and can be shown again. */
export const FixLater: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Fix later: Nordhavn Teknik A/S' }));
    await expect(within(canvas.getByRole('grid')).queryByText('Nordhavn Teknik A/S')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Data issues' })).toHaveTextContent('Missing countries: 1');
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the 1 left for later' }));
    await expect(within(canvas.getByRole('grid')).getByText('Fix later')).toBeVisible();
  },
};

/** Many at once: every issue shown is left for later in one step, and one can be brought back. */
export const FixAllLater: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Leave all \d+ for later$/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Every remaining issue is left for later.');
    // Still flagged: the counts do not change.
    await expect(canvas.getByRole('list', { name: 'Data issues' })).toHaveTextContent('Missing countries: 1');
    await userEvent.click(canvas.getByRole('switch', { name: /^Show the \d+ left for later$/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fix now: Nordhavn Teknik A/S' }));
    await userEvent.click(canvas.getByRole('switch', { name: /^Show the \d+ left for later$/ }));
    await expect(within(canvas.getByRole('grid')).getByText('Nordhavn Teknik A/S')).toBeVisible();
  },
};

/** Nothing left to fix. */
export const AllValid: Story = {
  args: { companies: importedCompanies().filter((c) => c.name && c.country && c.website && !c.invalid_url) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Every company has a name, a country and a valid website.');
  },
};

/** The edit-website dialog: an invalid URL is refused with the spec's message and nothing is saved. */
export const EditWebsite: StoryObj<typeof EditWebsiteDialog> = {
  render: (args) => <EditWebsiteDialog {...args} />,
  args: { company: importedCompanies()[1]!, onClose: fn(), onSave: fn(async () => null), onValidate: fn(async () => null) },
  play: async ({ args, userEvent }) => {
    const element = within(document.body).getByRole('dialog', { name: 'Edit website of Brennero Componenti SpA' });
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await expect(dialog.getByRole('textbox', { name: 'Website' })).toHaveValue('not a url');
    await userEvent.click(dialog.getByRole('button', { name: 'Save website' }));
    await waitFor(() => expect(dialog.getByText('Invalid URL format')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid website is saved and the dialog closes. */
export const EditWebsiteSaved: StoryObj<typeof EditWebsiteDialog> = {
  render: (args) => <EditWebsiteDialog {...args} />,
  args: { company: { ...importedCompanies()[1]!, website: 'www.brennero.it', invalid_url: false }, onClose: fn(), onSave: fn(async () => null) },
  play: async ({ args, userEvent }) => {
    const element = within(document.body).getByRole('dialog');
    await waitFor(() => expect(element).toBeVisible());
    await userEvent.click(within(element).getByRole('button', { name: 'Save website' }));
    await expect(args.onSave).toHaveBeenCalledWith('www.brennero.it');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The server refuses the website: its message stays in the dialog. */
export const EditWebsiteRefused: StoryObj<typeof EditWebsiteDialog> = {
  render: (args) => <EditWebsiteDialog {...args} />,
  args: { company: { ...importedCompanies()[0]!, url_issue: 'URL Not Found' }, onClose: fn(), onSave: fn(async () => 'Failed to update website') },
  play: async ({ args, userEvent }) => {
    const element = within(document.body).getByRole('dialog');
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await expect(dialog.getByText('Reported issue: URL Not Found')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save website' }));
    await waitFor(() => expect(dialog.getByText('Failed to update website')).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
