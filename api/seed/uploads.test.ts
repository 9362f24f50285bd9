// The seed's uploads survive a dropped connection to wrangler's proxy (undici's "other side
// closed", seen under load) and never have more than `concurrency` puts in flight.
import { describe, expect, it } from "vitest";
import { Uploads } from "./uploads";

/** A bucket whose puts take a tick and fail as `fails` says (by key and attempt). */
function fakeBucket(fails: (key: string, attempt: number) => boolean) {
  const attempts = new Map<string, number>();
  const stored = new Map<string, number>();
  let inFlight = 0;
  let most = 0;
  const bucket = {
    async put(key: string, body: Uint8Array) {
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((done) => setTimeout(done, 2));
      inFlight--;
      if (fails(key, attempt))
        throw Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }) });
      stored.set(key, body.length);
      return null;
    },
  };
  return { bucket: bucket as unknown as R2Bucket, stored, attempts, most: () => most };
}

const noPause = () => Promise.resolve();

describe("seed uploads", () => {
  it("retries a put whose connection was closed, and keeps at most `concurrency` in flight", async () => {
    const fake = fakeBucket((key, attempt) => key.endsWith("7") && attempt < 3);
    const uploads = new Uploads(fake.bucket, 3, 4, noPause);
    for (let i = 0; i < 40; i++) await uploads.put(`k/${i}`, new Uint8Array(i + 1));
    await uploads.done();
    expect(fake.stored.size).toBe(40);
    expect(uploads.count).toBe(40);
    expect(uploads.retried).toBe(4); // k/7, k/17, k/27, k/37
    expect(fake.most()).toBeLessThanOrEqual(3);
  });

  it("gives up after its attempts and reports the key", async () => {
    const fake = fakeBucket((key) => key === "k/2");
    const uploads = new Uploads(fake.bucket, 2, 3, noPause);
    const queued = (async () => {
      for (let i = 0; i < 6; i++) await uploads.put(`k/${i}`, new Uint8Array(4));
      await uploads.done();
    })();
    await expect(queued).rejects.toThrow("R2 put k/2 failed 3 times");
    expect(fake.attempts.get("k/2")).toBe(3);
  });
});
