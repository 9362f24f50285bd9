import { describe, expect, it } from "vitest";
import { productsAnswer } from "../api/fixtures.test-support";
import { createProductList } from "./product-list";

/** GET /api/products/'s answer with these products. */
const page = (ids: number[]) => productsAnswer({ count: ids.length, results: ids });

describe("a product list", () => {
  it("loads a page, and an empty one for a page past the end", async () => {
    const answers: Record<string, Response> = {
      "/a": page([1, 2]),
      "/b": new Response("{}", { status: 404 }),
    };
    const list = createProductList((async (url: string) => answers[url]) as unknown as typeof fetch);
    await list.load("/a");
    expect(list.$list.get()).toMatchObject({ status: "ready", url: "/a", data: { count: 2 } });
    await list.load("/b");
    expect(list.$list.get()).toMatchObject({ status: "ready", data: { count: 0, results: [] } });
  });

  it("reports a failure", async () => {
    const list = createProductList((async () => new Response("no", { status: 500 })) as unknown as typeof fetch);
    await list.load("/a");
    expect(list.$list.get().status).toBe("error");
  });

  it("keeps only the latest request's answer", async () => {
    let releaseSlow: (r: Response) => void = () => {};
    const fetcher = ((url: string) =>
      url === "/slow" ? new Promise<Response>((resolve) => (releaseSlow = resolve)) : Promise.resolve(page([9]))) as unknown as typeof fetch;
    const list = createProductList(fetcher);
    const slow = list.load("/slow");
    await list.load("/fast");
    releaseSlow(page([1]));
    await slow;
    expect(list.$list.get()).toMatchObject({ url: "/fast", data: { results: [{ id: 9 }] } });
  });

  it("reset forgets the list and drops the answer on its way", async () => {
    let release: (r: Response) => void = () => {};
    const fetcher = ((url: string) =>
      url === "/slow" ? new Promise<Response>((resolve) => (release = resolve)) : Promise.resolve(page([1]))) as unknown as typeof fetch;
    const list = createProductList(fetcher);
    await list.load("/a");
    const slow = list.load("/slow");
    list.reset();
    expect(list.$list.get()).toEqual({ status: "idle", url: null, data: null });
    release(page([2]));
    await slow;
    expect(list.$list.get()).toEqual({ status: "idle", url: null, data: null });
  });
});
