-- Deleted accounts (docs/product/accounts.md#deleting-a-player): a closed account keeps its user row, so its
-- ledger, purchases, cash-outs and winner records still reconcile, but no coins move to or from
-- it again. The transfer function of 0002 now finds and locks open accounts only (`deleted_at IS
-- NULL`). The lock re-reads a row that a deletion changed while the transfer waited for it, so a
-- recipient deleted between the lookup and the lock is 'no_recipient', and a sender deleted
-- meanwhile is 'sender_closed'. Nothing else changes.
CREATE OR REPLACE FUNCTION ledger_transfer(
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

  SELECT id INTO recipient_id FROM users
  WHERE lower(username) = lower(p_recipient_username) AND deleted_at IS NULL;
  IF recipient_id IS NULL THEN
    outcome := 'no_recipient';
    RETURN;
  END IF;
  IF recipient_id = p_sender THEN
    outcome := 'self';
    RETURN;
  END IF;

  PERFORM 1 FROM users WHERE id IN (p_sender, recipient_id) AND deleted_at IS NULL ORDER BY id FOR NO KEY UPDATE;
  GET DIAGNOSTICS locked = ROW_COUNT;
  IF locked < 2 THEN
    -- One of the two was deleted between the lookup and the lock: say which.
    outcome := CASE
      WHEN EXISTS (SELECT 1 FROM users WHERE id = p_sender AND deleted_at IS NULL) THEN 'no_recipient'
      ELSE 'sender_closed'
    END;
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
