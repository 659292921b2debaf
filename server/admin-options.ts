/**
 * The administration's part of the app's options (AppOptions in options.ts extends it):
 * the licence vendor key and the language model endpoint.
 */
export interface AdminOptions {
  /** REQLENS_LICENSE_PUBLIC_KEY: the vendor's Ed25519 public key (PEM) that signs licence files. */
  licensePublicKey?: string;
  /** LLM_URL, LLM_MODEL, LLM_API_KEY: an OpenAI-compatible chat-completions endpoint (optional). */
  llm?: { url: string | null; model: string | null; apiKey: string | null };
}

export function adminOptionsFromEnv(env: NodeJS.ProcessEnv): Pick<AdminOptions, "licensePublicKey" | "llm"> {
  return {
    // A PEM in one line of an .env file carries its line breaks as "\n".
    licensePublicKey: env.REQLENS_LICENSE_PUBLIC_KEY?.replace(/\\n/g, "\n") || undefined,
    llm: { url: env.LLM_URL || null, model: env.LLM_MODEL || null, apiKey: env.LLM_API_KEY || null },
  };
}
