/**
 * The first-screen document's text block: the build writes it
 * (tools/build/document/compose.ts), the widget reads it (widget/i18n/load-text.ts).
 * A `<script type="application/json">` with this id, whose data attributes
 * say which text it is (locale, language, namespace, the groups held back).
 */
export const TEXT_BLOCK_ID = 'idv-text'
