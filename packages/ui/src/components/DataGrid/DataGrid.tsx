import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './DataGrid.css.ts';

export interface DataGridColumn<T> {
  key: string;
  header: string;
  /** Initial width in px; the user can resize by dragging the header edge. */
  width?: number;
  minWidth?: number;
  numeric?: boolean;
  editable?: boolean;
  /** Plain value, used for display, editing and the accessible text. */
  getValue: (row: T) => string | number | null | undefined;
  /** Custom cell content (defaults to the value). */
  render?: (row: T) => ReactNode;
  /**
   * Makes the column sortable from its header: the value rows are ordered by (numbers for amounts
   * that are shown formatted). Rows without a value go last in either direction.
   */
  sortValue?: (row: T) => string | number | null | undefined;
}

export type SortDirection = 'ascending' | 'descending';

/** Rows ordered by one column's sort value, missing values last, ties in their original order. */
export function sortRows<T>(rows: readonly T[], column: DataGridColumn<T> | undefined, direction: SortDirection): readonly T[] {
  const value = column?.sortValue;
  if (!value) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aMissing = a.key === null || a.key === undefined || a.key === '';
      const bMissing = b.key === null || b.key === undefined || b.key === '';
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order =
        typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((r) => r.row);
}

export interface CellEdit<T> {
  row: T;
  rowIndex: number;
  columnKey: string;
  value: string;
}

export interface DataGridProps<T> {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly DataGridColumn<T>[];
  getRowId: (row: T, index: number) => string;
  /** Height of the scrolling viewport in px. */
  height?: number;
  rowHeight?: number;
  /** Return an error message to keep the editor open, or null to accept. */
  validate?: (edit: CellEdit<T>) => string | null;
  onCellEdit?: (edit: CellEdit<T>) => void;
}

interface Position {
  row: number;
  col: number;
}

const HEADER_HEIGHT = 37;

/**
 * A virtualized ARIA grid for large tables (10,000+ rows): sticky header, resizable columns,
 * arrow-key navigation with one tab stop, and inline editing (double-click, Enter or F2).
 */
