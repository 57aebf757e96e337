//! controller-gen's `controller-gen.kubebuilder.io/version` annotation, written on every
//! CRD when `controller-gen-version-annotation` is on: a kind that writes the same
//! annotation itself is a mistake, as one of the two values would be lost.

use crate::controller_gen::VERSION_ANNOTATION;
use crate::diagnostic::Diagnostic;
use crate::diagnostic::codes::kind::VERSION_ANNOTATION_WRITTEN_TWICE;
use crate::model::KindVersion;
use crate::source::SourceIndex;

/// Reports each `annotation(...)` of the kept versions that writes the version
/// annotation while crdgen writes it (`written` is its value, when on).
pub(super) fn check(
    src: &SourceIndex,
    versions: &[&KindVersion],
    written: Option<&str>,
    diags: &mut Vec<Diagnostic>,
) {
    let Some(value) = written else {
        return;
    };
    for v in versions {
        for entry in v
            .options
            .annotations
            .iter()
            .filter(|e| e.key.value == VERSION_ANNOTATION)
        {
            diags.push(
                Diagnostic::error(
                    VERSION_ANNOTATION_WRITTEN_TWICE,
                    format!(
                        "annotation `{VERSION_ANNOTATION}` is written by `controller-gen-version-annotation` (as `{value}`) and here",
                    ),
                )
                .at(super::loc(src, v, entry.key.span))
                .label("written here too")
                .help("remove this annotation(...), or turn `controller-gen-version-annotation` off in the crdgen configuration to keep your own value"),
            );
        }
    }
}
