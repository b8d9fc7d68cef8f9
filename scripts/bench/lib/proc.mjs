// CPU time and resident memory of another process, read from /proc (Linux). Used to put a CPU cost on each
// request the server answered and to report its memory idle and under load.
import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second for /proc/<pid>/stat times; 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

/** User + system CPU time of `pid` so far, all its threads, in milliseconds (null off Linux). */
export function cpuMs(pid) {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * The same for the process's main thread alone: the JavaScript of every request. The rest of `cpuMs` is the
 * helper threads' (the garbage collector's, and compression and file reads in libuv's pool).
 */
export function mainThreadCpuMs(pid) {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMs(path) {
  try {
    const stat = readFileSync(path, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Resident set size of `pid` in MB (null off Linux). */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples the RSS of `pid` every `everyMs` until stopped; answers the peak. */
export function watchRss(pid, everyMs = 100) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null && now > peak) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
