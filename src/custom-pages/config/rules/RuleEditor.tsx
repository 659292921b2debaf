/**
 * One rule's settings as an RJSF form rendered from the rule's schema, validated by
 * the validators precompiled at build time (no code generation under the CSP).
 *
 * States: loading -> loaded (clean) -> edited (dirty) -> saving ->
 * saved and clean again; a failed load shows the service-error banner instead of the
 * form. Save is enabled only when the form is dirty and valid. "Reset to factory
 * defaults" reads GET /configurations/{language}/{rule} into the form (then dirty).
 *
 * Unsaved changes hold a navigation back (UnsavedChangesGuard) and are reported to the
 * page (onDirtyChange), which asks before switching the configuration language. A
 * refused save shows the server's reason. When the session has ended (401), the form
 * says that the changes were not saved, keeps them, and offers the sign-in in a dialog;
 * after signing in, Save sends them.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Alert, Box, Button, CircularProgress, Dialog, DialogContent, Stack } from "@mui/material";
import SaveIcon from "@mui/icons-material/Save";
import RestoreIcon from "@mui/icons-material/SettingsBackupRestore";
import Form from "@rjsf/mui";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema, RJSFValidationError, ValidatorType } from "@rjsf/utils";
import { useTranslate } from "react-admin";
import { ruleValidators, type RuleValidatorModule } from "../../../generated/validators";
import { describeError, isUnauthorized } from "../consoleErrors";
import { configApi, type RuleInfo } from "../configApi";
import type { LanguageCode, UserInfo } from "../../../providers/api";
import { LoginForm } from "../LoginForm";
import { UnsavedChangesGuard } from "../UnsavedChangesGuard";
import { ImprovementsTable, RuleListContext } from "./ImprovementsTable";
import { ObjectListField, StringListField, ToggleListField } from "./listFields";
import { uiSchemaFor } from "./uiSchema";

const fields = { stringList: StringListField, objectList: ObjectListField, toggleList: ToggleListField, improvementsTable: ImprovementsTable };

/** Key-order independent comparison of JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value as object)
              .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Warnings the spec asks for beyond the schema's own messages. */
const RULE_WARNINGS: Record<string, (data: unknown) => string | null> = {
  condition: (data) => {
    const logical = (data as { logicalExpression?: { enforceBrackets?: boolean; allowedBracketTypes?: unknown[] } } | null)?.logicalExpression;
    return logical?.enforceBrackets && (logical.allowedBracketTypes?.length ?? 0) === 0 ? "CONFIG.CONDITION.INVALID_BRACKET_SETTINGS" : null;
  },
};

export interface RuleEditorProps {
  configId: string;
  rule: RuleInfo;
  language: LanguageCode;
  title: string;
  /** False when the page heading already shows the title. */
  showTitle?: boolean;
  onUnauthorized: (error: unknown) => void;
  /** For tests: the validator module and the calls. */
  loadValidator?: (rule: string) => Promise<RuleValidatorModule | null>;
  api?: Pick<typeof configApi, "readRule" | "saveRule" | "factoryDefaults">;
  header?: ReactNode;
  /** Told whenever the form becomes dirty or clean. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The rules of GET /rules, for naming the improvements table's rows. */
  rules?: readonly RuleInfo[];
  /** Hands the user over after signing in again (the session had ended during an edit). */
  onSignedIn?: (user: UserInfo) => void;
}

/**
 * A number input yields null when it is emptied, not a missing value: the
 * schema then reports the field as invalid by its type, and save stays disabled.
 */
export function emptyNumbersAsNull(data: unknown, schema: RJSFSchema | undefined, root: RJSFSchema | undefined = schema): unknown {
  const resolved = resolveRef(schema, root);
  if (!resolved || typeof data !== "object" || data === null || Array.isArray(data) || !resolved.properties) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(resolved.properties as Record<string, RJSFSchema>)) {
    const child = resolveRef(value, root);
    if (!child) continue;
    if ((child.type === "number" || child.type === "integer") && out[key] === undefined) out[key] = null;
    else if (child.properties) out[key] = emptyNumbersAsNull(out[key], child, root);
  }
  return out;
}

