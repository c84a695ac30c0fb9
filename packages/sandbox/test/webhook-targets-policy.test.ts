// The public target policy as a table: every refused address form (IANA special-purpose IPv4 and
// IPv6 ranges, the IPv6 forms carrying an IPv4 address, numeric host spellings) and public addresses
// accepted; then the check made at each attempt with a scripted resolver (private, mixed, rebinding).
import { describe, expect, it } from 'vitest';
import { refusedAddress } from '../src/webhooks/address-policy.js';
import { checkTarget, refusedTarget, type Resolver } from '../src/webhooks/targets.js';
import { scripted } from './scripted-resolver.js';

/** [address, the range the refusal must name, the IPv6 form carrying it (if any)] */
const REFUSED: Array<[string, string, string?]> = [
  ['0.0.0.0', '0.0.0.0/8'],
  ['0.1.2.3', '0.0.0.0/8'],
  ['10.0.0.1', '10.0.0.0/8'],
  ['10.255.255.255', '10.0.0.0/8'],
  ['100.64.0.1', '100.64.0.0/10'],
  ['100.100.100.200', '100.64.0.0/10'], // Alibaba Cloud's metadata service
  ['100.127.255.255', '100.64.0.0/10'],
  ['127.0.0.1', '127.0.0.0/8'],
  ['127.255.255.254', '127.0.0.0/8'],
  ['169.254.169.254', '169.254.0.0/16'], // AWS, GCP, Azure metadata
  ['172.16.0.1', '172.16.0.0/12'],
  ['172.31.255.255', '172.16.0.0/12'],
  ['192.0.0.8', '192.0.0.0/24'],
  ['192.0.0.170', '192.0.0.0/24'],
  ['192.0.2.1', '192.0.2.0/24'],
  ['192.88.99.1', '192.88.99.0/24'],
  ['192.168.1.1', '192.168.0.0/16'],
  ['198.18.0.1', '198.18.0.0/15'],
  ['198.19.255.255', '198.18.0.0/15'],
  ['198.51.100.7', '198.51.100.0/24'],
  ['203.0.113.9', '203.0.113.0/24'],
  ['224.0.0.1', '224.0.0.0/4'],
  ['239.255.255.250', '224.0.0.0/4'],
  ['240.0.0.1', '240.0.0.0/4'],
  ['255.255.255.254', '240.0.0.0/4'],
  ['255.255.255.255', '255.255.255.255/32'],
  ['::', '::/128'],
  ['::1', '::1/128'],
  ['0:0:0:0:0:0:0:1', '::1/128'],
  ['[::1]', '::1/128'],
  ['fe80::1', 'fe80::/10'],
  ['fe80::1%eth0', 'fe80::/10'],
  ['febf:ffff::1', 'fe80::/10'],
  ['fc00::1', 'fc00::/7'],
  ['fd00:ec2::254', 'fc00::/7'], // AWS's IPv6 metadata service
  ['fec0::1', 'fec0::/10'],
  ['ff02::1', 'ff00::/8'],
  ['ff05::1:3', 'ff00::/8'],
  ['2001:db8::1', '2001:db8::/32'],
  ['3fff::1', '3fff::/20'],
  ['2001:2::1', '2001:2::/48'],
  ['2001:10::1', '2001::/23'],
  ['2001:1::1', '2001::/23'],
  ['100::1', '100::/64'],
  ['5f00::1', '5f00::/16'],
  ['64:ff9b:1::a00:1', '64:ff9b:1::/48'],
  ['4000::1', '2000::/3'],
  ['::ffff:127.0.0.1', '127.0.0.0/8', 'IPv4-mapped'],
  ['::ffff:7f00:1', '127.0.0.0/8', 'IPv4-mapped'],
  ['::ffff:169.254.169.254', '169.254.0.0/16', 'IPv4-mapped'],
  ['::ffff:10.0.0.1', '10.0.0.0/8', 'IPv4-mapped'],
  ['::ffff:0.0.0.0', '0.0.0.0/8', 'IPv4-mapped'],
  ['::127.0.0.1', '::/96', 'IPv4-compatible'],
  ['::8.8.8.8', '::/96', 'IPv4-compatible'],
  ['64:ff9b::127.0.0.1', '127.0.0.0/8', 'NAT64'],
  ['64:ff9b::a9fe:a9fe', '169.254.0.0/16', 'NAT64'],
  ['2002:7f00:1::1', '127.0.0.0/8', '6to4'],
  ['2002:c0a8:101::1', '192.168.0.0/16', '6to4'],
  ['2002:a9fe:a9fe::', '169.254.0.0/16', '6to4'],
  ['2001:0:a00:1::1', '10.0.0.0/8', 'Teredo'], // the Teredo server's address
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', '127.0.0.0/8', 'Teredo'], // the client's, stored inverted
  ['2001:0:4136:e378:8000:63bf:5601:5601', '169.254.0.0/16', 'Teredo'],
];

