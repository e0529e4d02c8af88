import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of sensitive fields (SSN) at rest: AES-256-GCM for the value and HMAC-SHA-256 for an
 * equality look-up, each under its own key derived from APP_KEY, so neither key is the APP_KEY
 * itself and the look-up hash cannot decrypt anything.
 */
export interface FieldCrypto {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  lookupHash(plain: string): string;
}

export function createFieldCrypto(appKey: string): FieldCrypto {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', Buffer.from(appKey), Buffer.alloc(0), info, 32));
  const encKey = derive('field-encryption-v1');
  const macKey = derive('field-lookup-v1');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed format');
      const d = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
    lookupHash(plain) {
      return createHmac('sha256', macKey).update(plain).digest('hex');
    },
  };
}
