// One pass over every operation of the document, successes and documented errors, through `h.call`
// (so it can run through a proxy). Returns what each call answered.
import { operation, pathOf, type Answer, type Harness } from './helpers.js';
import { startReceiver } from './webhooks-receiver.js';

export interface Exercised {
  operationId: string;
  status: number;
  answer: Answer;
}

const jane = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+49.3012345678',
  address_line1: 'Friedrichstrasse 1',
  city: 'Berlin',
  postal_code: '10117',
  country: 'DE',
};

export async function exerciseAll(h: Harness, actionSeconds: number): Promise<Exercised[]> {
  const done: Exercised[] = [];
  const call = async (
    operationId: string,
    values: Record<string, string | number> = {},
    o: { body?: unknown; query?: string; token?: string | null } = {},
  ) => {
    const { method } = operation(operationId);
    const answer = await h.call(method, pathOf(operationId, values) + (o.query ? `?${o.query}` : ''), o);
    done.push({ operationId, status: answer.status, answer });
    return answer;
  };
  const wait = () => h.advance(actionSeconds);

  // Catalog.
  await call('listPlans', {}, { query: 'location=fra1&sort=price_monthly:desc' });
  await call('getPlan', { plan_slug: 'vps-2c-4g' });
  await call('getPlan', { plan_slug: 'vps-99' });
  await call('listImages', {}, { query: 'status=deprecated' });
  await call('getImage', { image_slug: 'debian-12' });
  await call('listLocations', {}, { query: 'country=US' });
  await call('getLocation', { location_slug: 'fra1' });
  await call('listTlds');
  await call('getTld', { tld: 'io' });

  // Servers and actions.
  const server = (
    await call(
      'createServer',
      {},
      {
        body: {
          name: 'ex-01',
          plan: 'vps-1c-1g',
          location: 'fra1',
          image: 'ubuntu-24.04',
          backups: true,
          labels: { env: 'test' },
        },
      },
    )
  ).body;
  await call('createServer', {}, { body: { name: 'Ex' } });
  await call(
    'createServer',
    {},
    { body: { name: 'ex-02', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-20.04' } },
  );
  await call(
    'createServer',
    {},
    { token: h.read, body: { name: 'ex-03', plan: 'vps-1c-1g', location: 'fra1', image: 'debian-12' } },
  );
  await call('listServers', {}, { query: 'label_selector=env=test&sort=created_at:desc' });
  await call('listServers', {}, { token: null });
  await call('getServer', { server_id: server.id });
  await call('getServer', { server_id: 4242 });
  await wait();
  await call('powerOffServer', { server_id: server.id });
  await call('listServerActions', { server_id: server.id }, { query: 'status=running' });
  await call('powerOffServer', { server_id: server.id });
  await wait();
  await call('updateServer', { server_id: server.id }, { body: { name: 'ex-01-renamed' } });
  await call('powerOnServer', { server_id: server.id });
  await wait();
  await call('rebootServer', { server_id: server.id });
  await wait();
  await call('resetServer', { server_id: server.id });
  await wait();
  await call('shutdownServer', { server_id: server.id });
  await wait();
  await call('resizeServer', { server_id: server.id }, { body: { plan: 'vps-2c-4g' } });
  await wait();
  await call('reinstallServer', { server_id: server.id }, { body: { image: 'debian-12' } });
  const actions = await call('listActions', {}, { query: `resource_type=server&resource_id=${server.id}&per_page=2` });
  await call('getAction', { action_id: (actions.body.data[0] as { id: number }).id });
  await wait();

  // Backups and snapshots.
  await call('getBackupPolicy', { server_id: server.id });
  await call(
    'replaceBackupPolicy',
    { server_id: server.id },
    { body: { enabled: true, schedule: 'weekly', weekday: 'sunday', hour: 2, retention: 4 } },
  );
  const backup = (await call('createBackup', { server_id: server.id }, { body: { description: 'exercise' } })).body;
  await call('listServerBackups', { server_id: server.id });
  await call('getBackup', { backup_id: backup.id });
  await call('restoreBackup', { backup_id: backup.id });
  await wait();
  await call('restoreBackup', { backup_id: backup.id });
  await wait();
  await call('deleteBackup', { backup_id: backup.id });
  const snapshot = (await call('createSnapshot', {}, { body: { server_id: server.id, name: 'exercise' } })).body;
  await call('listSnapshots', {}, { query: `server_id=${server.id}` });
  await call('updateSnapshot', { snapshot_id: snapshot.id }, { body: { name: 'exercise-renamed' } });
  await wait();
  await call('getSnapshot', { snapshot_id: snapshot.id });
  await call('restoreSnapshot', { snapshot_id: snapshot.id });
  await wait();
  await call('deleteSnapshot', { snapshot_id: snapshot.id });
  await call('deleteServer', { server_id: server.id });
  await wait();

  // Domains.
  await call('searchDomains', {}, { body: { query: 'exercise', tlds: ['com', 'io'], limit: 5 } });
  await call('checkDomainAvailability', {}, { body: { names: ['exercise-one.com', 'example.com'] } });
  await call('createDomain', {}, { body: { name: 'exercise-one.com', contacts: { registrant: jane } } });
  await wait();
  await call('listDomains', {}, { query: 'status=active' });
  await call('getDomain', { domain_name: 'exercise-one.com' });
  await call('updateDomain', { domain_name: 'exercise-one.com' }, { body: { locked: false } });
  await call('renewDomain', { domain_name: 'exercise-one.com' }, { body: { years: 1 } });
  await call('getDomainNameservers', { domain_name: 'exercise-one.com' });
  await call(
    'replaceDomainNameservers',
    { domain_name: 'exercise-one.com' },
    { body: { nameservers: ['ns1.vps-hosting.example', 'ns2.vps-hosting.example'] } },
  );
  await call('getDomainContacts', { domain_name: 'exercise-one.com' });
  await call('replaceDomainContacts', { domain_name: 'exercise-one.com' }, { body: { registrant: jane } });
  await call('getDomainAuthCode', { domain_name: 'exercise-one.com' });
  await h.advance(61 * 86_400);
  await call('getDomainAuthCode', { domain_name: 'exercise-one.com' });
  await call(
    'createDomainTransfer',
    {},
    { body: { name: 'example.org', auth_code: 'Rp4!vT9q#Wz2Lk8m', contacts: { registrant: jane } } },
  );

  // DNS.
  await call('createDnsZone', {}, { body: { name: 'exercise-one.com', default_records: true } });
  await call('listDnsZones');
  await call('getDnsZone', { zone_name: 'exercise-one.com' });
  const record = (
    await call(
      'createDnsRecord',
      { zone_name: 'exercise-one.com' },
      { body: { type: 'MX', name: '@', priority: 10, exchange: 'mail.exercise-one.com.' } },
    )
  ).body;
  await call(
    'createDnsRecord',
    { zone_name: 'exercise-one.com' },
    { body: { type: 'A', name: 'www', address: '203.0.113.9' } },
  );
  await call('listDnsRecords', { zone_name: 'exercise-one.com' }, { query: 'type=MX' });
  await call('getDnsRecord', { zone_name: 'exercise-one.com', record_id: record.id });
  await call(
    'replaceDnsRecord',
    { zone_name: 'exercise-one.com', record_id: record.id },
    { body: { type: 'MX', name: '@', priority: 20, exchange: 'mx.exercise-one.com.' } },
  );
  await call(
    'updateDnsRecord',
    { zone_name: 'exercise-one.com', record_id: record.id },
    { body: { ttl: 600, comment: 'mail' } },
  );
  await call(
    'batchDnsRecords',
    { zone_name: 'exercise-one.com' },
    {
      body: {
        creates: [
          { type: 'TXT', name: '@', value: 'v=spf1 mx -all' },
          { type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' },
          { type: 'SRV', name: '_sip._tcp', priority: 10, weight: 5, port: 5060, target: 'sip.exercise-one.com.' },
        ],
      },
    },
  );
  await call('getDnsZoneFile', { zone_name: 'exercise-one.com' });
  await call(
    'replaceDnsZoneFile',
    { zone_name: 'exercise-one.com' },
    { body: { zone_file: '$ORIGIN exercise-one.com.\n@ IN A 203.0.113.10\nwww IN CNAME exercise-one.com.\n' } },
  );
  await call('deleteDnsRecord', { zone_name: 'exercise-one.com', record_id: record.id });
  const apexA = (await call('listDnsRecords', { zone_name: 'exercise-one.com' }, { query: 'type=A&name=%40' })).body
    .data[0] as { id: number };
  await call('deleteDnsRecord', { zone_name: 'exercise-one.com', record_id: apexA.id });
  await call('deleteDnsZone', { zone_name: 'exercise-one.com' });

  // Webhooks, to a receiver on loopback that fails until told otherwise.
  const receiver = await startReceiver();
  let answer = 500;
  receiver.answer = () => answer;
  try {
    const webhook = (
      await call(
        'createWebhook',
        {},
        { body: { url: receiver.url, events: ['dns_zone.changed'], description: 'exercise' } },
      )
    ).body;
    await call('createWebhook', {}, { body: { url: 'ftp://127.0.0.1/', events: ['dns_zone.changed'] } });
    await call('listWebhooks');
    await call('getWebhook', { webhook_id: webhook.id });
    await call('getWebhook', { webhook_id: 4242 });
    await call('updateWebhook', { webhook_id: webhook.id }, { body: { description: 'exercise, renamed' } });
    await call('rotateWebhookSecret', { webhook_id: webhook.id });
    const test = (await call('testWebhook', { webhook_id: webhook.id })).body;
    for (const seconds of [0, 5, 300, 1800, 7200, 18000, 36000]) {
      await h.advance(seconds);
      await h.sandbox.webhooks.drain();
    }
    await call('listWebhookDeliveries', { webhook_id: webhook.id }, { query: 'status=failed' });
    await call('getWebhookDelivery', { webhook_id: webhook.id, delivery_id: test.id });
    answer = 204;
    await call('retryWebhookDelivery', { webhook_id: webhook.id, delivery_id: test.id });
    await h.sandbox.webhooks.drain();
    await call('retryWebhookDelivery', { webhook_id: webhook.id, delivery_id: test.id });
    await call('deleteWebhook', { webhook_id: webhook.id });
  } finally {
    await receiver.stop();
  }
  return done;
}
