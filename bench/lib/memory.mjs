// Peak resident memory of a process and all its descendants, sampled while it runs (a
// build spawns workers: the node process alone would understate it).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

const PAGE = 4096;

/** @typedef {{ pid: number, ppid: number, rss: number }} ProcessRow */

function linuxTable() {
  /** @type {ProcessRow[]} */
  const rows = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const rss = Number(readFileSync(`/proc/${name}/statm`, "utf8").split(" ")[1]) * PAGE;
      rows.push({ pid: Number(name), ppid, rss });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return rows;
}

function psTable() {
  return execFileSync("ps", ["-A", "-o", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [pid, ppid, rss] = line.trim().split(/\s+/).map(Number);
      return { pid, ppid, rss: rss * 1024 };
    });
}

/**
 * @param {number} rootPid
 * @param {ProcessRow[]} table
 */
function treeRss(rootPid, table) {
  /** @type {Map<number, ProcessRow[]>} */
  const children = new Map();
  for (const row of table) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  let total = table.find((r) => r.pid === rootPid)?.rss ?? 0;
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    for (const child of children.get(pid) ?? []) {
      total += child.rss;
      queue.push(child.pid);
    }
  }
  return total;
}

/**
 * Starts sampling; `stop()` returns the peak in bytes (0 for a process that did not start).
 * @param {number | undefined} rootPid
 */
export function sampleTreeMemory(rootPid) {
  const linux = existsSync("/proc/self/statm");
  let peak = 0;
  const sample = () => {
    try {
      if (rootPid !== undefined) peak = Math.max(peak, treeRss(rootPid, linux ? linuxTable() : psTable()));
    } catch {
      // Sampling is best effort; a missed sample only lowers the peak.
    }
  };
  sample();
  const timer = setInterval(sample, linux ? 250 : 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
