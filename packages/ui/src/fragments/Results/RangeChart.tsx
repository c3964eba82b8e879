import { RANGE_BOUND_NAMES, type BenchmarkResults } from '@quartile/domain';
import { useId, type ReactNode } from 'react';
import { pli } from './format.ts';
import { useWidth } from './useWidth.ts';
import * as styles from './Results.css.ts';

export interface RangeChartProps {
  results: BenchmarkResults;
  /** Comparables in the chart decided under older criteria (issue 19): marked, with a legend entry. */
  outdatedIds?: ReadonlySet<string>;
  /** Accepted comparables left out of the range because their decision is outdated. */
  outdatedLeftOut?: number;
}

const NO_IDS: ReadonlySet<string> = new Set();

const RADIUS = 6;
const LANE = 15;
const MAX_LANES = 11;
const TOP = 44;
const BOTTOM = 30;
const SIDE = 20;

/** 1, 2, 2.5 or 5 × 10^k: steps people read at a glance. */
function niceStep(span: number, target: number): number {
  const raw = span / Math.max(1, target);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

interface Placed {
  id: string;
  name: string;
  value: number;
  excluded: boolean;
  outdated: boolean;
  x: number;
  lane: number;
}

/** Points on one axis, stacked into lanes (centre, above, below, ...) so that none hides another. */
function placePoints(points: Omit<Placed, 'lane'>[]): Placed[] {
  const lanes: number[] = [];
  return [...points]
    .sort((a, b) => a.x - b.x)
    .map((p) => {
      let lane = lanes.findIndex((lastX) => p.x - lastX >= RADIUS * 2 + 1);
      if (lane === -1) lane = lanes.length < MAX_LANES ? lanes.length : lanes.indexOf(Math.min(...lanes));
      lanes[lane] = p.x;
      return { ...p, lane };
    });
}

const laneOffset = (lane: number) => (lane === 0 ? 0 : (lane % 2 === 1 ? -1 : 1) * Math.ceil(lane / 2) * LANE);

/** One line of the chart's legend: its 12px mark, then what it stands for. */
function LegendItem({ mark, children }: { mark: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.legendItem}>
      <svg width="12" height="12" aria-hidden="true">
        {mark}
      </svg>
      {children}
    </li>
  );
}

/**
 * Each comparable's PLI as a point on one axis, with the range band, the median (or, under Rule
 * 10CA with fewer than six values, the mean) and the tested party marked. Drawn at real pixels.
 */
