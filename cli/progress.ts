/** A progress bar on standard error, drawn only when standard error is a terminal (never in CI logs or pipes). */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): { update: (done: number, total: number) => void; end: () => void } {
  if (!stream.isTTY) return { update: () => {}, end: () => {} };
  let last = -1;
  return {
    update(done, total) {
      const width = 30;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      if (filled === last && done !== total) return;
      last = filled;
      stream.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`);
    },
    end() {
      if (last !== -1) stream.write("\n");
    },
  };
}
