// Domains (check → register → active → renew, expiry on the sandbox clock) and DNS (rules, batches, zone files).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';

const ACTION_SECONDS = 10;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: ACTION_SECONDS });
});
afterAll(() => h.close());

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

describe('domains', () => {
  it('check → register → active → renew; expiry without auto-renew → expired → redemption', async () => {
    const check = await h.op(
      'checkDomainAvailability',
      {},
      { body: { names: ['sandbox-journey.com', 'example.com', 'sandbox-journey.xyz'] } },
    );
    expect(check.status).toBe(200);
    expect(check.body.data.map((d: { available: boolean; reason: string | null }) => [d.available, d.reason])).toEqual([
      [true, null],
      [false, 'registered'],
      [false, 'unsupported_tld'],
    ]);

    const taken = await h.op('createDomain', {}, { body: { name: 'example.com', contacts: { registrant: jane } } });
    expect(taken.body.code).toBe('domain_unavailable');

    const created = await h.op(
      'createDomain',
      {},
      { body: { name: 'sandbox-journey.com', years: 2, auto_renew: false, contacts: { registrant: jane } } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'registering', registered_at: null, expires_at: null, locked: true });
    const again = await h.op(
      'createDomain',
      {},
      { body: { name: 'sandbox-journey.com', contacts: { registrant: jane } } },
    );
    expect(again.body.code).toBe('already_exists');
    const notYet = await h.op('renewDomain', { domain_name: 'sandbox-journey.com' }, { body: { years: 1 } });
    expect(notYet.body.code).toBe('invalid_state');

    await h.advance(ACTION_SECONDS);
    const active = await h.op('getDomain', { domain_name: 'sandbox-journey.com' });
    expect(active.body.status).toBe('active');
    const years = (Date.parse(active.body.expires_at) - Date.parse(active.body.registered_at)) / (365 * 86_400_000);
    expect(years).toBe(2);
    const contacts = await h.op('getDomainContacts', { domain_name: 'sandbox-journey.com' });
    expect(contacts.body.billing).toEqual(contacts.body.registrant);

    const renew = await h.op('renewDomain', { domain_name: 'sandbox-journey.com' }, { body: { years: 1 } });
    expect(renew.status).toBe(201);
    expect(renew.body.type).toBe('renew_domain');
    await h.advance(ACTION_SECONDS);
    const renewed = await h.op('getDomain', { domain_name: 'sandbox-journey.com' });
    expect(Date.parse(renewed.body.expires_at) - Date.parse(active.body.expires_at)).toBe(365 * 86_400_000);

    const until = (Date.parse(renewed.body.expires_at) - (await h.admin('GET', 'clock')).now_ms) / 1000;
    await h.advance(until + 1);
    expect((await h.op('getDomain', { domain_name: 'sandbox-journey.com' })).body.status).toBe('expired');
    await h.advance(31 * 86_400);
    expect((await h.op('getDomain', { domain_name: 'sandbox-journey.com' })).body.status).toBe('redemption');
    await h.op('renewDomain', { domain_name: 'sandbox-journey.com' }, { body: { years: 1 } });
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getDomain', { domain_name: 'sandbox-journey.com' })).body.status).toBe('active');
  });

  it('auth code only for an unlocked domain; transfer in of a name registered elsewhere', async () => {
    await h.op('createDomain', {}, { body: { name: 'sandbox-code.net', contacts: { registrant: jane } } });
    await h.advance(ACTION_SECONDS);
    const lockedCode = await h.op('getDomainAuthCode', { domain_name: 'sandbox-code.net' });
    expect(lockedCode.body.code).toBe('invalid_state');
    await h.op('updateDomain', { domain_name: 'sandbox-code.net' }, { body: { locked: false } });
    await h.advance(61 * 86_400);
    const code = await h.op('getDomainAuthCode', { domain_name: 'sandbox-code.net' });
    expect(code.status).toBe(200);

    const transfer = await h.op(
      'createDomainTransfer',
      {},
      { body: { name: 'example.org', auth_code: 'Rp4!vT9q#Wz2Lk8m', contacts: { registrant: jane } } },
    );
    expect(transfer.status).toBe(201);
    expect(transfer.body.status).toBe('transferring_in');
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getDomain', { domain_name: 'example.org' })).body.status).toBe('active');
    const unregistered = await h.op(
      'createDomainTransfer',
      {},
      { body: { name: 'nobody-has-this.org', auth_code: 'x', contacts: { registrant: jane } } },
    );
    expect(unregistered.body.code).toBe('domain_unavailable');
  });
});

