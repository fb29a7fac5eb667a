import { DEV_TRANSPORT_KEY, encryptPassword as encrypt, type TransportKey } from "@zcps/contracts/password-transport";

/** The transport key is build configuration (VITE_TRANSPORT_KEY/IV); development uses the shared default. */
const transportKey: TransportKey = {
  key: import.meta.env.VITE_TRANSPORT_KEY || DEV_TRANSPORT_KEY.key,
  iv: import.meta.env.VITE_TRANSPORT_IV || DEV_TRANSPORT_KEY.iv,
};

export function encryptPassword(plain: string): string {
  return encrypt(plain, transportKey);
}
