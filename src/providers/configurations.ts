/**
 * The configurations a visitor of the check, examples and documents pages may choose
 * from. Listing them needs an administrator or configurator login; for everybody else
 * (and when the list cannot be read) there are none, and the server uses its default
 * configuration.
 */
import { api, type ConfigFileEntry } from "./api";
import { isLoggedIn } from "./authProvider";

export async function loadConfigurations(): Promise<ConfigFileEntry[]> {
  try {
    const user = await api.user();
    if (!isLoggedIn(user.roles)) return [];
    const list = await api.configFiles();
    return Array.isArray(list) ? list.filter((c) => typeof c?.configId === "string" && c.configId !== "") : [];
  } catch {
    return [];
  }
}
