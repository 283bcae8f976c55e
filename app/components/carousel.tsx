import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import type { Slide } from "../domain/picture.ts";
import { ContentImage, loadingAmongOthers } from "./content-image.tsx";
import { HtmlContent } from "./html-content.tsx";
import { ChevronIcon } from "./icons.tsx";
import { PictureLink } from "./picture-link.tsx";
import { slideSizes } from "./slide-sizes.ts";
import styles from "./carousel.module.css";

/** product §8.2: carousels show one slide with 50px between slides unless a screen says otherwise. */
const CAROUSEL_DEFAULTS = { slidesPerView: 1, spacing: 50 } as const;
/** Product §8.2: the About and show carousels show 2.2 slides, 45px apart. */
export const WIDE_CAROUSEL = { slidesPerView: 2.2, spacing: 45 } as const;

interface CarouselProps {
  /** Names the carousel for assistive technology ("Artwork by Maren Holt"). */
  label: string;
  slides: readonly Slide[];
  /** How many slides fit the width; fractions show the edge of the next one. */
  slidesPerView?: number;
  /** Space between slides, in CSS pixels. */
  spacing?: number;
  /**
   * The first slide is the page's main picture (the artist page opens with it): fetch it first
   * instead of lazily, so it paints as soon as it can (largest contentful paint).
   */
  leadsPage?: boolean;
}

// Each slide is its own stop, also the last ones that share the end position, so that every
// slide has a dot and the dots are known before the script runs.
const emblaOptions = {
  align: "start",
  containScroll: "keepSnaps",
  // Reduced motion: stops jump instead of gliding (Embla reads this media query itself).
  breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
} as const;

/**
 * product §2.14 carousel, on Embla. The server renders every slide, sized by CSS from
 * `slidesPerView` and `spacing`, so nothing moves when the script takes over. Until then (or
 * without JavaScript) the strip scrolls natively.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = CAROUSEL_DEFAULTS.slidesPerView,
  spacing = CAROUSEL_DEFAULTS.spacing,
  leadsPage = false,
}: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel(emblaOptions);
  const [selected, setSelected] = useState(0);
  const [atEnd, setAtEnd] = useState(slides.length <= slidesPerView);
  const lastIndex = slides.length - 1;
  const scrolls = slides.length > slidesPerView;

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      const snaps = embla.scrollSnapList();
      const index = embla.selectedScrollSnap();
      setSelected(index);
      // Stops past the end position share it: from there, Next has nowhere to go.
      setAtEnd((snaps[index] ?? 1) >= (snaps[snaps.length - 1] ?? 1) - 0.001);
    };
    sync();
    embla.on("select", sync).on("reInit", sync);
    return () => {
      embla.off("select", sync).off("reInit", sync);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => embla?.scrollTo(Math.max(0, Math.min(lastIndex, index))),
    [embla, lastIndex],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    // The range input moves itself with the arrow keys.
    if (event.target instanceof HTMLInputElement) return;
    const target = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: lastIndex,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const style = {
    "--slides-per-view": slidesPerView,
    "--slide-spacing": `${spacing}px`,
    "--slide-count": slides.length,
  } as React.CSSProperties;

  return (
    // The APG carousel pattern: a focusable region that the arrow keys drive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.carousel}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={viewportRef} data-enhanced={embla ? "" : undefined}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.picture.src}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              <figure className={styles.figure}>
                <div className={styles.frame}>
                  <PictureLink picture={slide.picture}>
                    <ContentImage
                      picture={slide.picture}
                      className={styles.image}
                      sizes={slideSizes(slidesPerView, slide.picture)}
                      {...loadingAmongOthers(leadsPage && index === 0)}
                    />
                  </PictureLink>
                </div>
                {slide.caption ? (
                  <HtmlContent as="figcaption" html={slide.caption} className={styles.caption} />
                ) : null}
              </figure>
            </div>
          ))}
        </div>
      </div>
      {scrolls ? (
        <div className={styles.controls}>
          <input
            type="range"
            className={styles.scrollbar}
            min={0}
            max={lastIndex}
            step={1}
            value={selected}
            aria-label={`Scroll ${label}`}
            aria-valuetext={`Slide ${selected + 1} of ${slides.length}`}
            onChange={(event) => goTo(Number(event.target.value))}
          />
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous slide"
              disabled={selected === 0}
              onClick={() => goTo(selected - 1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <div className={styles.dots}>
              {slides.map((slide, index) => (
                <button
                  key={slide.picture.src}
                  type="button"
                  className={styles.dot}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? "true" : undefined}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next slide"
              disabled={atEnd}
              onClick={() => goTo(selected + 1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
