// The store page's header as the theme being edited would draw it (src/pages/[locale]/store/
// [slug].astro): logo, name in the primary colour, the secondary colour's rule under it, the
// desktop background behind, and a button and a badge on each colour, their text black or white
// by contrast with it (shared/contrast.ts, as the store page does). It
// redraws as the fields change; the dashboard's own colours are left alone.
import { useState } from "react";
import { textOn } from "#shared/contrast";
import { useText } from "../text";

interface Props {
  name: string;
  primary: string;
  secondary: string;
  logo: string | null;
  background: string | null;
}

export default function HeaderPreview({ name, primary, secondary, logo, background }: Props) {
  const { t } = useText();
  const [broken, setBroken] = useState<string | null>(null);
  const shownLogo = logo !== broken ? logo : null;
  return (
    <figure className="min-w-0 rounded-xl border border-gray-200 bg-white p-4" data-testid="theme-preview">
      <figcaption className="mb-3 text-sm font-medium text-gray-600">{t["admin.themes.preview"]}</figcaption>
      <div
        className={`flex flex-col gap-4 border-b-4 pb-4 sm:flex-row sm:items-center ${background ? "rounded-t-xl bg-cover bg-center p-4" : ""}`}
        style={{ borderColor: secondary, backgroundImage: background ? `url("${background}")` : undefined }}
        data-testid="theme-preview-header"
      >
        <div className={`flex min-w-0 flex-1 items-center gap-4 ${background ? "rounded-xl bg-white/95 p-3" : ""}`}>
          {shownLogo && (
            <img
              src={shownLogo}
              onError={() => setBroken(shownLogo)}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl border border-gray-200 bg-white object-cover"
              data-testid="theme-preview-logo"
            />
          )}
          <p className="min-w-0 break-words text-2xl font-bold sm:text-3xl" style={{ color: primary }} dir="auto" data-testid="theme-preview-name">
            {name}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3" aria-hidden="true">
        <span
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-medium"
          style={{ backgroundColor: primary, color: textOn(primary) }}
          data-testid="theme-preview-primary"
        >
          {t["admin.themes.previewButton"]}
        </span>
        <span
          className="inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold"
          style={{ backgroundColor: secondary, color: textOn(secondary) }}
          data-testid="theme-preview-secondary"
        >
          {t["admin.themes.previewBadge"]}
        </span>
      </div>
    </figure>
  );
}
