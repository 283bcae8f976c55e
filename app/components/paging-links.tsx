import { Link } from "react-router";
import type { PagingHrefs } from "../domain/paging.ts";
import styles from "./paging-links.module.css";

interface PagingLinksProps {
  paging: PagingHrefs;
  loadMoreLabel: string;
  showAllLabel: string;
}

/**
 * "Load more" and "Show all" for a paged list (product §5). They are links to the same page with
 * a bigger count in the query string, so they work before hydration and without JavaScript;
 * with JavaScript the page keeps its scroll position.
 */
export function PagingLinks({ paging, loadMoreLabel, showAllLabel }: PagingLinksProps) {
  if (paging.loadMore === null && paging.showAll === null) return null;
  return (
    <div className={styles.paging}>
      {paging.loadMore !== null ? (
        <Link to={paging.loadMore} preventScrollReset className="button">
          {loadMoreLabel}
        </Link>
      ) : null}
      {paging.showAll !== null ? (
        <Link to={paging.showAll} preventScrollReset className="button button-quiet">
          {showAllLabel}
        </Link>
      ) : null}
    </div>
  );
}
