// The document kind and language choices of the document forms (library dialog, upload dialog).
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, LANGUAGES } from '../../../../../core/constants';

export const kindOptions = DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }));
export const languageOptions = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));
