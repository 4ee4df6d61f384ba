/** The part of http_ece (no typings of its own) the push-service stand-in uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair: the device's. */
    privateKey: ECDH;
    /** The device's 16-byte auth secret. */
    authSecret: Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
