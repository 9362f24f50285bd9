// Puts seed images into R2 a few at a time, so drawing the next picture (CPU) overlaps
// the uploads of the previous ones (I/O).
//
// From Node, every put is an HTTP request to wrangler's platform proxy (workerd). On a
// loaded machine such a request now and then dies with undici's "other side closed"
// (SocketError: the proxy dropped the connection, e.g. a kept-alive socket closed just as
// it was reused), which used to fail the whole seed. A put of the same key and bytes is
// idempotent, so a failed one is retried a few times after a short pause; and at most
// `concurrency` bodies are in flight, so the proxy is not flooded while pictures are drawn.
export class Uploads {
  private pending = new Set<Promise<void>>();
  private failure: unknown = null;
  count = 0;
  bytes = 0;
  /** Puts that failed once and succeeded on a later attempt. */
  retried = 0;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly concurrency = 4,
    private readonly attempts = 4,
    private readonly pause = (attempt: number) => new Promise<void>((done) => setTimeout(done, 100 * 2 ** attempt)),
  ) {}

  /** Queues an upload; waits only when `concurrency` uploads are already under way. */
  async put(key: string, body: Uint8Array, contentType = "image/png") {
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    this.check();
    const job: Promise<void> = this.putWithRetries(key, body, contentType)
      .then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= error;
        },
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
    this.count++;
    this.bytes += body.length;
  }

  /** Waits for every queued upload; throws the first failure. */
  async done() {
    await Promise.all(this.pending);
    this.check();
  }

  private async putWithRetries(key: string, body: Uint8Array, contentType: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.bucket.put(key, body, { httpMetadata: { contentType } });
        if (attempt > 1) this.retried++;
        return;
      } catch (error) {
        if (attempt >= this.attempts) throw new Error(`R2 put ${key} failed ${attempt} times`, { cause: error });
        await this.pause(attempt);
      }
    }
  }

  private check() {
    if (this.failure) throw this.failure;
  }
}