const ACCEPTED = [
  '8.8.8.8',
  '1.1.1.1',
  '11.0.0.1',
  '93.184.215.14',
  '100.63.255.255',
  '100.128.0.1',
  '169.253.255.255',
  '172.15.255.255',
  '172.32.0.1',
  '192.0.1.1',
  '192.0.3.1',
  '192.169.0.1',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:82a::200e',
  '2620:4f:8000::1',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
];

describe('the public address policy', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, range, carrier) => {
    const why = refusedAddress(address);
    expect(why).toContain(range);
    if (carrier) expect(why).toContain(carrier);
  });

  it.each(ACCEPTED)('accepts %s', (address) => {
    expect(refusedAddress(address)).toBeUndefined();
  });

  it.each(['localhost', 'hooks.example.com', '127.0.0.1.', '0x7f.1', '2130706433', '127.000.000.001', ''])(
    'refuses %j, not an IP address',
    (text) => {
      expect(refusedAddress(text)).toBe('not an IP address');
    },
  );
});

/** [URL, what the refusal names]: numeric spellings are judged as the address they parse to. */
const REFUSED_URLS: Array<[string, string]> = [
  ['http://127.0.0.1:8080/hook', '127.0.0.0/8'],
  ['https://2130706433/', '127.0.0.0/8'], // decimal
  ['https://017700000001/', '127.0.0.0/8'], // octal, one number
  ['https://0177.0.0.1/', '127.0.0.0/8'], // octal
  ['https://0x7f.1/', '127.0.0.0/8'], // hex, short
  ['https://0x7f000001/', '127.0.0.0/8'], // hex, one number
  ['https://127.1/', '127.0.0.0/8'], // short
  ['https://127.0.0.1./', '127.0.0.0/8'], // the root's trailing dot
  ['https://１２７.０.０.１/', '127.0.0.0/8'], // full-width digits (IDNA maps them)
  ['https://0/', '0.0.0.0/8'],
  ['https://2852039166/latest/meta-data/', '169.254.0.0/16'],
  ['https://0xa9.0xfe.0xa9.0xfe/', '169.254.0.0/16'],
  ['https://0251.0376.0251.0376/', '169.254.0.0/16'],
  ['https://10.1/', '10.0.0.0/8'],
  ['https://[::1]:8443/', '::1/128'],
  ['https://[::ffff:127.0.0.1]/', '127.0.0.0/8'],
  ['https://[0:0:0:0:0:ffff:a9fe:a9fe]/', '169.254.0.0/16'],
  ['https://[64:ff9b::a00:1]/', '10.0.0.0/8'],
  ['https://[fe80::1]/', 'fe80::/10'],
  ['https://localhost/', 'loopback name'],
  ['https://LOCALHOST./', 'loopback name'],
  ['https://api.localhost:9000/', 'loopback name'],
];

describe('registering a URL under the public policy', () => {
  it.each(REFUSED_URLS)('refuses %s (%s)', (url, named) => {
    const why = refusedTarget(url, 'public');
    expect(why).toContain('only to public addresses');
    expect(why).toContain(named);
  });

  it.each([
    'https://hooks.example.com/vps/',
    'https://8.8.8.8/hook',
    'https://[2606:4700:4700::1111]:8443/',
    'https://0x08.8.8.8/',
  ])('accepts %s (a name is judged at each attempt)', (url) => {
    expect(refusedTarget(url, 'public')).toBeUndefined();
  });

  it('every policy refuses a URL the schema admits but WHATWG parsing does not (no request could be sent)', async () => {
    for (const url of ['https://1.2.3.09/', 'https://0x100000000/', 'https://256.1.1.1/']) {
      for (const policy of ['loopback', 'public', 'any'] as const) {
        expect(refusedTarget(url, policy), `${policy} ${url}`).toContain('cannot be parsed');
        const check = await checkTarget(url, policy, async () => [{ address: '8.8.8.8', family: 4 }]);
        expect(check.ok ? 'ok' : check.error, `${policy} ${url}`).toBe('target_refused');
      }
    }
  });

  it('the other policies keep their rules: loopback only, or anything', () => {
    expect(refusedTarget('https://hooks.example.com/', 'loopback')).toContain('--webhook-targets');
    expect(refusedTarget('https://0x7f.1/', 'loopback')).toBeUndefined();
    expect(refusedTarget('https://10.0.0.1/', 'any')).toBeUndefined();
  });
});

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

