/**
 * The question before an action that would drop unsaved changes outside react-admin's
 * own navigation guard (switching the configuration language reloads the editors):
 * leave (the changes are lost) or stay (the changes are kept).
 */
import { useTranslate } from "react-admin";
import { ConfirmDialog } from "../../components/ConfirmDialog";

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
