/**
 * Text-direction controls (shared/src/schemas/common.ts): a right-to-left override or an isolate
 * in a username, a name, a title, rules or a chat line would reorder what a list, a chat or a
 * notification shows after it, so every typed field refuses them with a 400 that says why.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody } from '../accounts/helpers.js';
import { createUser, type TestUser } from '../support/factories.js';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createBody, createTestTournament } from '../support/tournament-factories.js';

let server: TestServer;
let creator: TestUser;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  creator = await createUser(server.ctx, { purchased: 100 });
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const RLO = '\u202e';
const RLI = '\u2067';

function expectRefused(res: request.Response, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.detail, label).toMatch(/text-direction/);
}

describe('text-direction controls are refused', () => {
  it('in a username and a full name at registration', async () => {
    expectRefused(
      await api()
        .post('/api/auth/register')
        .send(registerBody({ codm_username: `ghost${RLO}redlaer` })),
      'username',
    );
    expectRefused(
      await api()
        .post('/api/auth/register')
        .send(registerBody({ full_name: `Ali ${RLI}x` })),
      'full name',
    );
    // A plain right-to-left name is welcome.
    await api()
      .post('/api/auth/register')
      .send(registerBody({ full_name: 'علي حسن' }))
      .expect(201);
  });

  it('in a tournament title and its rules', async () => {
    expectRefused(
      await api()
        .post('/api/tournaments')
        .set(creator.auth)
        .send(createBody({ title: `Friday ${RLO}puC` })),
      'title',
    );
    expectRefused(
      await api()
        .post('/api/tournaments')
        .set(creator.auth)
        .send(createBody({ rules: JSON.stringify({ text: `No hacking ${RLI}`, images: [] }) })),
      'rules',
    );
  });

  it('in a chat message', async () => {
    const t = await createTestTournament(server.ctx, creator.id);
    expectRefused(
      await api()
        .post(`/api/tournaments/${t.id}/chat`)
        .set(creator.auth)
        .send({ message: `gg ${RLO}wp` }),
      'chat',
    );
    await api().post(`/api/tournaments/${t.id}/chat`).set(creator.auth).send({ message: 'gg\nwp' }).expect(201);
  });
});
