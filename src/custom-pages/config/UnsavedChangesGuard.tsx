/**
 * Holds a navigation back while a form has unsaved changes, and asks first: leave
 * (the changes are lost) or stay (the changes are kept). Also the browser's own
 * question when the tab is closed or reloaded. Needs a data router (react-admin's
 * useCanBlock says whether there is one); without it, nothing is held.
 */
import { useEffect } from "react";
import { useBlocker, useCanBlock, useTranslate } from "react-admin";
import { ConfirmDialog } from "../../components/ConfirmDialog";

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  return useCanBlock() ? <Guard when={when} /> : null;
}

function Guard({ when }: { when: boolean }) {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);
  return (
    <UnsavedChangesDialog
      open={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
      message={translate("ra.message.unsaved_changes")}
    />
  );
}

export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
  message,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  message: string;
}) {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      titleId="unsaved-changes-title"
      title={message}
      confirmLabel={translate("CONFIG.DISCARD_CHANGES")}
      confirmTestId="unsaved-leave"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