describe('the check at each attempt, with an injected resolver', () => {
  it('refuses a name that resolves to a private, metadata or loopback address', async () => {
    const { resolve } = scripted({ 'a.test': [['10.0.0.5']], 'b.test': [['169.254.169.254']], 'c.test': [['::1']] });
    for (const [host, range] of [
      ['a.test', '10.0.0.0/8'],
      ['b.test', '169.254.0.0/16'],
      ['c.test', '::1/128'],
    ] as const) {
      const check = await checkTarget(`https://${host}/hook`, 'public', resolve);
      expect(check.ok).toBe(false);
      if (!check.ok) expect([check.error, check.reason.includes(range)]).toEqual(['target_refused', true]);
    }
  });

  it('refuses mixed answers (one public, one private), whichever comes first', async () => {
    const { resolve } = scripted({ 'mixed.test': [[PUBLIC_V4, '127.0.0.1']], 'mixed6.test': [['fd12::1', PUBLIC_V6]] });
    for (const host of ['mixed.test', 'mixed6.test']) {
      const check = await checkTarget(`https://${host}/`, 'public', resolve);
      expect(check.ok ? 'ok' : check.error).toBe('target_refused');
    }
  });

  it('accepts public answers, the only addresses the attempt may connect to, resolving once per attempt (rebinding is judged per attempt)', async () => {
    const { resolve, calls } = scripted({ 'rebind.test': [[PUBLIC_V4, PUBLIC_V6], ['127.0.0.1']] });
    const first = await checkTarget('https://rebind.test:8443/hook', 'public', resolve);
    expect(first.ok && [first.target.addresses, first.target.url.host]).toEqual([
      [
        { address: PUBLIC_V4, family: 4 },
        { address: PUBLIC_V6, family: 6 },
      ],
      'rebind.test:8443',
    ]);
    expect(calls).toEqual(['rebind.test']);
    const second = await checkTarget('https://rebind.test:8443/hook', 'public', resolve);
    expect(second.ok ? 'ok' : second.error).toBe('target_refused');
    expect(calls).toEqual(['rebind.test', 'rebind.test']);
  });

  it('judges an address in the URL as it is, without resolving it', async () => {
    const { resolve, calls } = scripted({});
    const check = await checkTarget('https://[::ffff:a9fe:a9fe]/', 'public', resolve);
    expect(check.ok ? 'ok' : check.error).toBe('target_refused');
    expect((await checkTarget(`https://${PUBLIC_V4}/`, 'public', resolve)).ok).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a name that does not resolve, or to nothing, is a connection_error; an answer that is not an address is refused', async () => {
    const { resolve } = scripted({ 'empty.test': [[]], 'odd.test': [['not-an-address']] });
    for (const [url, error] of [
      ['https://missing.test/', 'connection_error'],
      ['https://empty.test/', 'connection_error'],
      ['https://odd.test/', 'target_refused'],
    ] as const) {
      const check = await checkTarget(url, 'public', resolve);
      expect(check.ok ? 'ok' : check.error, url).toBe(error);
    }
  });

  it('a resolver that never answers is a connection_error once the lookup deadline has passed', async () => {
    const silent: Resolver = () => new Promise(() => undefined);
    const check = await checkTarget('https://slow.test/', 'public', silent, 50);
    expect(check.ok ? 'ok' : check.error).toBe('connection_error');
    expect(check.ok || check.reason).toContain('within 50 ms');
  });

  it('loopback: the URL must name loopback and every answer be loopback; any: every address', async () => {
    const { resolve, calls } = scripted({
      localhost: [
        ['127.0.0.1', '::1'],
        ['127.0.0.1', '10.0.0.1'],
      ],
      'far.test': [['10.0.0.1']],
    });
    expect((await checkTarget('http://localhost:9/', 'loopback', resolve)).ok).toBe(true);
    const mixed = await checkTarget('http://localhost:9/', 'loopback', resolve);
    expect(mixed.ok ? 'ok' : mixed.error).toBe('target_refused');
    const far = await checkTarget('https://far.test/', 'loopback', resolve);
    expect(far.ok ? 'ok' : far.error).toBe('target_refused');
    expect(calls).toEqual(['localhost', 'localhost']); // far.test was refused by its name alone
    expect((await checkTarget('https://far.test/', 'any', resolve)).ok).toBe(true);
  });
});
