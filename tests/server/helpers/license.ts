/**
 * Licences in tests: a trial licence with chosen dates, signed with the installation's
 * own key as the first start signs it, installed directly in the database (as another
 * process would), and the app's cached copy forgotten unless forget is false.
 */
import type { FastifyInstance } from "fastify";
import { signLicense } from "../../../server/license/file.js";
import { writeLicense } from "../../../server/license/repository.js";

export async function installTrial(app: FastifyInstance, expirationDate: Date, creationDate = new Date(), { forget = true } = {}): Promise<void> {
  const [{ private_key }] = await app.db.query<{ private_key: string }>("SELECT private_key FROM license_signing_key WHERE id = 1");
  const requestInfo = { email: "", company: "", department: "" };
  const payload = {
    kind: "trial" as const,
    installationId: app.installationId,
    requestInfo,
    creationDate: creationDate.toISOString(),
    expirationDate: expirationDate.toISOString(),
  };
  await writeLicense(app.db, { kind: "trial", requestInfo, creationDate, expirationDate, raw: JSON.stringify(signLicense(payload, private_key)) });
  if (forget) app.licenses.invalidate();
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A trial that expired a minute ago; forget: false leaves the app to notice it by itself. */
export const expireLicense = (app: FastifyInstance, { forget = true } = {}) =>
  installTrial(app, new Date(Date.now() - 60_000), new Date(Date.now() - 30 * DAY_MS), { forget });
/** A fresh 30-day trial. */
export const renewLicense = (app: FastifyInstance) => installTrial(app, new Date(Date.now() + 30 * DAY_MS));
