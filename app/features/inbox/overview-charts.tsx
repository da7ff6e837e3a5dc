import { useId } from "react";

import type { OverviewTableData } from "~/contracts/overview";

/**
 * The overview's charts: SVG drawn by React from the server's figures, no chart library. Every
 * chart is a figure with a title, a sentence saying what it shows, the numbers as a table, and a
 * CSV download. Bars carry their numbers as text, and the two series of the answer-time chart
 * differ by pattern as well as colour, so colour is never the only cue. Sizes are in the SVG's
 * own units: 320 wide, the width of a small phone, scaled to fit.
 */

const WIDTH = 320;
const FONT = 13;
/** Bars in navy (9:1 on white) and coral with hatching (5.6:1): both above WCAG's 3:1 for graphics. */
const BAR = "fill-navy-700";
const SECOND = "var(--color-coral-700)";

/** 1, 2 or 5 times a power of ten, at least `value` (and at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= value)!;
}

const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "23 Nov" from a business day (YYYY-MM-DD). */
export function weekLabel(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

export function ChartFigure({
  title,
  summary,
  table,
  csvHref,
  children,
}: {
  title: string;
  summary: string;
  table: OverviewTableData;
  csvHref: string;
  children: (labelledBy: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl border border-line bg-white p-4 shadow-card sm:p-6"
    >
      <figcaption>
        <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">
          {title}
        </h2>
        <p id={`${id}-summary`} className="mt-1 text-ink">
          {summary}
        </p>
      </figcaption>
      <div className="mt-4">{children(`${id}-title ${id}-summary`)}</div>
      <details className="mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ocean-700 underline underline-offset-4">
          Show the numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{table.title}</caption>
            <thead>
              <tr className="border-b-2 border-line">
                {table.header.map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-1 font-semibold text-navy-900">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]} className="border-b border-line">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-2 py-1 font-normal text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1 text-ink tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <a
        href={csvHref}
        download
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-ocean-700 underline underline-offset-4 hover:text-navy-900"
      >
        Download “{table.title}” as CSV
      </a>
    </figure>
  );
}

/** Text in the chart's ink, placed at (x, y) by its start, middle or end. */
function Label({
  x,
  y,
  anchor,
  bold = false,
  children,
}: {
  x: number;
  y: number;
  anchor?: "middle" | "end";
  bold?: boolean;
  children: React.ReactNode;
}) {
  return (
    <text x={x} y={y} textAnchor={anchor} className={bold ? "fill-ink font-semibold" : "fill-ink"}>
      {children}
    </text>
  );
}

/** An axis: its line from `from` to `to` at height `y`, and its title at `title`. */
function Axis({
  from,
  to,
  y,
  title,
}: {
  from: number;
  to: number;
  y: number;
  title: { x: number; y: number; anchor?: "middle"; text: string };
}) {
  return (
    <>
      <line x1={from} x2={to} y1={y} y2={y} className="stroke-ink" />
      <Label x={title.x} y={title.y} anchor={title.anchor}>
        {title.text}
      </Label>
    </>
  );
}

interface Series {
  name: string;
  values: Array<number | null>;
}

/**
 * Columns per week, one series or two side by side (the second hatched), with a y axis from 0,
 * the weeks along the x axis (every few labelled), and each column's number above it while
 * there is room.
 */
export function ColumnChart({
  labelledBy,
  weeks,
  series,
  yLabel,
  format = String,
}: {
  labelledBy: string;
  weeks: string[];
  series: Series[];
  yLabel: string;
  format?: (value: number) => string;
}) {
  const hatch = useId();
  const left = 44;
  const top = 16;
  const plotHeight = 160;
  const bottom = top + plotHeight;
  const height = bottom + 44 + (series.length > 1 ? 22 : 0);
  const plotWidth = WIDTH - left - 8;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0))));
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.max(1, (slot * 0.75) / series.length);
  const every = Math.ceil(weeks.length / 5);
  const showValues = weeks.length * series.length <= 12;
  const y = (value: number) => bottom - (value / max) * plotHeight;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full max-w-xl"
      fontSize={FONT}
    >
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="white" />
          <path d="M0 6 L6 0" stroke={SECOND} strokeWidth="2.5" />
        </pattern>
      </defs>
      <text
        x={12}
        y={top + plotHeight / 2}
        transform={`rotate(-90 12 ${top + plotHeight / 2})`}
        textAnchor="middle"
        className="fill-ink"
      >
        {yLabel}
      </text>
      {[0, max / 2, max].map((tick) => (
        <g key={tick}>
          <line x1={left} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} className="stroke-line" />
          <Label x={left - 4} y={y(tick) + 4} anchor="end">
            {format(tick)}
          </Label>
        </g>
      ))}
      {weeks.map((week, index) => (
        <g key={week}>
          {series.map((entry, which) => {
            const value = entry.values[index];
            if (value === null || value === undefined) return null;
            const x = left + index * slot + slot * 0.125 + which * barWidth;
            return (
              <g key={entry.name}>
                <rect
                  x={x}
                  y={y(value)}
                  width={barWidth}
                  height={bottom - y(value)}
                  className={which === 0 ? BAR : undefined}
                  fill={which === 0 ? undefined : `url(#${hatch})`}
                  stroke={which === 0 ? undefined : SECOND}
                />
                {showValues ? (
                  <Label x={x + barWidth / 2} y={y(value) - 3} anchor="middle">
                    {format(value)}
                  </Label>
                ) : null}
              </g>
            );
          })}
          {index % every === 0 ? (
            <Label x={left + index * slot + slot / 2} y={bottom + 16} anchor="middle">
              {weekLabel(week)}
            </Label>
          ) : null}
        </g>
      ))}
      <Axis
        from={left}
        to={WIDTH - 8}
        y={bottom}
        title={{
          x: left + plotWidth / 2,
          y: bottom + 36,
          anchor: "middle",
          text: "Week beginning (Monday)",
        }}
      />
      {series.length > 1
        ? series.map((entry, which) => (
            <g key={entry.name} transform={`translate(${left + which * 160} ${bottom + 50})`}>
              <rect
                width="14"
                height="14"
                className={which === 0 ? BAR : undefined}
                fill={which === 0 ? undefined : `url(#${hatch})`}
                stroke={which === 0 ? undefined : SECOND}
              />
              <Label x={20} y={12}>
                {entry.name}
              </Label>
            </g>
          ))
        : null}
    </svg>
  );
}

