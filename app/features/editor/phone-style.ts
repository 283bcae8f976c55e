// Decap CMS on a phone (issue 24, item 3): its entry editor and top bar hold a minimum width of
// 800 px, so at 375 px the Publish button, the fields' right halves and the picture dialog's
// "Choose selected" sit off screen or under each other. Below 800 px these rules let them
// shrink and wrap. Decap's styles carry their component's name in the class (css-…-Name),
// which is what they select, and they take effect only where that name is present.
export const PHONE_STYLE = `<style>
@media (max-width: 799px) {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-ToolbarContainer"] { flex-wrap: wrap; height: auto !important; }
  [class*="-ToolbarSectionMain"] { flex-wrap: wrap; padding: 4px 6px !important; gap: 4px; }
  [class*="-ToolbarSectionBackLink"] { padding: 8px 10px !important; min-width: 0 !important; }
  [class*="-ToolbarSubSectionLast"], [class*="-ToolbarSectionMeta"] { display: none !important; }
  [class*="-ControlPaneContainer"] { padding: 0 10px 4rem !important; }
  [class*="-Editor"] { min-width: 0 !important; }
  .ReactModal__Content { max-width: 100vw; padding: 12px !important; overflow: auto; }
  .ReactModal__Content [class*="-SearchContainer"] { flex: 1 1 100%; }
  .ReactModal__Content button { min-height: 44px; }
}
</style>
`;
