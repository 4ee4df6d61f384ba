// Placeholder owned by the money work; replaced by the real component.
export function PaymentReturnHandler(): null {
  return null;
}
