/** JUnit XML (fast-xml-parser's builder): one test suite per file, one test case per requirement, failed when it breaks the gate. */
import { XMLBuilder } from "fast-xml-parser";
import { findingMessages, type FileReport } from "./rows.js";

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, processEntities: true, suppressEmptyNode: true });

export function exportJunit(files: FileReport[]): string {
  let tests = 0;
  let failures = 0;
  const suites = files.map((f) => {
    const fileFailed = f.fileFailures.length > 0;
    const cases = f.rows.map((row, i) => {
      const reasons = f.rowFailures[i];
      const testcase: Record<string, unknown> = { "@name": `${row.id}: ${row.text.length > 80 ? `${row.text.slice(0, 79)}…` : row.text}`, "@classname": f.file };
      if (reasons.length > 0) {
        testcase.failure = { "@message": reasons.join("; "), "@type": "reqlens.gate", "#text": [`rating ${row.rating}`, ...findingMessages(row)].join("\n") };
      }
      return testcase;
    });
    if (fileFailed) cases.push({ "@name": "average rating", "@classname": f.file, failure: { "@message": f.fileFailures.join("; "), "@type": "reqlens.gate" } });
    const suiteFailures = cases.filter((c) => c.failure !== undefined).length;
    tests += cases.length;
    failures += suiteFailures;
    return { "@name": f.file, "@tests": cases.length, "@failures": suiteFailures, "@errors": 0, testcase: cases };
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ testsuites: { "@name": "reqlens", "@tests": tests, "@failures": failures, "@errors": 0, testsuite: suites } })}`;
}