/**
 * Horizontal bars, one per row: its label above the bar and its number at the bar's end, so a
 * long label never overlaps the bar. The axis is the count, from 0.
 */
export function BarList({
  labelledBy,
  rows,
  unit,
}: {
  labelledBy: string;
  rows: Array<{ label: string; count: number }>;
  unit: string;
}) {
  const rowHeight = 40;
  const labelWidth = 48;
  const height = rows.length * rowHeight + 28;
  const max = Math.max(1, ...rows.map((row) => row.count));
  const barSpace = WIDTH - labelWidth;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={labelledBy}
      className="h-auto w-full max-w-xl"
      fontSize={FONT + 1}
    >
      {rows.map((row, index) => {
        const top = index * rowHeight;
        const width = (row.count / max) * barSpace;
        return (
          <g key={row.label} transform={`translate(0 ${top})`}>
            <Label x={0} y={14}>
              {row.label.length > 44 ? `${row.label.slice(0, 43)}…` : row.label}
            </Label>
            <rect x={0} y={19} width={Math.max(width, 1)} height={14} className={BAR} />
            <Label x={Math.max(width, 1) + 6} y={31} bold>
              {row.count}
            </Label>
          </g>
        );
      })}
      <Axis
        from={0}
        to={barSpace}
        y={rows.length * rowHeight + 2}
        title={{ x: 0, y: height - 4, text: `Number of ${unit}, from 0` }}
      />
    </svg>
  );
}