describe('DNS', () => {
  const zone = 'sandbox-dns.com';
  it('a new zone holds the managed NS records (and www with default_records); names are unique', async () => {
    const created = await h.op('createDnsZone', {}, { body: { name: zone, default_records: true } });
    expect(created.status).toBe(201);
    expect(created.body.records_count).toBe(3);
    expect((await h.op('createDnsZone', {}, { body: { name: zone } })).body.code).toBe('already_exists');
    const ns = await h.op('listDnsRecords', { zone_name: zone }, { query: 'type=NS' });
    const managed = ns.body.data[0];
    expect((await h.op('deleteDnsRecord', { zone_name: zone, record_id: managed.id })).body.code).toBe(
      'dns_record_conflict',
    );
    const repoint = await h.op(
      'updateDnsRecord',
      { zone_name: zone, record_id: managed.id },
      { body: { nameserver: 'ns.elsewhere.example.' } },
    );
    expect(repoint.body.code).toBe('dns_record_conflict');
    expect(
      (await h.op('updateDnsRecord', { zone_name: zone, record_id: managed.id }, { body: { ttl: 3600 } })).status,
    ).toBe(200);
  });

  it('CNAME exclusivity, no CNAME at the apex, no duplicates, TTL bounds, per-type fields', async () => {
    const beside = await h.op(
      'createDnsRecord',
      { zone_name: zone },
      { body: { type: 'A', name: 'www', address: '203.0.113.10' } },
    );
    expect(beside.body.code).toBe('dns_record_conflict');
    // The schema's CNAME name pattern refuses the apex, so it is a validation error (issue 17 item 5).
    const apex = await h.op(
      'createDnsRecord',
      { zone_name: zone },
      { body: { type: 'CNAME', name: '@', target: 'example.com.' } },
    );
    expect(apex.body.code).toBe('validation_failed');
    expect(apex.body.errors.map((e: { field: string }) => e.field)).toEqual(['/name']);
    const a = await h.op(
      'createDnsRecord',
      { zone_name: zone },
      { body: { type: 'A', name: 'mail', address: '203.0.113.12' } },
    );
    expect(a.status).toBe(201);
    expect(a.body.ttl).toBe(3600);
    expect(
      (
        await h.op(
          'createDnsRecord',
          { zone_name: zone },
          { body: { type: 'A', name: 'mail', address: '203.0.113.12', ttl: 300 } },
        )
      ).body.code,
    ).toBe('dns_record_conflict');
    const ttl = await h.op(
      'createDnsRecord',
      { zone_name: zone },
      { body: { type: 'A', name: 'x', address: '203.0.113.1', ttl: 59 } },
    );
    expect(ttl.body.errors).toEqual([expect.objectContaining({ field: '/ttl', code: 'minimum' })]);
    const wrongField = await h.op(
      'updateDnsRecord',
      { zone_name: zone, record_id: a.body.id },
      { body: { exchange: 'mail.example.com.' } },
    );
    expect(wrongField.body.code).toBe('validation_failed');
    const mx = await h.op(
      'createDnsRecord',
      { zone_name: zone },
      { body: { type: 'MX', name: '@', address: '203.0.113.1' } },
    );
    expect(mx.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      '/address',
      '/exchange',
      '/priority',
    ]);
  });

  it('a batch is atomic: www CNAME → A in one step, and a failing batch changes nothing', async () => {
    const before = (await h.op('listDnsRecords', { zone_name: zone }, { query: 'per_page=100' })).body.data;
    const www = before.find((r: { name: string; type: string }) => r.name === 'www' && r.type === 'CNAME');
    const failing = await h.op(
      'batchDnsRecords',
      { zone_name: zone },
      {
        body: { creates: [{ type: 'A', name: 'www', address: '203.0.113.10' }], patches: [{ id: www.id, ttl: 300 }] },
      },
    );
    expect(failing.body.code).toBe('dns_record_conflict');
    expect(failing.body.detail).toContain('/creates/0');
    expect((await h.op('listDnsRecords', { zone_name: zone }, { query: 'per_page=100' })).body.data).toEqual(before);

    const unknown = await h.op('batchDnsRecords', { zone_name: zone }, { body: { deletes: [www.id, 987654321] } });
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: '/deletes/1', code: 'invalid_value' })]);

    const ok = await h.op(
      'batchDnsRecords',
      { zone_name: zone },
      {
        body: {
          deletes: [www.id],
          creates: [
            { type: 'A', name: 'www', address: '203.0.113.10' },
            { type: 'AAAA', name: 'www', address: '2001:db8:10::1' },
          ],
        },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.deleted).toEqual([www.id]);
    expect(ok.body.created).toHaveLength(2);
    const wwwNow = await h.op('listDnsRecords', { zone_name: zone }, { query: 'name=www&sort=type' });
    expect(wwwNow.body.data.map((r: { type: string }) => r.type)).toEqual(['A', 'AAAA']);
  });

  it('zone file: export, import keeps equal records, bad lines are reported by number', async () => {
    const exported = await h.op('getDnsZoneFile', { zone_name: zone });
    expect(exported.body.zone_file).toContain(`IN  SOA`);
    const mail = (await h.op('listDnsRecords', { zone_name: zone }, { query: 'name=mail' })).body.data[0];
    const file = `$ORIGIN ${zone}.\n$TTL 600\nmail IN A 203.0.113.12 ; mail host\n@ IN TXT "v=spf1 " "mx -all"\n_sip._tcp IN SRV 10 5 5060 sip.${zone}.\n`;
    const imported = await h.op('replaceDnsZoneFile', { zone_name: zone }, { body: { zone_file: file } });
    expect(imported.status).toBe(200);
    const records = (await h.op('listDnsRecords', { zone_name: zone }, { query: 'per_page=100' })).body.data;
    expect(
      records
        .filter((r: { type: string }) => r.type !== 'NS')
        .map((r: { type: string; name: string }) => `${r.type} ${r.name}`)
        .sort(),
    ).toEqual(['A mail', 'SRV _sip._tcp', 'TXT @']);
    const mailNow = records.find((r: { name: string }) => r.name === 'mail');
    expect(mailNow).toMatchObject({ id: mail.id, ttl: 600, comment: 'mail host' });
    expect(records.find((r: { type: string }) => r.type === 'TXT').value).toBe('v=spf1 mx -all');

    const bad = await h.op(
      'replaceDnsZoneFile',
      { zone_name: zone },
      { body: { zone_file: `@ IN A 203.0.113.1\nfoo IN SPF "x"\nbar IN MX 10\n` } },
    );
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message.split(':')[0]])).toEqual([
      ['/zone_file', 'Line 2'],
      ['/zone_file', 'Line 3'],
    ]);
    const conflict = await h.op(
      'replaceDnsZoneFile',
      { zone_name: zone },
      { body: { zone_file: `www IN CNAME ${zone}.\nwww IN A 203.0.113.1\n` } },
    );
    expect(conflict.body.code).toBe('dns_record_conflict');
    expect((await h.op('listDnsRecords', { zone_name: zone }, { query: 'per_page=100' })).body.data).toEqual(records);
  });

  it('an exported zone file imports back unchanged: same records, same ids', async () => {
    await h.op(
      'batchDnsRecords',
      { zone_name: zone },
      {
        body: {
          creates: [
            { type: 'MX', name: '@', priority: 10, exchange: `mail.${zone}.`, comment: 'primary mail' },
            { type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' },
            { type: 'NS', name: 'lab', nameserver: 'ns1.lab.example.' },
            { type: 'AAAA', name: 'v6', address: '2001:db8::5', ttl: 120 },
          ],
        },
      },
    );
    const list = async () =>
      (
        (await h.op('listDnsRecords', { zone_name: zone }, { query: 'per_page=100' })).body.data as Array<
          Record<string, unknown>
        >
      ).map(({ updated_at: _u, ...rest }) => rest);
    const before = await list();
    const exported = (await h.op('getDnsZoneFile', { zone_name: zone })).body.zone_file as string;
    const again = await h.op('replaceDnsZoneFile', { zone_name: zone }, { body: { zone_file: exported } });
    expect(again.status).toBe(200);
    expect(await list()).toEqual(before);
  });

  it('deleting a zone answers it as it was and removes its records', async () => {
    const deleted = await h.op('deleteDnsZone', { zone_name: zone });
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe(zone);
    expect((await h.op('getDnsZone', { zone_name: zone })).status).toBe(404);
    expect((await h.op('listDnsRecords', { zone_name: zone })).status).toBe(404);
  });
});
