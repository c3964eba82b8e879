import { CHARACTERISATIONS, MESSAGES, type Characterisation } from '@quartile/domain';
import { useState, type FormEvent } from 'react';
import { ComboBox, Form, type Key } from 'react-aria-components';
import { ComboInput, ComboOption, ComboOptions } from '../../components/ComboBoxParts/ComboBoxParts.tsx';
import { FormFooter } from '../../components/FormFooter/FormFooter.tsx';
import { FieldFooter, FieldLabel } from '../../components/Field/Field.tsx';
import * as field from '../../components/Field/Field.css.ts';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './FarList.css.ts';

export interface FarClientOption {
  id: string;
  name: string;
  country?: string;
}

export interface FarCreateInput {
  title: string;
  client_id: string;
  tested_party: string;
  characterisation: Characterisation | null;
}

export interface FarCreateFormProps {
  /** Clients matching the picker's text (the page searches the server). */
  clientOptions: readonly FarClientOption[];
  onClientSearchChange?: (text: string) => void;
  isLoadingClients?: boolean;
  onSubmit: (input: FarCreateInput) => void;
  onCancel?: () => void;
  isPending?: boolean;
  formError?: string | null;
}

const BLANK = 'blank';

/** A new FAR: title, client, tested party, and a characterisation whose usual matrix it starts from. */
export function FarCreateForm({
  clientOptions,
  onClientSearchChange,
  isLoadingClients = false,
  onSubmit,
  onCancel,
  isPending = false,
  formError,
}: FarCreateFormProps) {
  const [title, setTitle] = useState('');
  const [client, setClient] = useState<FarClientOption | null>(null);
  const [clientText, setClientText] = useState('');
  const [testedParty, setTestedParty] = useState('');
  const [start, setStart] = useState<string>('limited-risk distributor');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    title: submitted && !title.trim() ? MESSAGES.requiredField : undefined,
    client: submitted && !client ? MESSAGES.requiredField : undefined,
  };
  const options = client && !clientOptions.some((c) => c.id === client.id) ? [client, ...clientOptions] : clientOptions;

  const chooseClient = (key: Key | null) => {
    const chosen = options.find((c) => c.id === key) ?? null;
    setClient(chosen);
    if (chosen) setClientText(chosen.name);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!title.trim() || !client) return;
    onSubmit({
      title: title.trim(),
      client_id: client.id,
      tested_party: testedParty.trim(),
      characterisation: start === BLANK ? null : (start as Characterisation),
    });
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-busy={isPending}>
      <TextField
        label="Title"
        value={title}
        onChange={setTitle}
        isDisabled={isPending}
        isInvalid={Boolean(errors.title)}
        errorMessage={errors.title}
        placeholder="e.g. Helvetia Pumps Nordic AB, FAR FY2024"
      />
      <ComboBox<FarClientOption>
        className={field.field}
        items={options}
        selectedKey={client?.id ?? null}
        onSelectionChange={chooseClient}
        inputValue={clientText}
        onInputChange={(text) => {
          setClientText(text);
          if (client && text !== client.name) setClient(null);
          onClientSearchChange?.(text);
        }}
        menuTrigger="input"
        allowsEmptyCollection
        isDisabled={isPending}
        isInvalid={Boolean(errors.client)}
      >
        <FieldLabel>Client</FieldLabel>
        <ComboInput
          placeholder="Search clients by name"
          buttonLabel="Show clients"
          isDisabled={isPending}
          isInvalid={Boolean(errors.client)}
        />
        <FieldFooter errorMessage={errors.client} />
        <ComboOptions<FarClientOption>
          emptyText={isLoadingClients ? 'Searching clients…' : `No client matches “${clientText}”. Add it in the Vault first.`}
        >
          {(c) => (
            <ComboOption id={c.id} textValue={c.name}>
              <span>{c.name}</span>
            </ComboOption>
          )}
        </ComboOptions>
      </ComboBox>
      <TextField
        label="Tested party"
        value={testedParty}
        onChange={setTestedParty}
        isDisabled={isPending}
        placeholder="The group company this report describes"
      />
      <Select
        label="Start from"
        description="The matrix starts with the usual levels of this characterisation; you adjust every row."
        selectedKey={start}
        onSelectionChange={(key) => setStart(String(key ?? BLANK))}
        isDisabled={isPending}
      >
        {[...CHARACTERISATIONS.map((c) => ({ id: c, label: `A ${c}` })), { id: BLANK, label: 'An empty checklist' }].map((o) => (
          <SelectItem key={o.id} id={o.id}>
            {o.label}
          </SelectItem>
        ))}
      </Select>
      <FormFooter error={formError} submitLabel="Create report" isPending={isPending} onCancel={onCancel} />
    </Form>
  );
}
