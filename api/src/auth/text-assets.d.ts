// Text files are bundled as strings (the wrangler "Text" rule for *.txt in api/wrangler.jsonc).
declare module "*.txt" {
  const text: string;
  export default text;
}
