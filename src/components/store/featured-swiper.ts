// Turns the prerendered featured slides into a Swiper carousel (docs/product.md §2 "Store page"): fade,
// 800 ms, autoplay every 5 s pausing on hover, loop, clickable dots, arrows. Loaded on demand
// by FeaturedCarousel once the page is idle, so the first slide paints without it.
// Only the four modules used are imported: the store page's JavaScript budget is 120 KB.
import Swiper from "swiper";
import { Autoplay, EffectFade, Navigation, Pagination } from "swiper/modules";
import { loadDeferredImages, nextTurn } from "../../lib/media/deferred-images";

export const CAROUSEL = { speed: 800, delay: 5000 } as const;

export function mountCarousel(root: HTMLElement): Swiper {
  const el = root.querySelector<HTMLElement>(".swiper")!;
  const many = el.querySelectorAll(".swiper-slide").length > 1;
  const goTo = root.dataset.goTo ?? "{n}";
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const swiper = new Swiper(el, {
    modules: [EffectFade, Autoplay, Pagination, Navigation],
    effect: "fade",
    fadeEffect: { crossFade: true },
    speed: CAROUSEL.speed,
    loop: many,
    // Moving content must be stoppable (WCAG 2.2.2): hovering pauses it, and a shopper who
    // asked the system for less motion gets no autoplay at all.
    autoplay: many && !reducedMotion ? { delay: CAROUSEL.delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    pagination: {
      el: root.querySelector<HTMLElement>("[data-carousel-dots]"),
      clickable: true,
      // Real buttons with a name, so the dots work from the keyboard and for screen readers.
      renderBullet: (index, className) =>
        `<button type="button" class="${className}" aria-label="${goTo.replace("{n}", String(index + 1))}"></button>`,
    },
    navigation: {
      prevEl: root.querySelector<HTMLElement>("[data-carousel-prev]"),
      nextEl: root.querySelector<HTMLElement>("[data-carousel-next]"),
    },
    on: {
      // Slides out of view are not for keyboard or screen reader users.
      slideChangeTransitionEnd: (s) => markHidden(s),
      afterInit: (s) => {
        markHidden(s);
        loadPictures(s, !reducedMotion);
      },
      slideChange: (s) => {
        // Which product is showing, for whoever watches the page (tests, analytics).
        root.dataset.activeIndex = String(s.realIndex);
        loadPictures(s, !reducedMotion);
      },
    },
  });
  root.dataset.ready = "true";
  return swiper;
}

function markHidden(swiper: Swiper) {
  for (const [i, slide] of swiper.slides.entries()) slide.toggleAttribute("inert", i !== swiper.activeIndex);
}

/** The showing slide's picture and, while it plays, the next one's (a turn ahead of its fade-in). */
function loadPictures(swiper: Swiper, playing: boolean) {
  const count = swiper.slides.length;
  // In loop mode Swiper reorders the slides; data-swiper-slide-index keeps each one's place.
  const slideAt = (real: number) => swiper.slides.find((s) => s.dataset.swiperSlideIndex === String(real)) ?? swiper.slides[real];
  loadDeferredImages(slideAt(swiper.realIndex));
  if (playing && count > 1) loadDeferredImages(slideAt(nextTurn(swiper.realIndex, count)));
}
