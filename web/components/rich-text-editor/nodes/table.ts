import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

/**
 * Tables without sizes (P15, and the CSP): Tiptap's table writes column widths as inline
 * `style` attributes on <table> and <col>, which the site's policy refuses and the sanitizer
 * would drop anyway. These render plain <table><tbody><tr><th|td> and nothing else; the
 * reading page sizes tables with CSS. No resizing, no node view, no colgroup.
 */
const PlainTable = Table.extend({
  addOptions() {
    return { ...this.parent!(), resizable: false, renderWrapper: false, View: null };
  },
  renderHTML() {
    return ['table', {}, ['tbody', 0]];
  },
});

function spanAttribute(name: 'colspan' | 'rowspan') {
  return {
    default: 1,
    parseHTML: (element: HTMLElement) => {
      const value = Number.parseInt(element.getAttribute(name) ?? '1', 10);
      return Number.isInteger(value) && value >= 1 && value <= 100 ? value : 1;
    },
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes[name] === 1 ? {} : { [name]: String(attributes[name]) },
  };
}

/** prosemirror-tables reads `colwidth`; it is kept in the document only, never written out. */
const cellAttributes = () => ({
  colspan: spanAttribute('colspan'),
  rowspan: spanAttribute('rowspan'),
  colwidth: { default: null, rendered: false, parseHTML: () => null },
});

const PlainCell = TableCell.extend({ addAttributes: cellAttributes });
const PlainHeader = TableHeader.extend({ addAttributes: cellAttributes });

export const tableExtensions = [PlainTable.configure({}), TableRow, PlainHeader, PlainCell];
