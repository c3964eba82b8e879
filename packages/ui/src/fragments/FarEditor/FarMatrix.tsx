import { FAR_LEVEL_LABELS, FAR_LEVELS, FAR_SECTION_LABELS, type FarSection } from '@quartile/domain';
import { Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { PlusCircleIcon, TrashIcon } from '../../icons/icons.tsx';
import type { FarItemValue } from './farValues.ts';
import * as styles from './FarEditor.css.ts';

export interface FarMatrixSectionProps {
  section: FarSection;
  items: readonly FarItemValue[];
  onChange: (items: FarItemValue[]) => void;
  isDisabled?: boolean;
}

const NEW_NAMES: Record<FarSection, string> = { functions: 'New function', assets: 'New asset', risks: 'New risk' };

/** One part of the FAR matrix: a row per function, asset or risk with its level and who in the group. */
export function FarMatrixSection({ section, items, onChange, isDisabled = false }: FarMatrixSectionProps) {
  const labels = FAR_SECTION_LABELS[section];
  const update = (index: number, patch: Partial<FarItemValue>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const headingId = `far-${section}`;
  return (
    <section className={styles.matrixSection} aria-labelledby={headingId}>
      <div className={styles.matrixHeader}>
        <h3 id={headingId} className={styles.subTitle}>
          {labels.title}
        </h3>
        <Button
          size="sm"
          onPress={() => onChange([...items, { name: NEW_NAMES[section], level: 'none', performed_by: '', notes: '' }])}
          isDisabled={isDisabled}
        >
          <PlusCircleIcon />
          Add {labels.item.toLowerCase()}
        </Button>
      </div>
      {items.length === 0 ? <p className={styles.muted}>No {section} listed yet.</p> : null}
      <ol className={styles.matrixRows}>
        {items.map((item, index) => (
          <li key={index} className={styles.matrixRow} aria-label={`${labels.item} ${index + 1}: ${item.name}`}>
            <TextField
              className={styles.matrixName}
              label={labels.item}
              value={item.name}
              onChange={(name) => update(index, { name })}
              isDisabled={isDisabled}
              isInvalid={!item.name.trim()}
              errorMessage={!item.name.trim() ? 'This field is required' : undefined}
            />
            <RadioGroup
              className={styles.levelGroup}
              orientation="horizontal"
              value={item.level}
              onChange={(level) => update(index, { level: level as FarItemValue['level'] })}
              isDisabled={isDisabled}
              aria-label={`${labels.level}: ${item.name}`}
            >
              <span className={styles.levelLabel} aria-hidden="true">
                {labels.level}
              </span>
              <div className={styles.levelOptions}>
                {FAR_LEVELS.map((level) => (
                  <Radio key={level} value={level} className={styles.levelOption}>
                    {FAR_LEVEL_LABELS[level]}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <TextField
              className={styles.matrixWho}
              label="Who in the group"
              placeholder="e.g. the parent company"
              value={item.performed_by}
              onChange={(performed_by) => update(index, { performed_by })}
              isDisabled={isDisabled}
            />
            <TextField
              className={styles.matrixNotes}
              label="Notes"
              value={item.notes}
              onChange={(notes) => update(index, { notes })}
              isDisabled={isDisabled}
            />
            <Button
              className={styles.matrixRemove}
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={`Remove ${item.name || labels.item.toLowerCase()}`}
              onPress={() => onChange(items.filter((_, i) => i !== index))}
              isDisabled={isDisabled}
            >
              <TrashIcon />
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
