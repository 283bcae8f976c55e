import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { InstagramIcon, MenuIcon } from "../components/icons.tsx";
import styles from "./site-header.module.css";

// SPEC.md §2 top bar. The Apply label (/apply) is deliberately absent: no such route exists.
const menuItems = [
  { label: "Home", to: "/" },
  { label: "Events", to: "/events" },
  { label: "Artists", to: "/artists" },
  { label: "Shows", to: "/shows" },
  { label: "Visit", to: "/visit" },
  { label: "About Us", to: "/about" },
] as const;

export const LOGO_WIDTH = 200;

/**
 * On small screens the menu is a native popover opened by the toggle button: it opens and
 * closes without JavaScript, closes on Escape or an outside tap, and exposes its expanded state.
 * On wider screens CSS shows it inline.
 */
export function SiteHeader() {
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = () => {
    const menu = menuRef.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label="The Front, home">
          <img src="/logo.svg" alt="" width={LOGO_WIDTH} height={48} />
        </Link>
        <button type="button" className={styles.toggle} popoverTarget="site-menu" aria-label="Menu">
          <MenuIcon />
        </button>
        <nav aria-label="Main" className={styles.nav}>
          <div id="site-menu" ref={menuRef} popover="auto" className={styles.menu}>
            <ul className={styles.items}>
              {menuItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                    onClick={closeMenu}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* A full page load: only /instagram's own Content-Security-Policy lets the
                    embed's script and frame in (server/csp.ts). */}
                <NavLink
                  to="/instagram"
                  reloadDocument
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                  onClick={closeMenu}
                  aria-label="Instagram"
                >
                  <InstagramIcon />
                </NavLink>
              </li>
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
