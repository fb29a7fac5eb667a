import { cbc } from "@noble/ciphers/aes.js";
import { bytesToUtf8, utf8ToBytes } from "@noble/ciphers/utils.js";

/**
 * The console's password transport: AES-128-CBC, PKCS#7, base64 ciphertext.
 * It exists for compatibility with the console's `is_encrypt=1` calls; it is
 * not security (the key ships in the web bundle). TLS protects the wire and
 * passwords are stored as argon2id hashes.
 */
export interface TransportKey {
  key: string;
  iv: string;
}

export const DEV_TRANSPORT_KEY: TransportKey = { key: "zcps-console-key", iv: "zcps-console-iv!" };

function cipher({ key, iv }: TransportKey) {
  const k = utf8ToBytes(key);
  const v = utf8ToBytes(iv);
  if (k.length !== 16 || v.length !== 16) throw new Error("transport key and iv must be 16 bytes");
  return cbc(k, v);
}

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export function encryptPassword(plain: string, key: TransportKey = DEV_TRANSPORT_KEY): string {
  return toBase64(cipher(key).encrypt(utf8ToBytes(plain)));
}

/** Returns null when the text is not a valid ciphertext under the key. */
export function decryptPassword(encoded: string, key: TransportKey = DEV_TRANSPORT_KEY): string | null {
  try {
    return bytesToUtf8(cipher(key).decrypt(fromBase64(encoded)));
  } catch {
    return null;
  }
}
