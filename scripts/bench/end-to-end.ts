/** PLACEHOLDER until the server lands. */
export async function benchEndToEnd(_corpus: { text: string }[]): Promise<Record<string, unknown>> {
  return { skipped: "server not built yet" };
}
