/**
 * The opening of the tool pages' machines (check, examples, documents), written once:
 *
 *   loading -> ready          the setup loaded and the licence is valid
 *           -> licenseError   the setup loaded and the licence is not valid (the setup is kept)
 *           -> serviceError   the setup could not be loaded
 *
 * A machine spreads `toolPageGateStates()` into its states, keeps its own `ready`, and
 * provides the actor `loadSetup` (whose output has `licenseStatus`), the guard
 * `licenseIsValid` (this module's) and the action `assignSetup` (taking the setup as its
 * params). `onReady` names further actions run on the way into `ready`.
 * ToolPageStatus shows the three states other than `ready`.
 */
import type { LicenseStatus } from "../providers/api";

export const licenseIsValid = (_: unknown, params: { status: LicenseStatus }) => params.status === "VALID_LICENSE";

export function toolPageGateStates<TSetup extends { licenseStatus: LicenseStatus }, TAction extends string = never>(
  onReady: readonly TAction[] = [],
) {
  const assignSetup = { type: "assignSetup", params: ({ event }: { event: { output: TSetup } }) => event.output } as const;
  return {
    loading: {
      invoke: {
        src: "loadSetup",
        onDone: [
          {
            guard: { type: "licenseIsValid", params: ({ event }: { event: { output: TSetup } }) => ({ status: event.output.licenseStatus }) },
            target: "ready",
            actions: [assignSetup, ...onReady],
          },
          { target: "licenseError", actions: assignSetup },
        ],
        onError: { target: "serviceError" },
      },
    },
    licenseError: {},
    serviceError: {},
  } as const;
}
