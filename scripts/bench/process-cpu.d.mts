/** user + system CPU time in ms of `pid` and every process below it. */
export function cpuMsOfTree(pid: number): number;
