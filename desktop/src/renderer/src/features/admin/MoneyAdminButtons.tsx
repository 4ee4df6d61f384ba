// Placeholder owned by the money work; replaced by the real component.
export function PaymentRequestsButton(): null {
  return null;
}
export function PlayersButton(): null {
  return null;
}
export function CoinPricesButton(): null {
  return null;
}
