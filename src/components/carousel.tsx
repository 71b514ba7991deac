import { useId, type CSSProperties, type ReactNode } from "react";
import IconChevronLeft from "@tabler/icons-react/icons/IconChevronLeft";
import IconChevronRight from "@tabler/icons-react/icons/IconChevronRight";
import { A11y, Keyboard, Navigation } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { CAROUSEL_SPEED_MS, DESKTOP_MIN_WIDTH } from "@/config/constants";
import "@/components/carousel.css";

interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  /** Slides per view on mobile and from DESKTOP_MIN_WIDTH up (K34). */
  perView: { mobile: number; desktop: number };
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
}

const GAP_PX = 16;

/**
 * What the arrows are named after: the carousel's label without its "carousel", in lower case
 * ("News carousel": "Previous news", "Next news"). The arrows show only an icon (hidden from
 * assistive technology), so a plain name has no visible text it must contain.
 */
const arrowNames = (label: string) => {
  const what = label.replace(/\s*carousel$/i, "").toLowerCase();
  return { prev: `Previous ${what}`, next: `Next ${what}` };
};

/** Carousels of the site (K33): swiper, speed 1000 ms, no autoplay, not infinite, keyboard-usable. */
export function Carousel<T>({ label, items, perView, render, itemKey }: CarouselProps<T>) {
  const id = useId().replace(/:/g, "");
  const names = arrowNames(label);
  // the same layout as CSS, for the first paint before swiper runs (styles.css, .carousel)
  const layout = { "--per-view-mobile": perView.mobile, "--per-view-desktop": perView.desktop, "--gap": `${GAP_PX}px` } as CSSProperties;
  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label} style={layout}>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        speed={CAROUSEL_SPEED_MS}
        loop={false}
        autoplay={false}
        spaceBetween={GAP_PX}
        slidesPerView={perView.mobile}
        breakpoints={{ [DESKTOP_MIN_WIDTH]: { slidesPerView: perView.desktop } }}
        navigation={{ prevEl: `#${id}-prev`, nextEl: `#${id}-next` }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, prevSlideMessage: names.prev, nextSlideMessage: names.next }}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)}>{render(item, i)}</SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__nav">
        <button id={`${id}-prev`} type="button" className="carousel__btn" aria-label={names.prev}>
          <IconChevronLeft aria-hidden="true" size={22} />
        </button>
        <button id={`${id}-next`} type="button" className="carousel__btn" aria-label={names.next}>
          <IconChevronRight aria-hidden="true" size={22} />
        </button>
      </div>
    </div>
  );
}
