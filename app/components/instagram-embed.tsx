import { useEffect } from "react";
import styles from "./instagram-embed.module.css";

/** The platform's official embed script; it turns the blockquote below into the live feed. */
export const INSTAGRAM_EMBED_SCRIPT = "https://www.instagram.com/embed.js";

interface InstagramWindow extends Window {
  instgrm?: { Embeds: { process: () => void } };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function embedMarkup(profileUrl: string, handle: string): string {
  const url = escapeAttribute(profileUrl);
  return `<blockquote class="instagram-media" data-instgrm-permalink="${url}" data-instgrm-version="14"><a href="${url}" target="_blank" rel="noopener noreferrer">See the latest posts by @${escapeAttribute(handle)}</a></blockquote>`;
}

/**
 * The profile embed. The script is added by this component only, so no other page loads it;
 * coming back to the page re-runs the embed on the fresh markup. The markup is set as inner
 * HTML because the script replaces it with its own frame, which React must not try to manage.
 */
export function InstagramEmbed({ profileUrl, handle }: { profileUrl: string; handle: string }) {
  useEffect(() => {
    const embeds = (window as InstagramWindow).instgrm?.Embeds;
    if (embeds) {
      embeds.process();
      return;
    }
    if (document.querySelector(`script[src="${INSTAGRAM_EMBED_SCRIPT}"]`)) return;
    const script = document.createElement("script");
    script.src = INSTAGRAM_EMBED_SCRIPT;
    script.async = true;
    document.body.append(script);
  }, []);

  return (
    <div
      className={styles.embed}
      dangerouslySetInnerHTML={{ __html: embedMarkup(profileUrl, handle) }}
    />
  );
}
