// Placeholder owned by the tournaments work; replaced by the real component.
export function SuperAdminDashboardButton(): null {
  return null;
}
