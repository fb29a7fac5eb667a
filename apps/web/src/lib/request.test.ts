// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showMessage } from "./feedback";
import { http, RequestError } from "./request";

vi.mock("./feedback", () => ({ showMessage: vi.fn(), showNotification: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  vi.mocked(showMessage).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

/** The error the call rejects with. */
async function failure(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe("a request that gets no answer (spec 8: no response)", () => {
  it.each([
    ["the network is down", new TypeError("Failed to fetch")],
    ["the request was aborted or timed out", new DOMException("The operation was aborted.", "AbortError")],
  ])("shows '服务请求超时！' as an error for 5 s when %s", async (_, cause) => {
    fetchMock.mockRejectedValue(cause);
    const error = await failure(http.get("/api/admin/user/page"));
    expect(error).toMatchObject({ message: "服务请求超时！", httpStatus: 0, status: 0 });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith("error", "服务请求超时！", 5);
  });

  it("shows the same when the connection drops while the answer is read", async () => {
    const dropped = new Response(
      new ReadableStream({
        start: (controller) => controller.error(new TypeError("network error")),
      }),
      { status: 200 },
    );
    fetchMock.mockResolvedValue(dropped);
    const error = await failure(http.get("/api/admin/user/page"));
    expect(error).toMatchObject({ message: "服务请求超时！", httpStatus: 0 });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith("error", "服务请求超时！", 5);
  });

  it("while an answer from the server shows its own message", async () => {
    fetchMock.mockResolvedValue(Response.json({ status: 500, message: "服务器内部错误", data: null }, { status: 500 }));
    const error = await failure(http.get("/api/admin/user/page"));
    expect(error).toMatchObject({ message: "服务器内部错误", httpStatus: 500, status: 500 });
    expect(showMessage).toHaveBeenCalledExactlyOnceWith("error", "服务器内部错误", 5);
  });
});
