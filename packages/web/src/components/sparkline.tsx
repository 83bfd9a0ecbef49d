type Point = { x: number; y: number };

/**
 * A tiny line chart of a series, oldest first, drawn as SVG. A null value (a failed run, say) is
 * a gap in the line and a red mark on the baseline.
 */
export function Sparkline({
  values,
  label,
  width = 240,
  height = 48,
}: {
  values: Array<number | null>;
  label: string;
  width?: number;
  height?: number;
}) {
  const pad = 3;
  const numbers = values.filter((v): v is number => v !== null);
  const max = Math.max(1, ...numbers);
  const min = Math.min(0, ...numbers);
  const x = (i: number) =>
    values.length > 1 ? pad + (i * (width - 2 * pad)) / (values.length - 1) : width / 2;
  const y = (v: number) => height - pad - ((v - min) / (max - min)) * (height - 2 * pad);

  // One line per run of consecutive numbers, so a null breaks the line.
  const runs: Point[][] = [[]];
  values.forEach((v, i) => {
    if (v === null) runs.push([]);
    else runs[runs.length - 1]?.push({ x: x(i), y: y(v) });
  });
  const gaps = values.flatMap((v, i) => (v === null ? [x(i)] : []));

  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <title>{label}</title>
      {runs.map((run) => {
        const first = run[0];
        if (!first) return null;
        if (run.length === 1)
          return <circle key={first.x} cx={first.x} cy={first.y} r={2} className="fill-amber-500" />;
        return (
          <polyline
            key={first.x}
            points={run.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-amber-500"
          />
        );
      })}
      {gaps.map((gx) => (
        <circle
          key={gx}
          cx={gx}
          cy={height - pad}
          r={2.5}
          className="fill-red-500"
          data-testid="sparkline-gap"
        />
      ))}
    </svg>
  );
}
