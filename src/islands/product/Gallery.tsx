// The product's images (docs/product.md §2 "Product detail"): previous/next arrows that wrap at both
// ends, thumbnails, and a click on the image to toggle zoom. Keyboard: the buttons, plus the
// arrow keys (mirrored in right-to-left pages), Home/End and Escape to zoom out. The first
// image loads eagerly (it is the page's largest paint); thumbnails load lazily.
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import type { Strings } from "../../lib/i18n";
import { fixedBox, type Layout, picture, reactPicture } from "../../lib/media/srcset";
import { fill } from "../../lib/template";

export interface GalleryImage {
  src: string;
  alt: string;
}

export type GalleryStrings = Strings<
  | "product.detail.gallery"
  | "product.detail.previousImage"
  | "product.detail.nextImage"
  | "product.detail.zoomIn"
  | "product.detail.zoomOut"
  | "product.detail.showImage"
  | "product.detail.imagePosition"
>;

/** The main picture's box: the page's column, half of it from md (gap-8); ProductPage.astro preloads it. */
export const GALLERY_BOX: Layout = { sizes: "(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)", largest: 736 };

const SIZE = 800; // seeded and uploaded product images are square; the box keeps any image's ratio

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="rtl:-scale-x-100"
    >
      <path d={back ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function Gallery({ images, t }: { images: GalleryImage[]; t: GalleryStrings }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const count = images.length;
  const current = images[index];
  const shown = picture(current.src, GALLERY_BOX);

  const go = (to: number) => {
    setIndex(((to % count) + count) % count); // wraps at both ends
    setZoomed(false);
  };

  // The zoom follows the pointer, so the shopper looks where they clicked.
  const aim = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setOrigin(`${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward && count > 1) go(index + 1);
    else if (event.key === backward && count > 1) go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(count - 1);
    else if (event.key === "Escape" && zoomed) setZoomed(false);
    else return;
    event.preventDefault();
  };

  const arrow =
    "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-primary";

  return (
    <section aria-roledescription="carousel" aria-label={t["product.detail.gallery"]} onKeyDown={onKeyDown} data-testid="gallery">
      <div className="relative">
        <button
          type="button"
          onClick={(event) => {
            aim(event);
            setZoomed((z) => !z);
          }}
          onMouseMove={zoomed ? aim : undefined}
          aria-pressed={zoomed}
          aria-label={t[zoomed ? "product.detail.zoomOut" : "product.detail.zoomIn"]}
          className={`block aspect-square w-full overflow-hidden rounded-lg bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
          data-testid="gallery-zoom"
        >
          <img
            src={shown.src}
            srcSet={shown.srcset}
            sizes={shown.sizes}
            alt={current.alt}
            width={SIZE}
            height={SIZE}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
            style={{ transformOrigin: origin }}
            className={`size-full object-contain transition-transform duration-200 ${zoomed ? "scale-200" : "scale-100"}`}
            data-testid="gallery-image"
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t["product.detail.previousImage"]}
              className={`${arrow} start-2`}
              data-testid="gallery-previous"
            >
              <Chevron back />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t["product.detail.nextImage"]}
              className={`${arrow} end-2`}
              data-testid="gallery-next"
            >
              <Chevron />
            </button>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {fill(t["product.detail.imagePosition"], { n: index + 1, total: count })}
      </p>
      {count > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={fill(t["product.detail.showImage"], { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className={`block size-16 overflow-hidden rounded border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100"}`}
                data-testid="gallery-thumbnail"
              >
                <img
                  {...reactPicture(image.src, fixedBox(64))}
                  alt=""
                  width="64"
                  height="64"
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
