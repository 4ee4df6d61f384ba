/** What leaves the server about a cash-out request: amounts in £, ids as text, no internal columns. */
import { penceToPounds, type CashoutChatMessage, type CashoutRequest } from '@squadhub/shared';
import type { CashoutMessageRow, CashoutRequestRow } from '../db/rows.js';

export function presentCashout(row: CashoutRequestRow, username: string): CashoutRequest {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    coins_to_convert: row.coinsToConvert,
    requested_amount: penceToPounds(row.requestedAmountPence),
    status: row.status,
    payment_method: row.paymentMethod,
    paypal_email: row.paypalEmail,
    paypal_first_name: row.paypalFirstName,
    paypal_surname: row.paypalSurname,
    whatsapp_number: row.whatsappNumber,
    account_holder_name: row.accountHolderName,
    account_holder_surname: row.accountHolderSurname,
    bank_name: row.bankName,
    country: row.country,
    account_number: row.accountNumber,
    sort_code: row.sortCode,
    swift_bic: row.swiftBic,
    iban: row.iban,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    postal_code: row.postalCode,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    admin_notes: row.adminNotes,
  };
}

export const presentChatMessage = (row: CashoutMessageRow): CashoutChatMessage => ({
  id: row.id,
  sender_type: row.senderType,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
});
