// Placeholder owned by the accounts work; replaced by the real component.
export function ResetPasswordPage(): null {
  return null;
}
