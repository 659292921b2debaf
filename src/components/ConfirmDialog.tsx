/**
 * The console's confirmation before a destructive action: a question, Cancel (focused
 * first, so Enter does not destroy anything by accident) and the red action button.
 */
import type { ReactNode } from "react";
import { Button, Dialog, DialogActions, DialogTitle } from "@mui/material";
import { useTranslate } from "ra-core";

export interface ConfirmDialogProps {
  open: boolean;
  /** id of the title, for aria-labelledby. */
  titleId: string;
  title: ReactNode;
  confirmLabel: ReactNode;
  confirmTestId?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, titleId, title, confirmLabel, confirmTestId, onCancel, onConfirm }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {translate("CONFIG.CANCEL")}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
