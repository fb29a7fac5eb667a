/**
 * The sign-in throttle's rule: whether an attempt may have its password or code checked, from the failures
 * counted in the window.
 *
 * A guess is stopped where it comes from, not where it lands, so knowing an account's name is not enough to keep
 * its owner out: an address that failed `maxFailures` times on an account is refused that account, and one that
 * failed `ipMaxFailures` times on any accounts is refused every account, for the window. The account's failures
 * from every address only slow the next attempt from an address the account has not signed in from: from
 * `maxFailures` failures on, it waits 1 s after the latest one, twice as long for each further failure, at most
 * the window divided by `maxFailures` (so rotating addresses earns about `maxFailures` guesses per window). It is
 * never refused outright.
 */

export interface ThrottleLimits {
  maxFailures: number;
  ipMaxFailures: number;
  windowSeconds: number;
}

/** The keys an attempt's failure is counted under. */
export interface FailureKeys {
  /** the account from every address */
  account: string;
  /** the address on every account */
  address: string;
  /** the account from this address */
  accountFromAddress: string;
}

/** Failures in the window under an attempt's keys. */
export interface RecentFailures {
  onAccount: number;
  fromAddress: number;
  onAccountFromAddress: number;
  /** milliseconds since the account's latest failure; null without one */
  sinceLastOnAccountMs: number | null;
}

export type Verdict = { kind: "allowed" } | { kind: "locked" } | { kind: "wait"; seconds: number };

/** `account` names the account ("u:<name>", "m:<tenant>:<mobile>"); addresses hold no "|", so keys never clash. */
export function failureKeys(account: string, ip: string): FailureKeys {
  return { account, address: `ip:${ip}`, accountFromAddress: `${account}|ip:${ip}` };
}

/** How long after its latest failure an account with `failures` in the window takes the next attempt. */
export function accountDelayMs(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.maxFailures) return 0;
  const longest = (limits.windowSeconds * 1000) / limits.maxFailures;
  return Math.min(1000 * 2 ** (failures - limits.maxFailures), longest);
}

/** `knownAddress`: the account has signed in from the attempt's address before, so it does not wait. */
export function judgeAttempt(recent: RecentFailures, knownAddress: boolean, limits: ThrottleLimits): Verdict {
  if (recent.fromAddress >= limits.ipMaxFailures || recent.onAccountFromAddress >= limits.maxFailures) {
    return { kind: "locked" };
  }
  const delayMs = accountDelayMs(recent.onAccount, limits);
  if (knownAddress || delayMs === 0 || recent.sinceLastOnAccountMs === null) return { kind: "allowed" };
  const waitMs = delayMs - Math.max(0, recent.sinceLastOnAccountMs);
  return waitMs > 0 ? { kind: "wait", seconds: Math.ceil(waitMs / 1000) } : { kind: "allowed" };
}
