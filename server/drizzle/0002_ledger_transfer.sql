-- The ledger's coin transfer between two players (docs/product/money.md#transfer), called only by `transfer` in
-- server/src/ledger/ledger.ts. A function rather than one big CTE statement: PL/pgSQL keeps the
-- plans of its few small statements per connection, so a transfer costs PostgreSQL about half
-- the CPU, and it still runs as one statement (atomic, locks released at its end).
--
-- Outcomes: 'no_recipient', 'self', 'insufficient' (nothing changed) or 'done'. The sender pays
-- purchased coins first, then winnings; the recipient always receives purchased coins. Both rows
-- are locked in id order, so opposite transfers between the same players cannot deadlock.
CREATE FUNCTION ledger_transfer(
  p_sender uuid,
  p_recipient_username text,
  p_amount integer,
  p_ref_type text,
  p_ref_id text,
  p_idempotency_key text,
  p_actor uuid,
  OUT outcome text,
  OUT recipient_id uuid,
  OUT recipient_username text,
  OUT sender_purchased integer,
  OUT sender_winnings integer,
  OUT recipient_purchased integer,
  OUT recipient_winnings integer,
  OUT sender_version bigint,
  OUT recipient_version bigint,
  OUT taken_purchased integer,
  OUT taken_winnings integer
) LANGUAGE plpgsql AS $$
DECLARE
  locked integer;
  available integer;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'ledger_transfer: invalid amount %', p_amount;
  END IF;

  SELECT id INTO recipient_id FROM users WHERE lower(username) = lower(p_recipient_username);
  IF recipient_id IS NULL THEN
    outcome := 'no_recipient';
    RETURN;
  END IF;
  IF recipient_id = p_sender THEN
    outcome := 'self';
    RETURN;
  END IF;

  PERFORM 1 FROM users WHERE id IN (p_sender, recipient_id) ORDER BY id FOR NO KEY UPDATE;
  GET DIAGNOSTICS locked = ROW_COUNT;
  IF locked < 2 THEN
    -- One of the two was deleted between the lookup and the lock.
    outcome := 'no_recipient';
    recipient_id := NULL;
    RETURN;
  END IF;

  SELECT purchased_coins, purchased_coins + winnings_coins INTO taken_purchased, available
  FROM users WHERE id = p_sender;
  IF available < p_amount THEN
    outcome := 'insufficient';
    taken_purchased := NULL;
    RETURN;
  END IF;
  taken_purchased := LEAST(taken_purchased, p_amount);
  taken_winnings := p_amount - taken_purchased;

  UPDATE users
  SET purchased_coins = purchased_coins - taken_purchased, winnings_coins = winnings_coins - taken_winnings,
      balance_version = balance_version + 1
  WHERE id = p_sender
  RETURNING purchased_coins, winnings_coins, balance_version INTO sender_purchased, sender_winnings, sender_version;

  UPDATE users SET purchased_coins = purchased_coins + p_amount, balance_version = balance_version + 1
  WHERE id = recipient_id
  RETURNING username, purchased_coins, winnings_coins, balance_version
  INTO recipient_username, recipient_purchased, recipient_winnings, recipient_version;

  INSERT INTO ledger_entries (user_id, bucket, delta, reason, ref_type, ref_id, idempotency_key, actor_id)
  SELECT m.user_id, m.bucket, m.delta, m.reason, p_ref_type, p_ref_id, p_idempotency_key, p_actor
  FROM (VALUES
    (p_sender, 'purchased', -taken_purchased, 'transfer_out'),
    (p_sender, 'winnings', -taken_winnings, 'transfer_out'),
    (recipient_id, 'purchased', p_amount, 'transfer_in')
  ) AS m(user_id, bucket, delta, reason)
  WHERE m.delta <> 0;

  outcome := 'done';
END $$;
