/**
 * The rules of one rule page as a react-admin Edit view of the `rules` resource (the
 * record { id: "configId/rule+rule[/language]", settings: { rule: settings } }): one
 * react-admin form, each rule's settings one input of it, drawn as an RJSF form rendered
 * from the rule's schema and validated by the validators precompiled at build time (no
 * code generation under the CSP). Pages with several rules (formula-unit) show each in
 * a collapsible section; one Save writes the rules that changed.
 *
 * react-admin keeps the state: loading, the stored record, dirty and valid (Save is
 * enabled only then), saving (pessimistic: the form keeps the edit until the server
 * answers), and `warnWhenUnsavedChanges` asks before a navigation drops an edit. "Reset
 * to factory defaults" reads GET /configurations/{language}/{rule} into the rule's input
 * (then dirty). The page hears whether the form is dirty (onDirtyChange) and asks before
 * switching the configuration language.
 *
 * A refused save shows the server's reason, translated. When the session has ended
 * (401), the form says that the changes were not saved, keeps them, and offers the
 * sign-in in a dialog; after signing in, Save sends them. Every message appears next to
 * Save and is scrolled into view.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  Stack,
  Typography,
} from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import RestoreIcon from "@mui/icons-material/SettingsBackupRestore";
import Rjsf from "@rjsf/mui";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema, RJSFValidationError, ValidatorType } from "@rjsf/utils";
import { EditBase, Form, SaveButton, useEditContext, useInput, useTranslate } from "react-admin";
import { useFormContext, useFormState } from "react-hook-form";
import { ruleValidators, type RuleValidatorModule } from "../../../generated/validators";
import { ruleId } from "../../../providers/dataProvider";
import { FeedbackAlert } from "../../../components/FeedbackAlert";
import { describeError, isUnauthorized } from "../consoleErrors";
import { configApi, type RuleInfo } from "../configApi";
import type { LanguageCode, UserInfo } from "../../../providers/api";
import { LoginForm } from "../LoginForm";
import { ImprovementsTable, RuleListContext } from "./ImprovementsTable";
import { ObjectListField, StringListField, ToggleListField } from "./listFields";
import { uiSchemaFor } from "./uiSchema";

const fields = { stringList: StringListField, objectList: ObjectListField, toggleList: ToggleListField, improvementsTable: ImprovementsTable };

/** Warnings the spec asks for beyond the schema's own messages. */
const RULE_WARNINGS: Record<string, (data: unknown) => string | null> = {
  condition: (data) => {
    const logical = (data as { logicalExpression?: { enforceBrackets?: boolean; allowedBracketTypes?: unknown[] } } | null)?.logicalExpression;
    return logical?.enforceBrackets && (logical.allowedBracketTypes?.length ?? 0) === 0 ? "CONFIG.CONDITION.INVALID_BRACKET_SETTINGS" : null;
  },
};

/** One section of a rule page: the rule and the title it shows under. */
export interface RuleSection {
  rule: RuleInfo;
  title: string;
}

export interface RuleEditorProps {
  configId: string;
  /** The rules of the page, in order; one section each when there are several. */
  sections: readonly RuleSection[];
  language: LanguageCode;
  /** Told whenever the form becomes dirty or clean. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The rules of GET /rules, for naming the improvements table's rows. */
  rules?: readonly RuleInfo[];
  /** Hands the user over after signing in again (the session had ended during an edit). */
  onSignedIn?: (user: UserInfo) => void;
  /** For tests: the validator module and the factory defaults. */
  loadValidator?: (rule: string) => Promise<RuleValidatorModule | null>;
  factoryDefaults?: typeof configApi.factoryDefaults;
}

type Message = { severity: "success" | "error" | "info"; key: string; reason?: string };

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

/** The message key of a validation error: the type error says which type ("Please enter a whole number."). */
export function validationKey(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  return error.name === "type" && typeof params.type === "string"
    ? `CONFIG.VALIDATION.type_${params.type.split(",")[0]}`
    : `CONFIG.VALIDATION.${error.name}`;
}

