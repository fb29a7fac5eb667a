/// <reference types="node" />
import { createCipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_TRANSPORT_KEY, decryptPassword, encryptPassword } from "./password-transport";

/** AES-128-CBC with PKCS#7 padding, base64: what the console's crypto library produces. */
function reference(plain: string, key = DEV_TRANSPORT_KEY): string {
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(key.key, "utf8"), Buffer.from(key.iv, "utf8"));
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

describe("password transport", () => {
  it("uses a 16-byte key and iv", () => {
    expect(new TextEncoder().encode(DEV_TRANSPORT_KEY.key)).toHaveLength(16);
    expect(new TextEncoder().encode(DEV_TRANSPORT_KEY.iv)).toHaveLength(16);
  });

  it("produces the same ciphertext as node's AES-128-CBC", () => {
    for (const plain of ["Demo@2026", "", "a", "exactly16bytes!!", "密码Abc12!", "x".repeat(100)]) {
      expect(encryptPassword(plain), plain).toBe(reference(plain));
    }
    // a fixed key and iv make the ciphertext deterministic
    expect(encryptPassword("Demo@2026")).toBe(encryptPassword("Demo@2026"));
    expect(encryptPassword("exactly16bytes!!")).toHaveLength(44);
  });

  it("round-trips any text, and decrypts node's ciphertext", () => {
    for (const plain of ["Demo@2026", "", " spaces kept ", "密码Abc12!", "😀 emoji", "x".repeat(100)]) {
      expect(decryptPassword(encryptPassword(plain)), plain).toBe(plain);
      expect(decryptPassword(reference(plain)), plain).toBe(plain);
    }
  });

  it("works with another key, which the default key cannot read back", () => {
    const other = { key: "another-16b-key!", iv: "another-16b-iv!!" };
    const encrypted = encryptPassword("Demo@2026", other);
    expect(encrypted).toBe(reference("Demo@2026", other));
    expect(decryptPassword(encrypted, other)).toBe("Demo@2026");
    expect(decryptPassword(encrypted)).not.toBe("Demo@2026");
  });

  it("answers null for a bad ciphertext", () => {
    for (const bad of ["", "AAAA", "not base64!!", "@@@@", encryptPassword("Demo@2026").slice(0, 20), "QUJD"]) {
      expect(decryptPassword(bad), bad).toBeNull();
    }
  });

  it("refuses a key or iv that is not 16 bytes", () => {
    expect(() => encryptPassword("x", { key: "short", iv: DEV_TRANSPORT_KEY.iv })).toThrow();
    expect(() => encryptPassword("x", { key: DEV_TRANSPORT_KEY.key, iv: "short" })).toThrow();
  });
});
