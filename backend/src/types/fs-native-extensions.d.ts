/** The part of fs-native-extensions (no types of its own) that the data folder lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file (Linux: an OFD lock), or false while another file description holds one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
