// Placeholder owned by the money work; replaced by the real component.
export function CashOutButton(): null {
  return null;
}
export function TransferButton(): null {
  return null;
}
export function BuyCoinsButton(): null {
  return null;
}
