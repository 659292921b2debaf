/** Which database errors mean "out of reach" (503) and which are something else (left as they are). */
import { describe, expect, it } from "vitest";
import { asDatabaseError, DatabaseUnavailableError, unavailableReason } from "../../../server/db/unavailable.js";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("unavailableReason", () => {
  const unavailable: Array<[string, unknown, string]> = [
    ["refused", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), "connection refused"],
    ["reset", withCode("ECONNRESET"), "the connection was lost"],
    ["broken pipe", withCode("EPIPE"), "the connection was lost"],
    ["socket time-out", withCode("ETIMEDOUT"), "no connection within the connect time-out"],
    ["unknown host", withCode("ENOTFOUND"), "the server cannot be reached"],
    [
      "admin shutdown",
      withCode("57P01", "terminating connection due to administrator command"),
      "the server is shutting down or not accepting connections",
    ],
    ["starting up", withCode("57P03", "the database system is starting up"), "the server is shutting down or not accepting connections"],
    ["connection exception", withCode("08006"), "the server is shutting down or not accepting connections"],
    ["too many connections", withCode("53300"), "too many connections"],
    ["statement time-out", withCode("57014", "canceling statement due to statement timeout"), "no answer within the statement time-out"],
    ["pool wait", new Error("timeout exceeded when trying to connect"), "no connection within the connect time-out"],
    ["connect time-out", new Error("Connection terminated due to connection timeout"), "no connection within the connect time-out"],
    ["terminated", new Error("Connection terminated unexpectedly"), "the connection was lost"],
    ["query time-out", new Error("Query read timeout"), "no answer within the query time-out"],
    ["not queryable", new Error("Client has encountered a connection error and is not queryable"), "the connection was lost"],
    ["pool ended", new Error("Cannot use a pool after calling end on the pool"), "the server is shutting down"],
    ["PGlite closed", new Error("PGlite is closed"), "the database is closed"],
    ["several addresses", Object.assign(new AggregateError([withCode("ECONNREFUSED")]), { code: undefined }), "connection refused"],
  ];
  it.each(unavailable)("%s: %s", (_name, error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
    const mapped = asDatabaseError(error);
    expect(mapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((mapped as DatabaseUnavailableError).toBody()).toEqual({
      httpStatus: 503,
      errorCode: "SERVICE_UNAVAILABLE",
      message: `the database is not reachable (${reason}); try again shortly`,
    });
    expect((mapped as Error).cause).toBe(error);
  });

  const otherErrors: Array<[string, unknown]> = [
    ["unique violation", withCode("23505", "duplicate key value violates unique constraint")],
    ["syntax error", withCode("42601")],
    ["serialization failure", withCode("40001")],
    ["plain error", new Error("something else")],
    ["no error object", "text"],
    ["null", null],
  ];
  it.each(otherErrors)("%s is left as it is", (_name, error) => {
    expect(unavailableReason(error)).toBeNull();
    expect(asDatabaseError(error)).toBe(error);
  });
});
