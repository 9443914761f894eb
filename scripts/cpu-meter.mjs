// The CPU seconds (user + system) a process and every process it starts spend, read from /proc.
// bash's `times` counts only children that were waited for: Vitest's and Playwright's workers and
// Chromium are often killed and left to init, so their CPU went missing from the layer's figure.
// Here every descendant is sampled while it lives (each new process is adopted as soon as a sample
// sees its parent already adopted, and kept when it is re-parented), and its last sample counts.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build Node runs on.

/** pid -> { ppid, start, ticks } of every process now, from /proc/<pid>/stat. */
function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended between the listing and the read
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(3) ppid(4) ... utime(14) stime(15) ... starttime(22); fields[0] is field 3.
    all.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] });
  }
  return all;
}

/** Starts sampling `rootPid`'s tree every `everyMs`; `stop()` samples once more and answers its CPU seconds. */
export function meterTree(rootPid, everyMs = 200) {
  // `${pid}:${start}` -> last ticks seen; the start time tells a reused pid from the one adopted.
  const seen = new Map();
  const adopted = new Map(); // pid -> start
  adopted.set(rootPid, undefined);
  const sample = () => {
    const all = processes();
    let grew = true;
    // Adopt new descendants (parents are usually listed before children, but not always).
    while (grew) {
      grew = false;
      for (const [pid, p] of all) {
        if (adopted.has(pid) && (adopted.get(pid) === undefined || adopted.get(pid) === p.start)) continue;
        const parent = all.get(p.ppid);
        if (adopted.has(p.ppid) && parent && (adopted.get(p.ppid) ?? parent.start) === parent.start) {
          adopted.set(pid, p.start);
          grew = true;
        }
      }
    }
    for (const [pid, start] of adopted) {
      const p = all.get(pid);
      if (!p) continue;
      if (start === undefined) adopted.set(pid, p.start);
      else if (start !== p.start) continue;
      seen.set(`${pid}:${p.start}`, p.ticks);
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      let ticks = 0;
      for (const t of seen.values()) ticks += t;
      return ticks / TICKS_PER_SECOND;
    },
  };
}