/** A "#/definitions/…" reference resolved against the rule's schema. */
function resolveRef(schema: RJSFSchema | undefined, root: RJSFSchema | undefined): RJSFSchema | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/") || !root) return schema;
  const target = ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), root);
  return target && typeof target === "object" ? (target as RJSFSchema) : undefined;
}

async function defaultLoadValidator(rule: string): Promise<RuleValidatorModule | null> {
  const load = ruleValidators[rule];
  return load ? load() : null;
}

/** The sign-in offered when the session ended during an edit; the edit stays underneath. */
function SignInAgain({ onSignedIn }: { onSignedIn: (user: UserInfo) => void }) {
  return (
    <Dialog open maxWidth="sm" fullWidth data-testid="session-expired-login">
      <DialogContent>
        <LoginForm onLoggedIn={onSignedIn} />
      </DialogContent>
    </Dialog>
  );
}

/** The message key of a validation error: the type error says which type ("Please enter a whole number."). */
export function validationKey(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  return error.name === "type" && typeof params.type === "string"
    ? `CONFIG.VALIDATION.type_${params.type.split(",")[0]}`
    : `CONFIG.VALIDATION.${error.name}`;
}

export function RuleEditor({
  configId,
  rule,
  language,
  title,
  showTitle = true,
  onUnauthorized,
  loadValidator = defaultLoadValidator,
  api = configApi,
  header,
  onDirtyChange,
  rules = [],
  onSignedIn,
}: RuleEditorProps) {
  const translate = useTranslate();
  const [sessionExpired, setSessionExpired] = useState<"signin" | "signedin" | null>(null);
  const [module, setModule] = useState<RuleValidatorModule | null | undefined>(undefined);
  const [original, setOriginal] = useState<unknown>(undefined);
  const [formData, setFormData] = useState<unknown>(undefined);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ severity: "success" | "error" | "info"; key: string; reason?: string } | null>(null);
  const languageParam = rule.languageAware ? language : null;

  useEffect(() => {
    let active = true;
    loadValidator(rule.name)
      .then((m) => active && setModule(m))
      .catch(() => active && setModule(null));
    return () => {
      active = false;
    };
  }, [rule.name, loadValidator]);

  const load = useCallback(async () => {
    setStatus("loading");
    setMessage(null);
    try {
      const data = await api.readRule<unknown>(configId, rule.name, languageParam);
      setOriginal(data);
      setFormData(data);
      setStatus("ready");
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized(error);
      setOriginal(undefined);
      setFormData(undefined);
      setStatus("error");
    }
  }, [api, configId, rule.name, languageParam, onUnauthorized]);

  useEffect(() => {
    void load();
  }, [load]);

  const schema = module?.formSchema as RJSFSchema | undefined;
  const validator = useMemo<ValidatorType | null>(
    () => (module ? createPrecompiledValidator(module.validateFns as never, module.formSchema as RJSFSchema) : null),
    [module],
  );
  const uiSchema = useMemo(() => (schema ? uiSchemaFor(schema, translate, title, showTitle) : {}), [schema, translate, title, showTitle]);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors.map((error) => {
        const params = (error.params ?? {}) as Record<string, unknown>;
        // The integrity keywords name fields: in the form's words.
        const fields =
          error.name === "x-minMax"
            ? {
                min: translate(`CONFIG.FIELDS.${String(params.min)}`, { _: params.min }),
                max: translate(`CONFIG.FIELDS.${String(params.max)}`, { _: params.max }),
              }
            : {};
        const translated = translate(validationKey(error), { ...params, ...fields, _: error.message ?? "" });
        return { ...error, message: translated, stack: `${error.property ?? ""} ${translated}`.trim() };
      }),
    [translate],
  );

  const errors = useMemo(() => {
    if (!validator || !schema || status !== "ready") return [];
    return validator.validateFormData(formData, schema).errors;
  }, [validator, schema, formData, status]);
  const warning = RULE_WARNINGS[rule.name]?.(formData) ?? null;
  const dirty = status === "ready" && !sameJson(formData, original);
  const valid = errors.length === 0 && warning === null;
  // Errors of the integrity keywords concern the whole list or object: shown below the form.
  const integrityErrors = transformErrors(errors.filter((e) => e.name === "x-uniqueBy" || e.name === "x-minMax"));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    if (!dirty || !valid || saving) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await api.saveRule(configId, rule.name, languageParam, formData);
      const next = saved !== null && saved !== undefined && typeof saved === typeof formData ? saved : formData;
      setOriginal(next);
      setFormData(next);
      setMessage({ severity: "success", key: "CONFIG.SAVED" });
    } catch (error) {
      if (isUnauthorized(error)) {
        // The edit stays in the form; signing in again lets Save send it.
        setSessionExpired("signin");
        setMessage({ severity: "error", key: "CONFIG.SESSION_EXPIRED" });
      } else {
        setMessage({ severity: "error", key: "CONFIG.SAVE_ERROR", reason: describeError(error, translate) });
      }
    } finally {
      setSaving(false);
    }
  };

  const resetToDefaults = async () => {
    setMessage(null);
    try {
      const defaults = await api.factoryDefaults<unknown>(language, rule.name);
      setFormData(defaults);
      setMessage({ severity: "info", key: "CONFIG.DEFAULTS_LOADED" });
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized(error);
      setMessage({ severity: "error", key: "CONFIG.DEFAULTS_ERROR" });
    }
  };

  if (status === "error" || module === null) {
    return (
      <Box data-testid={`rule-editor-${rule.name}`}>
        {header}
        <Alert severity="error" data-testid="service-error">
          {translate(module === null ? "CONFIG.EDITOR_MISSING" : "CONFIG.SERVICE_ERROR")}
        </Alert>
      </Box>
    );
  }
  if (status === "loading" || !module || !validator || !schema) {
    return (
      <Box data-testid={`rule-editor-${rule.name}`}>
        {header}
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress aria-label={translate("CONFIG.LOADING")} />
        </Box>
      </Box>
    );
  }

  return (
    <RuleListContext.Provider value={rules}>
      <Box data-testid={`rule-editor-${rule.name}`}>
        {header}
        <UnsavedChangesGuard when={dirty && sessionExpired !== "signin"} />
        {sessionExpired === "signin" && (
          <SignInAgain
            onSignedIn={(user) => {
              onSignedIn?.(user);
              setSessionExpired("signedin");
              setMessage({ severity: "info", key: "CONFIG.SIGNED_IN_AGAIN" });
            }}
          />
        )}
        <Form
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          fields={fields}
          noHtml5Validate
          liveValidate="onChange"
          showErrorList={false}
          transformErrors={transformErrors}
          onChange={(event) => setFormData(emptyNumbersAsNull(event.formData, schema))}
          onSubmit={() => void save()}
          idPrefix={`rule-${rule.name}`}
        >
          {warning && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="rule-warning">
              {translate(warning)}
            </Alert>
          )}
          {integrityErrors.map((error) => (
            <Alert key={`${error.property}-${error.name}`} severity="error" sx={{ mt: 2 }} data-testid="rule-integrity-error">
              {error.message}
            </Alert>
          ))}
          {message && (
            <Alert severity={message.severity} sx={{ mt: 2 }} onClose={() => setMessage(null)} data-testid={`rule-message-${message.severity}`}>
              {translate(message.key)}
              {message.reason && (
                <Box component="span" sx={{ display: "block" }} data-testid="rule-message-reason">
                  {message.reason}
                </Box>
              )}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || !valid || saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
              aria-busy={saving}
              data-testid="rule-save"
            >
              {translate("CONFIG.SAVE")}
            </Button>
            <Button
              variant="outlined"
              startIcon={<RestoreIcon />}
              onClick={() => void resetToDefaults()}
              disabled={saving}
              data-testid="rule-reset-defaults"
            >
              {translate("CONFIG.RESET_DEFAULTS")}
            </Button>
          </Stack>
        </Form>
      </Box>
    </RuleListContext.Provider>
  );
}
