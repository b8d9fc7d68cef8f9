/** How the commands write sizes and progress for a person reading the terminal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const count = (n: number) => n.toLocaleString('en');

/** A progress line every 500 objects and at the end. */
export function progress(log: (line: string) => void, what: string) {
  return (done: number, total: number) => {
    if (done % 500 === 0 || done === total) log(`${what}: ${count(done)} / ${count(total)}`);
  };
}
