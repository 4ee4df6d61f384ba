// Placeholder owned by the accounts work; replaced by the real component.
export function ResetUsernamePage(): null {
  return null;
}
