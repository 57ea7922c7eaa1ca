// The seller-change bus over real Redis: an announcement reaches every listener of its own process
// at once and every other process through pub/sub; without a publisher it stays local.
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeBus } from '../../src/lib/change-bus.ts';
import { connectRedis } from '../../src/queue/redis.ts';
import { TEST_REDIS_URL } from '../support/env.ts';

const log = pino({ level: 'silent' });
const channel = `levy-test:${randomBytes(6).toString('hex')}:seller-changed`;
const connections = [
  connectRedis(TEST_REDIS_URL, 'request'),
  connectRedis(TEST_REDIS_URL, 'subscriber'),
  connectRedis(TEST_REDIS_URL, 'subscriber'),
];
afterAll(() => Promise.all(connections.map((c) => c.quit())));

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not heard within 2 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('seller-change bus', () => {
  it('tells every listener here before announce resolves, and the other process soon after', async () => {
    const [publisher, subscriberA, subscriberB] = connections as [
      (typeof connections)[0],
      (typeof connections)[0],
      (typeof connections)[0],
    ];
    const here = new ChangeBus(channel, log, publisher);
    const there = new ChangeBus(channel, log);
    await here.follow(subscriberA);
    await there.follow(subscriberB);
    const heardHere: string[] = [];
    const heardHereToo: string[] = [];
    const heardThere: string[] = [];
    here.subscribe((id) => heardHere.push(id));
    here.subscribe((id) => heardHereToo.push(id));
    there.subscribe((id) => heardThere.push(id));

    const announced = here.announce('sel_1');
    expect(heardHere).toEqual(['sel_1']);
    expect(heardHereToo).toEqual(['sel_1']);
    await announced;
    await until(() => heardThere.length > 0);
    expect(heardThere).toEqual(['sel_1']);
    // Its own announcement's echo through Redis is not heard a second time.
    await new Promise((r) => setTimeout(r, 200));
    expect(heardHere).toEqual(['sel_1']);
  });

  it('hears a bare key, as processes of the earlier version publish it', async () => {
    const [publisher, , subscriber] = connections as [(typeof connections)[0], (typeof connections)[0], (typeof connections)[0]];
    const bus = new ChangeBus(`${channel}:bare`, log);
    await bus.follow(subscriber);
    const heard: string[] = [];
    bus.subscribe((id) => heard.push(id));
    await publisher.publish(`${channel}:bare`, 'sel_old');
    await until(() => heard.length > 0);
    expect(heard).toEqual(['sel_old']);
  });

  it('stays in the process without a publisher', async () => {
    const local = new ChangeBus(`${channel}:local`, log);
    const heard: string[] = [];
    local.subscribe((id) => heard.push(id));
    await local.announce('sel_2');
    expect(heard).toEqual(['sel_2']);
  });

  it('announces locally even when Redis is away', async () => {
    const dead = connectRedis('redis://127.0.0.1:1', 'request');
    dead.on('error', () => {});
    const bus = new ChangeBus(`${channel}:dead`, log, dead);
    const heard: string[] = [];
    bus.subscribe((id) => heard.push(id));
    await bus.announce('sel_3');
    expect(heard).toEqual(['sel_3']);
    dead.disconnect();
  });
});
