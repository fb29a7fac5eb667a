// @vitest-environment jsdom
import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { preloadingLoader } from "./router";

const args = { request: new Request("http://localhost/baseManager/userManager"), params: {} } as LoaderFunctionArgs;

describe("a page's route inside the shell", () => {
  it("asks for the page's code at once, before its checks answer", async () => {
    const seen: string[] = [];
    let answer: (value: null) => void = () => undefined;
    const loader = preloadingLoader(
      async () => seen.push("page code"),
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const result = loader(args);
    expect(seen).toEqual(["page code"]);
    answer(null);
    await expect(result).resolves.toBeNull();
  });

  it("keeps its checks' answer: a refusal still redirects, and a failed download does not get in the way", async () => {
    const refusal = new Response(null, { status: 302, headers: { Location: "/401" } });
    const loader = preloadingLoader(
      () => Promise.reject(new Error("offline")),
      () => Promise.reject(refusal),
    );
    await expect(loader(args)).rejects.toBe(refusal);
  });
});
