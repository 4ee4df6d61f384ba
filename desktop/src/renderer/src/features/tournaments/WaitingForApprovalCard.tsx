// Placeholder owned by the tournaments work; replaced by the real component.
export function WaitingForApprovalCard(): null {
  return null;
}
