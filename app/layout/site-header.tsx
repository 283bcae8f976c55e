import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { InstagramIcon, MenuIcon } from "../components/icons.tsx";
import { MENU_PAGES } from "../domain/site-pages.ts";
import styles from "./site-header.module.css";
// The logo's one source, also served as a file for search engines (structured data). Inline in
// the page, it costs a slow phone no request of its own beside the main picture (decision 020).
import logoSvg from "../../public/logo.svg?raw";

// Product §2.2 top bar. The Apply label (/apply) is deliberately absent: no such route exists.
const INSTAGRAM_PATH = "/instagram";
const textItems = MENU_PAGES.filter((page) => page.path !== INSTAGRAM_PATH);
/** What the site has that some items wait for (issue 32: News once an announcement went out). */
export interface MenuHas {
  news: boolean;
}
const instagramItem = MENU_PAGES.find((page) => page.path === INSTAGRAM_PATH);

/**
 * On small screens the menu is a native popover opened by the toggle button: it opens and
 * closes without JavaScript, closes on Escape or an outside tap, and exposes its expanded state.
 * On wider screens CSS shows it inline.
 */
export function SiteHeader({ has }: { has: MenuHas }) {
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="The Front, home">
          <span
            className={styles.logoImage}
            aria-hidden="true"
            dangerouslySetInnerHTML={{ __html: logoSvg }}
          />
        </Link>
        <button type="button" className={styles.toggle} popoverTarget="site-menu" aria-label="Menu">
          <MenuIcon />
        </button>
        <nav aria-label="Main" className={styles.nav}>
          <div id="site-menu" ref={menuRef} popover="auto" className={styles.menu}>
            <ul className={styles.items}>
              {textItems
                .filter((item) => item.onlyWith === undefined || has[item.onlyWith])
                .map((item) => (
                  <li key={item.path}>
                    <NavLink
                      to={item.path}
                      end
                      className={({ isActive }) => (isActive ? styles.active : undefined)}
                      onClick={closeMenu}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              {instagramItem ? (
                <li>
                  {/* A full page load: only /instagram's own Content-Security-Policy lets the
                      embed's script and frame in (app/http/content-security-policy.ts). */}
                  <NavLink
                    to={instagramItem.path}
                    reloadDocument
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                    onClick={closeMenu}
                    aria-label={instagramItem.label}
                  >
                    <InstagramIcon />
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
