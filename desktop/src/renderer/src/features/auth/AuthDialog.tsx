// Placeholder owned by the accounts work; replaced by the real component.
export function AuthDialog(): null {
  return null;
}
