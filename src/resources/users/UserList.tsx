/**
 * Console users (administrators only): the list, a form to create a user with a role,
 * a role and a password reset per user, and delete with confirmation.
 */
import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import LockResetIcon from "@mui/icons-material/LockReset";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { ListBase, useCreate, useDelete, useListContext, useTranslate, useUpdate } from "react-admin";
import { ROLES } from "../../providers/authProvider";
import type { UserRecord } from "../dataProvider";
import { isUnauthorized } from "../../custom-pages/config/consoleErrors";
import { useConsole } from "../../custom-pages/config/ConsoleContext";
import { isValidPassword } from "../../custom-pages/config/status/passwordPolicy";
import { ConfirmDialog } from "../../components/ConfirmDialog";

const ROLE_CHOICES = [ROLES.administrator, ROLES.configurator];

function CreateUserForm({ existing }: { existing: string[] }) {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const [create, { isPending }] = useCreate();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<string>(ROLES.configurator);
  const [result, setResult] = useState<"success" | "error" | null>(null);
  const nameTaken = existing.includes(userName.trim());
  const valid = userName.trim() !== "" && !nameTaken && isValidPassword(password) && ROLE_CHOICES.includes(role as never);

  return (
    <Paper
      component="form"
      noValidate
      elevation={0}
      sx={{ p: 2, mb: 2, border: "1px solid", borderColor: "divider" }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        setResult(null);
        create(
          "users",
          { data: { userName: userName.trim(), password, role } },
          {
            onSuccess: () => {
              setResult("success");
              setUserName("");
              setPassword("");
            },
            onError: (error) => {
              if (isUnauthorized(error)) handleError(error);
              setResult("error");
            },
          },
        );
      }}
      data-testid="user-create-form"
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {translate("CONFIG.USERS.CREATE_TITLE")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={translate("CONFIG.USERS.USER_NAME")}
          value={userName}
          required
          onChange={(e) => setUserName(e.target.value)}
          error={nameTaken}
          helperText={nameTaken ? translate("CONFIG.USERS.NAME_TAKEN") : " "}
          slotProps={{ htmlInput: { "data-testid": "user-new-name", autoComplete: "off" } }}
        />
        <TextField
          size="small"
          type="password"
          label={translate("CONFIG.USERS.PASSWORD")}
          value={password}
          required
          onChange={(e) => setPassword(e.target.value)}
          error={password !== "" && !isValidPassword(password)}
          helperText={password !== "" && !isValidPassword(password) ? translate("CONFIG.PASSWORD.INVALID_PASSWORD") : " "}
          slotProps={{ htmlInput: { "data-testid": "user-new-password", autoComplete: "new-password" } }}
        />
        <TextField
          select
          size="small"
          label={translate("CONFIG.USERS.ROLE")}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          sx={{ minWidth: 200 }}
          helperText=" "
          slotProps={{ select: { inputProps: { "data-testid": "user-new-role" } } }}
        >
          {ROLE_CHOICES.map((r) => (
            <MenuItem key={r} value={r}>
              {translate(`CONFIG.USERS.ROLES.${r}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={!valid || isPending} data-testid="user-create-submit">
          {translate("CONFIG.USERS.CREATE")}
        </Button>
      </Box>
      {result && (
        <Alert severity={result} onClose={() => setResult(null)} sx={{ mt: 1 }} data-testid={`user-create-${result}`}>
          {translate(result === "success" ? "CONFIG.USERS.CREATED" : "CONFIG.USERS.CREATE_ERROR")}
        </Alert>
      )}
    </Paper>
  );
}

function UserTable() {
  const translate = useTranslate();
  const { handleError, user: me } = useConsole();
  const { data, error: loadError } = useListContext<UserRecord>();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const [resetFor, setResetFor] = useState<UserRecord | null>(null);
  const [newPassword, setNewPassword] = useState("");
  const [deleteFor, setDeleteFor] = useState<UserRecord | null>(null);
  const [message, setMessage] = useState<{ severity: "success" | "error"; key: string } | null>(null);
  const records = data ?? [];
  const onError = (key: string) => (error: unknown) => {
    if (isUnauthorized(error)) handleError(error);
    setMessage({ severity: "error", key });
  };

  return (
    <Box data-testid="user-list">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.USERS.TITLE")}
      </Typography>
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="service-error">
          {translate("CONFIG.SERVICE_ERROR")}
        </Alert>
      )}
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {translate(message.key)}
        </Alert>
      )}
      <CreateUserForm existing={records.map((r) => r.userName)} />
      <Paper elevation={0} sx={{ border: "1px solid", borderColor: "divider" }}>
        <Table size="small" aria-label={translate("CONFIG.USERS.TITLE")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("CONFIG.USERS.USER_NAME")}</TableCell>
              <TableCell>{translate("CONFIG.USERS.ROLE")}</TableCell>
              <TableCell align="right">{translate("CONFIG.FILES.ACTIONS")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id} data-testid={`user-row-${record.userName}`}>
                <TableCell>{record.userName}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    variant="standard"
                    value={record.role}
                    // Your own role stays: an administrator cannot lock themselves out of this screen.
                    disabled={record.userName === me?.userName}
                    onChange={(e) => {
                      const role = e.target.value;
                      if (role === record.role) return;
                      update(
                        "users",
                        { id: record.id, data: { role }, previousData: record },
                        {
                          mutationMode: "pessimistic",
                          onSuccess: () => setMessage({ severity: "success", key: "CONFIG.USERS.ROLE_CHANGED" }),
                          onError: onError("CONFIG.USERS.ROLE_ERROR"),
                        },
                      );
                    }}
                    slotProps={{
                      htmlInput: { "aria-label": `${translate("CONFIG.USERS.ROLE")}: ${record.userName}` },
                      select: { inputProps: { "data-testid": `user-role-${record.userName}` } },
                    }}
                  >
                    {ROLE_CHOICES.map((r) => (
                      <MenuItem key={r} value={r}>
                        {translate(`CONFIG.USERS.ROLES.${r}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell align="right">
                  <Tooltip title={translate("CONFIG.USERS.RESET_PASSWORD")}>
                    <IconButton aria-label={`${translate("CONFIG.USERS.RESET_PASSWORD")}: ${record.userName}`} onClick={() => setResetFor(record)}>
                      <LockResetIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate("CONFIG.USERS.DELETE")}>
                    <span>
                      <IconButton aria-label={`${translate("CONFIG.USERS.DELETE")}: ${record.userName}`} disabled={record.userName === me?.userName} onClick={() => setDeleteFor(record)}>
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      <Dialog open={resetFor !== null} onClose={() => setResetFor(null)} aria-labelledby="user-reset-title" fullWidth maxWidth="xs">
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!resetFor || !isValidPassword(newPassword)) return;
            const target = resetFor;
            setResetFor(null);
            setNewPassword("");
            update(
              "users",
              { id: target.id, data: { password: newPassword }, previousData: target },
              { mutationMode: "pessimistic", onSuccess: () => setMessage({ severity: "success", key: "CONFIG.USERS.PASSWORD_RESET" }), onError: onError("CONFIG.USERS.RESET_ERROR") },
            );
          }}
        >
          <DialogTitle id="user-reset-title">{translate("CONFIG.USERS.RESET_TITLE", { userName: resetFor?.userName ?? "" })}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              type="password"
              label={translate("CONFIG.USERS.PASSWORD")}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              error={newPassword !== "" && !isValidPassword(newPassword)}
              helperText={translate("CONFIG.PASSWORD.POLICY")}
              slotProps={{ htmlInput: { autoComplete: "new-password" } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setResetFor(null)}>{translate("CONFIG.CANCEL")}</Button>
            <Button type="submit" variant="contained" disabled={!isValidPassword(newPassword)}>
              {translate("CONFIG.USERS.RESET_PASSWORD")}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      <ConfirmDialog
        open={deleteFor !== null}
        titleId="user-delete-title"
        title={translate("CONFIG.USERS.DELETE_CONFIRM", { userName: deleteFor?.userName ?? "" })}
        confirmLabel={translate("CONFIG.USERS.DELETE")}
        onCancel={() => setDeleteFor(null)}
        onConfirm={() => {
          const target = deleteFor;
          setDeleteFor(null);
          if (target) remove("users", { id: target.id, previousData: target }, { mutationMode: "pessimistic", onError: onError("CONFIG.USERS.DELETE_ERROR") });
        }}
      />
    </Box>
  );
}

export function UserList() {
  return (
    <ListBase resource="users" perPage={1000} sort={{ field: "userName", order: "ASC" }} disableSyncWithLocation>
      <UserTable />
    </ListBase>
  );
}
