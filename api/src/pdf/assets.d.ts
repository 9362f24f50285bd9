// Font files are bundled as bytes (the wrangler "Data" rule for *.ttf in api/wrangler.jsonc).
declare module "*.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}
