// The content editor's page script (/admin/, docs/decisions/012-content-files-and-editor.md): Decap CMS,
// bundled with the React it needs by scripts/build-editor.ts. Nothing of the site imports it, and
// no public page loads it. Its configuration is /admin/config.yml (editor/config.yml).
import CMS from "decap-cms-app";
import { watchSignIn } from "./sign-in-notice.ts";

// First, so that Decap never restores a GitHub token that has lapsed.
watchSignIn();
CMS.init();
