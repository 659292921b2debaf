/**
 * The add/edit modal (blank text cannot be saved; an edit needs a changed text) and the
 * delete confirmation. MUI dialogs keep the focus inside, close with Escape and return
 * the focus to the button that opened them.
 */
import { useEffect, useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { useTranslate } from "ra-core";

export interface RequirementDialogProps {
  open: boolean;
  mode: "add" | "edit";
  initialText: string;
  onCancel: () => void;
  onSave: (text: string) => void;
}

export function RequirementDialog({ open, mode, initialText, onCancel, onSave }: RequirementDialogProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initialText);
  useEffect(() => {
    if (open) setText(initialText);
  }, [open, initialText]);
  const canSave = text.trim() !== "" && (mode === "add" || text !== initialText);
  const save = () => {
    if (canSave) onSave(text);
  };
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="example-dialog-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <DialogTitle id="example-dialog-title">{translate(mode === "add" ? "EXAMPLES.ADD_TITLE" : "EXAMPLES.EDIT_TITLE")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate("EXAMPLES.REQUIREMENT_LABEL")}
            helperText={translate("EXAMPLES.DIALOG_HINT")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter saves; Shift+Enter keeps its new line.
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                save();
              }
            }}
            slotProps={{ htmlInput: { "data-testid": "example-dialog-input" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate("EXAMPLES.CANCEL")}</Button>
          <Button type="submit" variant="contained" disabled={!canSave} data-testid="example-dialog-save">
            {translate("EXAMPLES.SAVE")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface DeleteDialogProps {
  open: boolean;
  externalId: string | null;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteDialog({ open, externalId, text, onCancel, onConfirm }: DeleteDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="example-delete-title" aria-describedby="example-delete-text">
      <DialogTitle id="example-delete-title">{translate("EXAMPLES.DELETE_TITLE", { id: externalId ?? "" })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="example-delete-text">{translate("EXAMPLES.DELETE_CONFIRM")}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontStyle: "italic", whiteSpace: "pre-wrap" }}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {translate("EXAMPLES.CANCEL")}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" data-testid="example-delete-confirm">
          {translate("EXAMPLES.DELETE")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
