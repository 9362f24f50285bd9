// Puts seed images into R2 a few at a time, so drawing the next picture (CPU) overlaps
// the uploads of the previous ones (I/O).
export class Uploads {
  private pending = new Set<Promise<void>>();
  private failure: unknown = null;
  count = 0;
  bytes = 0;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly concurrency = 8,
  ) {}

  /** Queues an upload; waits only when `concurrency` uploads are already under way. */
  async put(key: string, body: Uint8Array, contentType = "image/png") {
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    this.check();
    const job: Promise<void> = this.bucket
      .put(key, body, { httpMetadata: { contentType } })
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

  private check() {
    if (this.failure) throw this.failure;
  }
}
