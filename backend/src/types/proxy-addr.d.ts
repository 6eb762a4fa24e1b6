/** The part of proxy-addr (Express's own parser of `trust proxy`; no types of its own) that the configuration uses. */
declare module 'proxy-addr' {
  /** A check for "is this address trusted"; throws a TypeError for an entry that is no address, network or range name. */
  export function compile(trusted: string | string[]): (address: string, hop: number) => boolean;
}
