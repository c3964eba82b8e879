import {
  Cell as RACCell,
  type CellProps,
  Collection,
  Column as RACColumn,
  type ColumnProps as RACColumnProps,
  composeRenderProps,
  Row as RACRow,
  type RowProps,
  Table as RACTable,
  TableBody as RACTableBody,
  type TableBodyProps,
  TableHeader as RACTableHeader,
  type TableHeaderProps,
  type TableProps,
  useTableOptions,
} from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/icons.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import * as styles from './Table.css.ts';

const cx = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

/** RAC Table (sortable with `sortDescriptor`, selectable with `selectionMode`) inside a scroll container. */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className={styles.container}>
      <RACTable {...props} className={composeRenderProps(className, (c) => cx(styles.table, c))} />
    </div>
  );
}

export function TableHeader<T extends object>({ columns, children, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RACTableHeader {...props}>
      {allowsDragging ? <RACColumn className={styles.column} /> : null}
      {selectionBehavior === 'toggle' && selectionMode !== 'none' ? (
        <RACColumn className={cx(styles.column, styles.selectionCell)}>
          {selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
        </RACColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends RACColumnProps {
  /** Right-aligns numbers so digits line up. */
  numeric?: boolean;
}

export function Column({ numeric, className, children, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={composeRenderProps(className, (c) => cx(styles.column, numeric && styles.numeric, c))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnInner}>
          {content}
          {allowsSorting ? (
            <span className={styles.sortIcon} aria-hidden="true" style={{ visibility: sortDirection ? 'visible' : 'hidden' }}>
              {sortDirection === 'descending' ? <ChevronDownIcon size={12} /> : <ChevronUpIcon size={12} />}
            </span>
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <RACTableBody {...props} />;
}

export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <RACRow id={id} {...props} className={composeRenderProps(className, (c) => cx(styles.row, c))}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' ? (
        <RACCell className={cx(styles.cell, styles.selectionCell)}>
          <Checkbox slot="selection" />
        </RACCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

export function Cell({ numeric, className, ...props }: CellProps & { numeric?: boolean }) {
  return <RACCell {...props} className={composeRenderProps(className, (c) => cx(styles.cell, numeric && styles.numeric, c))} />;
}

export type { CellProps, RowProps, TableBodyProps, TableHeaderProps, TableProps };
