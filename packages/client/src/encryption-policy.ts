import type { WireBody } from './body.js';
import { DEFAULT_REQUIRED_GROUPS } from './operations.js';
import type { SecureChannel } from './secure-channel.js';

/**
 * Which bodies travel through the secure channel. `'auto'` (default): exactly those the server requires — an
 * operation's group (OpenAPI `x-secure-channel-group`, generated) among the groups the server advertises in
 * its public-key answer (or, when it advertises none, the production default). `true`: every JSON body.
 * `false`: none. A call's own `encrypt` wins either way; `encrypt: false` on a required operation is sent
 * as asked, and the server refuses it (400 SECURE_CHANNEL.REQUIRED).
 */
export type EncryptMode = 'auto' | boolean;

export type EncryptionPolicy = (body: WireBody, requested: boolean | undefined, group: string | undefined) => Promise<boolean>;

export function createEncryptionPolicy(mode: EncryptMode, channel: SecureChannel): EncryptionPolicy {
  return async (body, requested, group) => {
    if (body.kind === 'binary') {
      // The protocol encrypts JSON bodies; files and forms go as they are, and the server never requires otherwise.
      if (requested === true) throw new TypeError('secure channel: only JSON bodies can be encrypted, not FormData, Blob, ArrayBuffer or streams');
      return false;
    }
    if (body.kind === 'none') return false;
    if (requested !== undefined) return requested;
    if (mode !== 'auto') return mode;
    if (!group) return false;
    const required = (await channel.requiredGroups()) ?? DEFAULT_REQUIRED_GROUPS;
    return required.includes(group);
  };
}
