/**
 * The password rules: at least 12 characters with a lower-case
 * letter, an upper-case letter, a digit and one of ! @ # $ % ^ & + = ? - _.
 */
export const PASSWORD_MIN_LENGTH = 12;
const SPECIAL = /[!@#$%^&+=?\-_]/;

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && SPECIAL.test(password);
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFieldError = "REQUIRED" | "INVALID_PASSWORD" | "PASSWORDS_DO_NOT_MATCH";

/** Errors per field; empty when the form may be sent. */
export function passwordFormErrors(form: PasswordForm): Partial<Record<keyof PasswordForm, PasswordFieldError>> {
  const errors: Partial<Record<keyof PasswordForm, PasswordFieldError>> = {};
  if (form.oldPassword === "") errors.oldPassword = "REQUIRED";
  if (form.newPassword === "") errors.newPassword = "REQUIRED";
  else if (!isValidPassword(form.newPassword)) errors.newPassword = "INVALID_PASSWORD";
  if (form.confirmPassword === "") errors.confirmPassword = "REQUIRED";
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "PASSWORDS_DO_NOT_MATCH";
  return errors;
}