/** The validator modules of the page's rules: undefined while loading, null for a rule without one. */
function useValidatorModules(names: readonly string[], load: (rule: string) => Promise<RuleValidatorModule | null>) {
  const [modules, setModules] = useState<Record<string, RuleValidatorModule | null> | undefined>(undefined);
  const key = names.join("+");
  useEffect(() => {
    let active = true;
    void Promise.all(key.split("+").map((name) => load(name).catch(() => null))).then(
      (loaded) => active && setModules(Object.fromEntries(key.split("+").map((name, i) => [name, loaded[i]]))),
    );
    return () => {
      active = false;
    };
  }, [key, load]);
  return modules;
}

export function RuleEditor({
  configId,
  sections,
  language,
  onDirtyChange,
  rules = [],
  onSignedIn,
  loadValidator = defaultLoadValidator,
  factoryDefaults = configApi.factoryDefaults,
}: RuleEditorProps) {
  const translate = useTranslate();
  const names = sections.map((s) => s.rule.name);
  const id = ruleId(configId, names, sections.some((s) => s.rule.languageAware) ? language : null);
  const modules = useValidatorModules(names, loadValidator);
  const [message, setMessage] = useState<Message | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);

  return (
    <RuleListContext.Provider value={rules}>
      <EditBase
        key={id}
        resource="rules"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        // A failed read shows the service-error banner in place of the form (no redirect, no notification).
        queryOptions={{ onError: () => undefined, retry: false }}
        mutationOptions={{
          onSuccess: () => setMessage({ severity: "success", key: "CONFIG.SAVED" }),
          onError: (error: unknown) => {
            if (isUnauthorized(error)) {
              // The edit stays in the form; signing in again lets Save send it.
              setSessionExpired(true);
              setMessage({ severity: "error", key: "CONFIG.SESSION_EXPIRED" });
            } else setMessage({ severity: "error", key: "CONFIG.SAVE_ERROR", reason: describeError(error, translate) });
          },
        }}
      >
        <RuleForm
          sections={sections}
          modules={modules}
          language={language}
          message={message}
          setMessage={setMessage}
          onDirtyChange={onDirtyChange}
          factoryDefaults={factoryDefaults}
        />
      </EditBase>
      {sessionExpired && (
        <Dialog open maxWidth="sm" fullWidth data-testid="session-expired-login">
          <DialogContent>
            <LoginForm
              onLoggedIn={(user) => {
                onSignedIn?.(user);
                setSessionExpired(false);
                setMessage({ severity: "info", key: "CONFIG.SIGNED_IN_AGAIN" });
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </RuleListContext.Provider>
  );
}

function RuleForm({
  sections,
  modules,
  language,
  message,
  setMessage,
  onDirtyChange,
  factoryDefaults,
}: {
  sections: readonly RuleSection[];
  modules: Record<string, RuleValidatorModule | null> | undefined;
  language: LanguageCode;
  message: Message | null;
  setMessage: (message: Message | null) => void;
  onDirtyChange?: (dirty: boolean) => void;
  factoryDefaults: typeof configApi.factoryDefaults;
}) {
  const translate = useTranslate();
  const { record, isPending, error } = useEditContext();
  const missing = modules !== undefined && sections.some((s) => !modules[s.rule.name]);
  if (error || missing) {
    return (
      <Alert severity="error" data-testid="service-error">
        {translate(missing ? "CONFIG.EDITOR_MISSING" : "CONFIG.SERVICE_ERROR")}
      </Alert>
    );
  }
  if (isPending || !record || !modules) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label={translate("CONFIG.LOADING")} />
      </Box>
    );
  }
  const input = (section: RuleSection, showTitle: boolean) => (
    <RuleSettingsInput
      key={section.rule.name}
      section={section}
      module={modules[section.rule.name]!}
      showTitle={showTitle}
      language={language}
      setMessage={setMessage}
      factoryDefaults={factoryDefaults}
    />
  );
  return (
    <Form mode="onChange" warnWhenUnsavedChanges noValidate>
      <DirtyReporter onDirtyChange={onDirtyChange} />
      {sections.length === 1
        ? input(sections[0], false)
        : sections.map((section, index) => (
            <Accordion
              key={section.rule.name}
              defaultExpanded={index === 0}
              disableGutters
              elevation={0}
              sx={{ border: "1px solid", borderColor: "divider", mb: 1 }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" variant="h6">
                  {section.title}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>{input(section, true)}</AccordionDetails>
            </Accordion>
          ))}
      {message && (
        <FeedbackAlert
          trigger={message}
          severity={message.severity}
          onClose={() => setMessage(null)}
          sx={{ mt: 2 }}
          data-testid={`rule-message-${message.severity}`}
        >
          {translate(message.key)}
          {message.reason && (
            <Box component="span" sx={{ display: "block" }} data-testid="rule-message-reason">
              {message.reason}
            </Box>
          )}
        </FeedbackAlert>
      )}
      <SaveRow />
    </Form>
  );
}

/** Save, enabled when the form is dirty and valid. */
function SaveRow() {
  const { isValid } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label="CONFIG.SAVE" disabled={!isValid} data-testid="rule-save" />
    </Stack>
  );
}

function DirtyReporter({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return null;
}

/** JSON as the server stores it: members set to undefined are left out, so that an unchanged form compares equal. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** One rule's settings: an input of the react-admin form, drawn and validated as an RJSF form of the rule's schema. */
function RuleSettingsInput({
  section: { rule, title },
  module,
  showTitle,
  language,
  setMessage,
  factoryDefaults,
}: {
  section: RuleSection;
  module: RuleValidatorModule;
  showTitle: boolean;
  language: LanguageCode;
  setMessage: (message: Message | null) => void;
  factoryDefaults: typeof configApi.factoryDefaults;
}) {
  const translate = useTranslate();
  const schema = module.formSchema as RJSFSchema;
  const validator = useMemo<ValidatorType>(() => createPrecompiledValidator(module.validateFns as never, schema), [module, schema]);
  const uiSchema = useMemo(() => uiSchemaFor(schema, translate, title, showTitle), [schema, translate, title, showTitle]);
  const warningOf = RULE_WARNINGS[rule.name];
  // The form may be saved only when the schema and the rule's own warnings accept the settings.
  const validate = useCallback(
    (value: unknown) => (validator.validateFormData(value, schema).errors.length > 0 || warningOf?.(value) ? "CONFIG.SAVE_ERROR" : undefined),
    [validator, schema, warningOf],
  );
  const source = `settings.${rule.name}`;
  const { field } = useInput({ source, validate });
  const { setValue } = useFormContext();
  const formData = field.value as unknown;

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors.map((error) => {
        const params = (error.params ?? {}) as Record<string, unknown>;
        // The integrity keywords name fields: in the form's words.
        const names =
          error.name === "x-minMax"
            ? {
                min: translate(`CONFIG.FIELDS.${String(params.min)}`, { _: params.min }),
                max: translate(`CONFIG.FIELDS.${String(params.max)}`, { _: params.max }),
              }
            : {};
        const translated = translate(validationKey(error), { ...params, ...names, _: error.message ?? "" });
        return { ...error, message: translated, stack: `${error.property ?? ""} ${translated}`.trim() };
      }),
    [translate],
  );
  // Errors of the integrity keywords concern the whole list or object: shown below the form.
  const integrityErrors = useMemo(
    () => transformErrors(validator.validateFormData(formData, schema).errors.filter((e) => e.name === "x-uniqueBy" || e.name === "x-minMax")),
    [transformErrors, validator, formData, schema],
  );
  const warning = warningOf?.(formData) ?? null;

  const resetToDefaults = async () => {
    setMessage(null);
    try {
      const defaults = await factoryDefaults<unknown>(language, rule.name);
      setValue(source, asJson(defaults), { shouldDirty: true, shouldValidate: true });
      setMessage({ severity: "info", key: "CONFIG.DEFAULTS_LOADED" });
    } catch {
      setMessage({ severity: "error", key: "CONFIG.DEFAULTS_ERROR" });
    }
  };

  return (
    <Box data-testid={`rule-editor-${rule.name}`}>
      <Rjsf
        tagName="div"
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        fields={fields}
        noHtml5Validate
        liveValidate="onChange"
        showErrorList={false}
        transformErrors={transformErrors}
        onChange={(event) => field.onChange(asJson(emptyNumbersAsNull(event.formData, schema)))}
        idPrefix={`rule-${rule.name}`}
      >
        <>
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
        </>
      </Rjsf>
      <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => void resetToDefaults()} sx={{ mt: 2 }} data-testid="rule-reset-defaults">
        {translate("CONFIG.RESET_DEFAULTS")}
      </Button>
    </Box>
  );
}
