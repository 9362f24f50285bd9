// Build-time imports of the share-card renderer: the Cloudflare Vite plugin hands a .wasm
// import over as a compiled WebAssembly.Module; Vite's ?inline gives a file as a data: URL.
declare module "@resvg/resvg-wasm/index_bg.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
declare module "*.ttf?inline" {
  const dataUrl: string;
  export default dataUrl;
}
