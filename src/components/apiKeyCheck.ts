/**
 * The server's check of an API key, apart from the key prompt's form: the guarded pages
 * check a stored key before they render, without loading the form.
 */
import { isApiError, request } from "../providers/httpClient";

const SERVER_KEY_ERRORS = ["APIKEY_MISSING", "APIKEY_INVALID", "APIKEY_EXPIRED"];

/** Asks the server whether a token is a valid, unexpired key; null when it is, else the APIKEY_PROMPT message key. */
export async function checkApiKeyOnServer(token: string): Promise<string | null> {
  try {
    await request<unknown>(`/apikey/valid/${encodeURIComponent(token)}`);
    return null;
  } catch (error) {
    const code = isApiError(error) ? error.errorCode : "";
    return SERVER_KEY_ERRORS.includes(code) ? code : "APIKEY_GENERAL_ERROR";
  }
}