export function DataGrid<T>({
  rows: unsorted,
  columns,
  getRowId,
  height = 480,
  rowHeight = 36,
  validate,
  onCellEdit,
  ...aria
}: DataGridProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridId = useId();
  const [widths, setWidths] = useState(() => columns.map((c) => c.width ?? 160));
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ pos: Position; value: string; error: string | null } | null>(null);
  const [resizing, setResizing] = useState<number | null>(null);
  const focusPending = useRef(false);
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | null>(null);
  const sortColumn = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const rows = sort ? sortRows(unsorted, sortColumn, sort.direction) : unsorted;
  const toggleSort = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));

  // TanStack Virtual returns fresh functions each render; the React Compiler skips this hook by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  const template = widths.map((w) => `${w}px`).join(' ');
  const totalWidth = widths.reduce((a, b) => a + b, 0);
  const cellId = (pos: Position) => `${gridId}-${pos.row}-${pos.col}`;

  // After keyboard moves, focus the active cell once the virtualizer has rendered it.
  useLayoutEffect(() => {
    if (!focusPending.current || editing) return;
    const el = document.getElementById(cellId(active));
    if (el) {
      focusPending.current = false;
      el.focus({ preventScroll: true });
    }
  });

  const moveTo = useCallback(
    (pos: Position) => {
      const row = Math.max(0, Math.min(rows.length - 1, pos.row));
      const col = Math.max(0, Math.min(columns.length - 1, pos.col));
      focusPending.current = true;
      setActive({ row, col });
      virtualizer.scrollToIndex(row, { align: 'auto' });
    },
    [rows.length, columns.length, virtualizer],
  );

  const startEdit = (pos: Position) => {
    const column = columns[pos.col];
    const row = rows[pos.row];
    if (!column?.editable || row === undefined) return;
    const value = column.getValue(row);
    setEditing({ pos, value: value == null ? '' : String(value), error: null });
  };

  const commitEdit = () => {
    if (!editing) return;
    const row = rows[editing.pos.row];
    const column = columns[editing.pos.col];
    if (row === undefined || !column) return;
    const edit: CellEdit<T> = { row, rowIndex: editing.pos.row, columnKey: column.key, value: editing.value };
    const error = validate?.(edit) ?? null;
    if (error) {
      setEditing({ ...editing, error });
      return;
    }
    onCellEdit?.(edit);
    setEditing(null);
    moveTo(editing.pos);
  };

  const cancelEdit = () => {
    if (!editing) return;
    const pos = editing.pos;
    setEditing(null);
    moveTo(pos);
  };

  const pageSize = Math.max(1, Math.floor((height - HEADER_HEIGHT) / rowHeight) - 1);

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const { row, col } = active;
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, Position | undefined> = {
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      ArrowRight: { row, col: col + 1 },
      ArrowLeft: { row, col: col - 1 },
      PageDown: { row: row + pageSize, col },
      PageUp: { row: row - pageSize, col },
      Home: ctrl ? { row: 0, col: 0 } : { row, col: 0 },
      End: ctrl ? { row: rows.length - 1, col: columns.length - 1 } : { row, col: columns.length - 1 },
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(active);
    }
  };

  const startResize = (index: number) => (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widths[index] ?? 160;
    const min = columns[index]?.minWidth ?? 64;
    setResizing(index);
    const onMove = (e: PointerEvent) => {
      const next = Math.max(min, Math.round(startWidth + e.clientX - startX));
      setWidths((ws) => ws.map((w, i) => (i === index ? next : w)));
    };
    const onUp = () => {
      setResizing(null);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  return (
    <div
      ref={scrollRef}
      // Focus lives on one cell at a time (roving tabindex); the grid itself is reachable by script only.
      tabIndex={-1}
      role="grid"
      aria-label={aria['aria-label']}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      className={styles.root}
      style={{ height }}
      onKeyDown={onGridKeyDown}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={styles.headerRow} style={{ gridTemplateColumns: template, width: `max(${totalWidth}px, 100%)` }}>
          {columns.map((column, index) => (
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={index + 1}
              aria-sort={column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
              className={[styles.headerCell, column.numeric ? styles.numeric : ''].join(' ')}
            >
              {column.sortValue ? (
                <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.key)}>
                  {column.header}
                  <span aria-hidden="true" className={styles.sortMark}>
                    {sort?.key === column.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              )}
              <div
                aria-hidden="true"
                className={styles.resizer}
                data-resizing={resizing === index || undefined}
                onPointerDown={startResize(index)}
              />
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize(), width: `max(${totalWidth}px, 100%)` }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <div
              key={getRowId(row, item.index)}
              role="row"
              aria-rowindex={item.index + 2}
              className={styles.row}
              style={{ top: 0, transform: `translateY(${item.start}px)`, height: rowHeight, gridTemplateColumns: template, width: '100%' }}
            >
              {columns.map((column, col) => {
                const pos = { row: item.index, col };
                const isActive = active.row === item.index && active.col === col;
                const isEditing = editing?.pos.row === item.index && editing.pos.col === col;
                const value = column.getValue(row);
                const errorId = `${cellId(pos)}-error`;
                return (
                  // Keyboard input is handled once on the grid (arrows, Enter, F2), not per cell.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={column.key}
                    id={cellId(pos)}
                    role="gridcell"
                    aria-colindex={col + 1}
                    aria-readonly={column.editable ? undefined : true}
                    tabIndex={isActive && !isEditing ? 0 : -1}
                    data-active={isActive || undefined}
                    data-editable={column.editable || undefined}
                    className={[styles.cell, column.numeric ? styles.numeric : ''].join(' ')}
                    onClick={() => setActive(pos)}
                    onFocus={() => !isActive && setActive(pos)}
                    onDoubleClick={() => startEdit(pos)}
                  >
                    {isEditing && editing ? (
                      <>
                        <input
                          // Focus the editor as soon as it appears.
                          ref={(el) => el?.focus()}
                          aria-label={`${column.header}, row ${item.index + 1}`}
                          aria-invalid={editing.error ? true : undefined}
                          aria-describedby={editing.error ? errorId : undefined}
                          className={styles.editor}
                          value={editing.value}
                          onChange={(e) => setEditing({ ...editing, value: e.target.value, error: null })}
                          onKeyDown={(e) => {
                            e.stopPropagation();
                            if (e.key === 'Enter') commitEdit();
                            else if (e.key === 'Escape') cancelEdit();
                          }}
                          onBlur={() => setEditing((current) => (current && !current.error ? null : current))}
                        />
                        {editing.error ? (
                          <div id={errorId} role="alert" className={styles.editorError} style={{ transform: `translateY(${rowHeight - 4}px)` }}>
                            {editing.error}
                          </div>
                        ) : null}
                      </>
                    ) : column.render ? (
                      column.render(row)
                    ) : (
                      (value ?? '')
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
