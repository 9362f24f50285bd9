// The benchmark's bare proxy (docs/performance.md section 5): a worker that hands every
// request to the API over a service binding and its answer back, untouched. No framework, no
// cookies, no header work: what it adds to a direct call is what the runtime charges for any
// proxy here (one more worker invocation and the binding hop), the floor for src/worker.ts.
export default /** @satisfies {ExportedHandler<{ API: Fetcher }>} */ ({
  fetch(request, env) {
    return env.API.fetch(request);
  },
});
