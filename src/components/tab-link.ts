/** The props of a tab that is a route link: the active one is wider and marked as the current page. */
import "@/components/tabs.css";
export const TAB_LINK = {
  className: "tabs__tab",
  activeProps: { className: "tabs__tab tabs__tab--active", "aria-current": "page" },
} as const;