export function RangeChart({ results, outdatedIds = NO_IDS, outdatedLeftOut = 0 }: RangeChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const descId = useId();
  const id = results.settings.pli;
  const range = results.range;
  const testedValue = results.testedParty.value;
  const shown = results.comparables.filter((c) => c.value !== null);

  const domainValues = [
    ...shown.map((c) => c.value as number),
    ...(range ? [range.min, range.max, range.adjustmentPoint] : []),
    ...(testedValue !== null ? [testedValue] : []),
  ];
  const lo = Math.min(...domainValues);
  const hi = Math.max(...domainValues);
  const span = hi - lo || Math.max(Math.abs(hi) * 0.2, 0.01);
  const step = niceStep(span * 1.1, width < 480 ? 4 : 7);
  const min = Math.floor((lo - span * 0.06) / step) * step;
  const max = Math.ceil((hi + span * 0.06) / step) * step;
  const plotWidth = Math.max(120, width - SIDE * 2);
  const x = (v: number) => SIDE + ((v - min) / (max - min || 1)) * plotWidth;

  const placed = placePoints(
    shown.map((c) => ({
      id: c.id,
      name: c.name ?? 'Unnamed company',
      value: c.value as number,
      excluded: !c.inRange,
      outdated: outdatedIds.has(c.id),
      x: x(c.value as number),
    })),
  );
  const laneCount = Math.max(1, ...placed.map((p) => p.lane + 1));
  const half = Math.ceil((laneCount - 1) / 2) * LANE + RADIUS + 8;
  const centre = TOP + half;
  const plotBottom = centre + half;
  const height = plotBottom + BOTTOM;
  const ticks: number[] = [];
  for (let t = min; t <= max + step / 2; t += step) ticks.push(Math.round(t / step) * step);

  const bounds = RANGE_BOUND_NAMES[results.settings.method];
  const hasBand = range !== null && range.lower !== null && range.upper !== null;
  const pointLabel = range?.median === null ? 'Mean' : 'Median';
  const position = results.testedParty.position;
  const testedWithin = position?.position === 'within';
  const medianX = range ? x(range.adjustmentPoint) : null;
  const testedX = testedValue !== null ? x(testedValue) : null;
  // Labels share the top rows; the tested party's moves down a row when it would collide.
  const testedRow = medianX !== null && testedX !== null && Math.abs(medianX - testedX) < 110 ? 28 : 12;
  const anchor = (px: number) => (px < SIDE + 50 ? 'start' : px > width - SIDE - 50 ? 'end' : 'middle');

  const summary = range
    ? `${shown.length} comparables; ${hasBand ? `${bounds.lower.toLowerCase()} ${pli(id, range.lower)}, upper ${pli(id, range.upper)}, ` : ''}${pointLabel.toLowerCase()} ${pli(id, range.adjustmentPoint)}${
        testedValue !== null
          ? `; tested party ${pli(id, testedValue)}${position && position.position !== 'no-range' ? `, ${position.position} the range` : ''}`
          : ''
      }.`
    : 'No comparable has a value for the chosen PLI and years.';

  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.chartBox}>
        <svg className={styles.chart} width={width} height={height} role="img" aria-labelledby={titleId} aria-describedby={descId}>
          <title id={titleId}>Range chart</title>
          <desc id={descId}>{summary}</desc>
          {ticks.map((t) => (
            <g key={t}>
              <line className={styles.gridLine} x1={x(t)} x2={x(t)} y1={TOP - 4} y2={plotBottom} />
              <text className={styles.tickLabel} x={x(t)} y={plotBottom + 18} textAnchor="middle">
                {pli(id, t).replace(/\.00(%?)$/, '$1')}
              </text>
            </g>
          ))}
          {hasBand ? (
            <rect
              className={styles.band}
              x={x(range.lower as number)}
              width={Math.max(2, x(range.upper as number) - x(range.lower as number))}
              y={TOP - 4}
              height={plotBottom - TOP + 4}
              rx={3}
            >
              <title>{`${bounds.lower} ${pli(id, range.lower)} to ${bounds.upper.toLowerCase()} ${pli(id, range.upper)}`}</title>
            </rect>
          ) : null}
          <line className={styles.axisLine} x1={SIDE} x2={SIDE + plotWidth} y1={plotBottom} y2={plotBottom} />
          {medianX !== null && range ? (
            <g>
              <line className={styles.median} x1={medianX} x2={medianX} y1={TOP - 6} y2={plotBottom} />
              <text className={styles.medianLabel} x={medianX} y={12} textAnchor={anchor(medianX)}>
                {`${pointLabel} ${pli(id, range.adjustmentPoint)}`}
              </text>
            </g>
          ) : null}
          {testedX !== null ? <line className={styles.testedLine} x1={testedX} x2={testedX} y1={testedRow + 6} y2={plotBottom} /> : null}
          {placed.map((p) => (
            <circle
              key={p.id}
              className={p.excluded ? styles.pointExcluded : p.outdated ? styles.pointOutdated : styles.point}
              cx={p.x}
              cy={centre + laneOffset(p.lane)}
              r={RADIUS}
            >
              <title>{`${p.name}: ${pli(id, p.value)}${p.excluded ? ' (excluded from the range)' : ''}${p.outdated ? ' (outdated decision: older criteria)' : ''}`}</title>
            </circle>
          ))}
          {testedX !== null ? (
            <g>
              <path
                className={testedWithin ? styles.testedWithin : styles.tested}
                d={`M ${testedX} ${centre - 9} L ${testedX + 9} ${centre} L ${testedX} ${centre + 9} L ${testedX - 9} ${centre} Z`}
              >
                <title>{`Tested party: ${pli(id, testedValue)}`}</title>
              </path>
              <text className={styles.testedLabel} x={testedX} y={testedRow} textAnchor={anchor(testedX)}>
                {`Tested party ${pli(id, testedValue)}`}
              </text>
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          <LegendItem mark={<circle className={styles.point} cx="6" cy="6" r="5" />}>Comparable</LegendItem>
          <LegendItem mark={<circle className={styles.pointExcluded} cx="6" cy="6" r="4.5" />}>Excluded</LegendItem>
          {placed.some((p) => p.outdated) ? (
            <LegendItem mark={<circle className={styles.pointOutdated} cx="6" cy="6" r="5" />}>
              Outdated decision (older criteria)
            </LegendItem>
          ) : null}
          {outdatedLeftOut > 0 ? (
            <li className={styles.legendItem}>{`${outdatedLeftOut} outdated ${outdatedLeftOut === 1 ? 'decision' : 'decisions'} left out`}</li>
          ) : null}
          {hasBand ? (
            <LegendItem mark={<rect className={styles.band} x="0.5" y="0.5" width="11" height="11" rx="2" />}>
              {bounds.lower === 'Lower quartile' ? 'Interquartile range' : '35th–65th percentile'}
            </LegendItem>
          ) : null}
          <LegendItem mark={<line className={styles.median} x1="6" x2="6" y1="0" y2="12" />}>{pointLabel}</LegendItem>
          {testedValue !== null ? (
            <LegendItem mark={<path className={testedWithin ? styles.testedWithin : styles.tested} d="M6 0.5 L11.5 6 L6 11.5 L0.5 6 Z" />}>
              Tested party
            </LegendItem>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  );
}
