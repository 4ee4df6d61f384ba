// Placeholder owned by the accounts work; replaced by the real component.
export function ProfileSection(): null {
  return null;
}
