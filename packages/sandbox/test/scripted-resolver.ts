// A DNS resolver for the webhook target tests: each host answers its script in turn (the last answer
// again once the script runs out; an Error is thrown as a failed lookup), and every call is recorded.
// A host without a script does not resolve (ENOTFOUND), as a name nobody registered.
import type { Resolver } from '../src/webhooks/targets.js';

export function scripted(script: Record<string, Array<string[] | Error>>): { resolve: Resolver; calls: string[] } {
  const calls: string[] = [];
  const resolve: Resolver = async (host) => {
    const answers = script[host];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    const answer = answers[Math.min(calls.filter((h) => h === host).length, answers.length - 1)]!;
    calls.push(host);
    if (answer instanceof Error) throw answer;
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}
