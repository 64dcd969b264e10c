// Small printing helpers shared by the bench checks: every figure is printed beside its target.

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Prints a titled table; `columns` are [header, width] pairs, rows arrays of cells. */
export function printTable(title, columns, rows) {
  console.log(`\n${title}`);
  const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(columns[i][1]) : String(cell).padStart(columns[i][1]))).join(" ");
  console.log(line(columns.map(([header]) => header)));
  for (const row of rows) console.log(line(row));
}

export const verdict = (pass) => (pass ? "ok" : "MISSED");
