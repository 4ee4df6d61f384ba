/**
 * The ceiling process of the benches: Express 5 with one JSON route and nothing else.
 * Started by `startBareExpress()` with PORT and HOST in the environment; SIGTERM stops it.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
// About the size of a /api/auth/me answer, so serialisation costs compare.
const body = {
  id: '00000000-0000-4000-8000-000000000000',
  username: 'bench_player',
  email: 'bench@example.test',
  role: 'player',
  purchased_coins: 0,
  winnings_coins: 0,
  coin_balance: 0,
};
app.get('/bare', (_req, res) => {
  res.json(body);
});
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
