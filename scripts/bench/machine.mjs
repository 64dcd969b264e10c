// One fact about the machine that moves the browser figures: what the first touch of a fresh memory
// page costs. Lighthouse loads each page in a new renderer process, which touches ~19,000 fresh
// pages to show / (counted on the renderer with /proc/PID/stat). On hardware that is well under a
// microsecond a page; on a virtual machine that traps each page fault to its host it can be ten
// times more (12-20 µs seen here on some days, 1.8 µs on others), and that time lands in the long
// tasks Lighthouse scales into TBT.
// Printed beside the figures so that a run on such a machine reads as what it is.

const SIZE = 64 * 1024 * 1024;
const PAGE = 4096;

/** Microseconds per first touch of a fresh 4 KiB page, the median of three 64 MiB allocations. */
export function freshPageMicros() {
  const runs = [];
  for (let run = 0; run < 3; run++) {
    // allocUnsafeSlow: a block this size comes straight from mmap, untouched and unpooled.
    const block = Buffer.allocUnsafeSlow(SIZE);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < SIZE; offset += PAGE) block[offset] = 1;
    runs.push(Number(process.hrtime.bigint() - start) / 1000 / (SIZE / PAGE));
  }
  return runs.sort((a, b) => a - b)[1];
}
