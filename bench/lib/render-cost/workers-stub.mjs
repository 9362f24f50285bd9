// `cloudflare:workers` for the render-cost child: the bindings it set before importing the bundle.
export const env = globalThis.__renderCostEnv;
export class WorkerEntrypoint {}
export class DurableObject {}
