import { Select, SelectItem, type SelectProps } from '../Select/Select.tsx';
import { headerLabel } from '../../format/spreadsheet.ts';

const NOT_MAPPED = 'none';

export interface ColumnSelectProps extends Omit<SelectProps<object>, 'selectedKey' | 'onSelectionChange' | 'children' | 'items'> {
  /** The file's header row; a column without a header cannot be chosen. */
  headers: readonly string[];
  /** The chosen column's index, or undefined when nothing is mapped. */
  column: number | undefined;
  onColumnChange: (column: number | null) => void;
}

/** Which column of the file holds a value: "Not mapped" or one of the file's headed columns. */
export function ColumnSelect({ headers, column, onColumnChange, ...props }: ColumnSelectProps) {
  return (
    <Select
      {...props}
      selectedKey={column === undefined ? NOT_MAPPED : String(column)}
      onSelectionChange={(key) => onColumnChange(key === NOT_MAPPED ? null : Number(key))}
    >
      <SelectItem id={NOT_MAPPED} textValue="Not mapped">
        Not mapped
      </SelectItem>
      {headers.map((header, index) =>
        header.trim() === '' ? null : (
          <SelectItem key={index} id={String(index)} textValue={headerLabel(header, index)}>
            {headerLabel(header, index)}
          </SelectItem>
        ),
      )}
    </Select>
  );
}
