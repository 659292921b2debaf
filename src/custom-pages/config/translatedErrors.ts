/**
 * The console's data provider with its failures worded for people: every rejected call
 * keeps its status and body, and its message becomes describeError's (the translated
 * meaning of a known code, then the server's reason), so react-admin's notifications
 * and forms show it as it is.
 */
import { HttpError, type DataProvider } from "ra-core";
import { describeError } from "./consoleErrors";

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function withTranslatedErrors(provider: DataProvider, translate: Translate): DataProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          const status = (error as { status?: number }).status ?? 500;
          throw new HttpError(describeError(error, translate), status, (error as { body?: unknown }).body);
        }
      };
    },
  });
}
