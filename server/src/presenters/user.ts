/**
 * The only way a user row leaves the server as the logged-in user (login, register, me).
 * Fields are picked one by one, so the password hash and the test-user flag can never leak.
 */
import type { CurrentUser } from '@squadhub/shared';
import type { UserRow } from '../db/rows.js';

export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    codm_username: user.codmUsername,
    full_name: user.fullName,
    email: user.email,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
    tiktok_link: user.tiktokLink,
    role: user.role,
    purchased_coins: user.purchasedCoins,
    winnings_coins: user.winningsCoins,
    coin_balance: user.purchasedCoins + user.winningsCoins,
    email_verified: user.emailVerified,
    game_uid: user.gameUid,
    game_name: user.gameName,
    language: user.language,
    created_at: user.createdAt.toISOString(),
  };
}
