/**
 * The licence (administrators only) as a react-admin resource over GET /license: a
 * read-only Show view of the one installed licence (status, kind, this installation's
 * id, request data, dates), with the actions react-admin gives a record: upload or
 * replace (a Create view with a file input, multipart `file`), remove (asks first), and
 * the link to the request form. A refused file shows the server's reason, translated.
 * The banner and the welcome screen follow a new licence at once.
 */
import { Alert, Box } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import UploadIcon from "@mui/icons-material/UploadFile";
import {
  Button,
  Create,
  CreateButton,
  FileField,
  FileInput,
  FunctionField,
  required,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNavigate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from "react-admin";
import type { LicenseStatus } from "../../providers/api";
import { useLicenseChanged } from "../../custom-pages/config/useLicenseExpiration";
import { ConfirmDeleteButton, LocalDateField } from "../common";

const LICENSE_STATUS_SEVERITY: Record<LicenseStatus, "success" | "warning" | "error" | "info"> = {
  VALID_LICENSE: "success",
  EXPIRED_LICENSE: "warning",
  CORRUPTED_LICENSE: "error",
  NO_LICENSE: "info",
};

/** The status as one of four messages (none, corrupted, expired, valid); the service error when it could not be read. */
export function LicenseStatusMessage({ status }: { status: LicenseStatus | null }) {
  const translate = useTranslate();
  if (!status) {
    return (
      <Alert severity="error" data-testid="license-status">
        {translate("CONFIG.LICENSE.SERVICE_ERROR")}
      </Alert>
    );
  }
  return (
    <Alert severity={LICENSE_STATUS_SEVERITY[status] ?? "info"} data-testid="license-status" data-status={status}>
      {translate(`CONFIG.LICENSE.STATUS.${status}`)}
    </Alert>
  );
}

function LicenseActions() {
  const record = useRecordContext();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const licenseChanged = useLicenseChanged();
  const installed = !!record && record.status !== "NO_LICENSE";
  return (
    <TopToolbar>
      <CreateButton
        label={installed ? "CONFIG.LICENSE.REPLACE" : "CONFIG.LICENSE.UPLOAD_TITLE"}
        icon={<UploadIcon />}
        data-testid="license-upload-open"
      />
      <Button label="CONFIG.MENU.LICENSE_REQUEST" onClick={() => navigate("/config/licenserequest")} data-testid="license-request-open">
        <DownloadIcon />
      </Button>
      {installed && (
        <ConfirmDeleteButton
          label="CONFIG.LICENSE.REMOVE"
          redirect={false}
          confirmTitle="CONFIG.LICENSE.REMOVE_TITLE"
          confirmContent="CONFIG.LICENSE.REMOVE_CONFIRM"
          mutationOptions={{
            onSuccess: () => {
              licenseChanged();
              refresh();
              notify("CONFIG.LICENSE.REMOVE_SUCCESS", { type: "success" });
            },
          }}
          data-testid="license-remove"
        />
      )}
    </TopToolbar>
  );
}

const dash = (value: unknown) => (value === null || value === undefined || value === "" ? "–" : String(value));

export function LicenseShow() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Show
      resource="license"
      id="license"
      actions={<LicenseActions />}
      title={translate("CONFIG.LICENSE.INFORMATION_TITLE")}
      // Stay on the screen when the licence cannot be read (react-admin would go to a list there is none of).
      queryOptions={{ retry: false, onError: () => notify("CONFIG.LICENSE.SERVICE_ERROR", { type: "error" }) }}
      data-testid="license-information"
    >
      <SimpleShowLayout>
        <FunctionField source="status" render={(record: RaRecord) => <LicenseStatusMessage status={(record.status as LicenseStatus) ?? null} />} />
        <FunctionField
          source="kind"
          render={(record: RaRecord) => (record.kind ? translate(`CONFIG.LICENSE.KIND.${String(record.kind)}`, { _: String(record.kind) }) : "–")}
        />
        <TextField source="installationId" />
        <FunctionField source="requestInfo.email" render={(record: RaRecord) => dash(record.requestInfo?.email)} />
        <FunctionField source="requestInfo.company" render={(record: RaRecord) => dash(record.requestInfo?.company)} />
        <FunctionField source="requestInfo.department" render={(record: RaRecord) => dash(record.requestInfo?.department)} />
        <LocalDateField source="creationDate" withTime={false} empty="–" />
        <LocalDateField source="expirationDate" withTime={false} empty="–" />
      </SimpleShowLayout>
    </Show>
  );
}

/** Upload or replace: the licence file in a file input; the installed licence stays when the server refuses the file. */
export function LicenseCreate() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const licenseChanged = useLicenseChanged();
  return (
    <Create
      resource="license"
      title={translate("CONFIG.LICENSE.EDIT_TITLE")}
      mutationOptions={{
        onSuccess: () => {
          licenseChanged();
          notify("CONFIG.LICENSE.UPLOAD_SUCCESS", { type: "success" });
          navigate("/config/license");
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <Box data-testid="license-edit" sx={{ width: "100%" }}>
          <FileInput
            source="file"
            label="CONFIG.LICENSE.FILE"
            accept={{ "application/json": [".lic", ".json"], "text/plain": [".lic", ".txt"] }}
            multiple={false}
            validate={required()}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </Box>
      </SimpleForm>
    </Create>
  );
}
