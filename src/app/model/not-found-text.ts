import { USER_CONTENT_ATTRIBUTE } from '../../components/user-content';

/** The page text of an error page from a host or proxy. */
const NOT_FOUND_PATTERN = /404|not_found/i;

/** Subtrees that hold data or transient UI, never the page's own chrome. */
const IGNORED_SELECTOR = `[${USER_CONTENT_ATTRIBUTE}], [role="dialog"], [role="presentation"], [role="alert"], [role="status"], script, style, noscript, template`;

/** Pure over a DOM tree: does the page's own text (not user data) say "404" or "not_found"? */
export function pageTextSaysNotFound(root: Element): boolean {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        return (node as Element).matches(IGNORED_SELECTOR) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Stryker disable next-line StringLiteral: the walker accepts text nodes only, whose value is never null.
    if (NOT_FOUND_PATTERN.test(node.nodeValue ?? '')) return true;
  }
  return false;
}
