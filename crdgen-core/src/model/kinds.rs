//! The model: which kinds exist, at which versions, found in the source.
//!
//! A kind is a struct with `#[derive(CustomResource)]` and `#[crd(...)]`. The same group
//! and kind in several modules form one multi-version CRD.

use std::collections::{BTreeMap, HashMap};

use super::types::{Ty, TypeId};
use crate::diagnostic::codes::kind as codes;
use crate::diagnostic::escape;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::model::kind::{self, KindOptions};
use crate::source::{ModuleId, Parsed};

/// The most kinds (CRDs) one run generates unless the configuration says otherwise
/// (`max-kinds`, `--max-kinds`). The largest real API trees define about a thousand
/// (a Crossplane provider); the default is far above them, so that only hostile or
/// runaway input meets it (a 100,000-kind tree passes), while a run's time and memory
/// stay bounded, both growing linearly with the kinds.
pub const MAX_KINDS: usize = 250_000;

/// One kind at one version: a spec struct and its options.
#[derive(Debug, Clone)]
pub struct KindVersion {
    /// The options in `#[crd(...)]`.
    pub options: KindOptions,
    /// The module the spec struct is in.
    pub module: ModuleId,
    /// The spec struct.
    pub spec: TypeId,
    /// The spec struct's name and where it is written.
    pub spec_name: (String, proc_macro2::Span),
    /// What `status = "..."` names, resolved in the spec struct's module.
    pub status: Option<Ty>,
}

/// All versions of one group and kind, sorted by version name as controller-gen sorts
/// them (plain string order: v1, v1alpha1, v1beta1, v2).
#[derive(Debug, Clone)]
pub struct Kind {
    /// API group.
    pub group: String,
    /// Kind name.
    pub kind: String,
    /// The versions, sorted.
    pub versions: Vec<KindVersion>,
}

/// The first `group`, `version` or `kind` key in a `#[crd(...)]` or `#[kube(...)]` of a
/// struct, with the attribute's name: options only a kind takes.
pub(super) fn kind_options_without_derive(
    attrs: &[syn::Attribute],
) -> Option<(&'static str, proc_macro2::Span)> {
    attrs.iter().find_map(|a| {
        let name = if super::is_crd_attr(a) {
            "crd"
        } else if super::kube::is_kube_attr(a) {
            "kube"
        } else {
            return None;
        };
        let mut found = None;
        // A list that does not parse is reported where the kind's options are read;
        // here only a well-formed key matters.
        let _ = a.parse_nested_meta(|meta| {
            if found.is_none()
                && ["group", "version", "kind"]
                    .iter()
                    .any(|k| meta.path.is_ident(k))
            {
                found = Some((name, syn::spanned::Spanned::span(&meta.path)));
            }
            kind::skip_value(&meta)
        });
        found
    })
}

/// Finds every kind in the source, grouped by (group, kind), sorted by group then kind,
/// with the diagnostics of the kinds that could not be read (so one kind can still be
/// built despite errors in another: the derive builds one kind at a time).
///
/// `types` are the crate's type definitions, indexed by the ids in `ids`: their derives
/// were read and resolved once there, and reading every struct's `#[derive(...)]` again
/// here cost 1% of a 1,000-kind run (#24).
pub(super) fn discover(
    src: Parsed<'_>,
    ids: &HashMap<*const syn::Item, TypeId>,
    types: &[super::TypeDef],
    max_kinds: usize,
) -> (Vec<Kind>, Diagnostics) {
    let mut diags = Vec::new();
    let mut by_kind: BTreeMap<(String, String), Vec<KindVersion>> = BTreeMap::new();
    for module in src.index.modules() {
        for item in src.items(module) {
            let syn::Item::Struct(s) = item else { continue };
            let Some(&spec) = ids.get(&(item as *const syn::Item)) else {
                continue;
            };
            // Under a constantly false `cfg` the struct is in no build (source::cfg).
            if crate::source::cfg::is_absent(&s.attrs) {
                continue;
            }
            // The type reader resolved its derives already.
            let derives = |name: &str| types.get(spec).is_some_and(|t| t.derives(name));
            let kube_only =
                derives(super::derives::KUBE_CUSTOM_RESOURCE) && !derives("CustomResource");
            if kube_only && !s.attrs.iter().any(super::kube::is_kube_attr) {
                // kube-derive's CustomResource (imported under another name, or written
                // as its path) with crdgen's options: rustc refuses `#[crd]` under it.
                if let Some((_, span)) = kind_options_without_derive(&s.attrs) {
                    diags.push(
                        Diagnostic::error(
                            codes::KIND_OPTIONS_WITHOUT_DERIVE,
                            format!(
                                "`{}` has #[crd(...)] kind options but derives kube-derive's CustomResource, which does not read them",
                                s.ident
                            ),
                        )
                        .at(src.index.location_in(module, span))
                        .label("crdgen's kind option")
                        .help("derive `crdgen::CustomResource` in place of kube's, or write kube-derive's #[kube(...)] options"),
                    );
                    continue;
                }
            }
            if !derives("CustomResource") && !kube_only {
                // Without the derive nothing makes it a kind, yet its author meant one: say
                // so instead of generating nothing (rustc refuses the attribute anyway).
                // A derive that could not be resolved (E0115, above) may be the one.
                // Its errors are reported here, where they decide something; a derive
                // elsewhere that cannot be followed keeps its written name.
                let unresolved = types.get(spec).map_or(&[][..], |t| &t.derive_errors[..]);
                if kind_options_without_derive(&s.attrs).is_some() && !unresolved.is_empty() {
                    diags.extend(unresolved.iter().cloned());
                } else if let Some((attr, span)) = kind_options_without_derive(&s.attrs) {
                    diags.push(
                        Diagnostic::error(
                            codes::KIND_OPTIONS_WITHOUT_DERIVE,
                            format!(
                                "`{}` has kind options but does not derive CustomResource",
                                s.ident
                            ),
                        )
                        .at(src.index.location_in(module, span))
                        .label("a kind option")
                        .help(format!(
                            "add `{}` to the struct's derives",
                            if attr == "kube" {
                                "kube::CustomResource"
                            } else {
                                "crdgen::CustomResource"
                            }
                        )),
                    );
                }
                continue;
            }
            let options = match (
                kind::parse(&s.attrs, s.ident.span()),
                super::kube::parse(&s.attrs, &s.ident),
            ) {
                (Ok(Some(crd)), Ok(Some(_)) | Err(_)) => Err(crate::model::AttrError::new(
                    crate::diagnostic::codes::kube_dialect::KUBE_AND_CRD_DIALECTS,
                    s.attrs
                        .iter()
                        .find(|a| super::kube::is_kube_attr(a))
                        .map_or(s.ident.span(), syn::spanned::Spanned::span),
                    format!("`{}` has both #[kube(...)] and #[crd(...)] kind options", s.ident),
                )
                .label("kube-derive's options")
                .note(format!(
                    "#[crd(...)] is on line {}",
                    crd.span.start().line
                ))
                .help("keep the options of the derive the struct uses: #[kube(...)] for kube::CustomResource, #[crd(...)] for crdgen::CustomResource")),
                (Ok(None), kube) => kube,
                (crd, _) => crd,
            };
            match options {
                Ok(Some(options)) => {
                    by_kind
                        .entry((options.group.value.clone(), options.kind.value.clone()))
                        .or_default()
                        .push(KindVersion {
                            status: options
                                .status
                                .as_ref()
                                .map(|path| super::build::resolve_path(src, ids, module, path)),
                            options,
                            module,
                            spec,
                            spec_name: (s.ident.to_string(), s.ident.span()),
                        });
                }
                Ok(None) => diags.push(
                    Diagnostic::error(
                        codes::MISSING_KIND_ATTRIBUTE,
                        format!(
                            "`{}` derives CustomResource but has no #[crd(...)] or #[kube(...)]",
                            s.ident
                        ),
                    )
                    .at(src.index.location_in(module, s.ident.span()))
                    .label("spec struct")
                    .help("add #[crd(group = \"example.com\", version = \"v1\", kind = \"Foo\")] (crdgen::CustomResource) or #[kube(group = \"example.com\", version = \"v1\", kind = \"Foo\")] (kube::CustomResource)"),
                ),
                Err(e) => {
                    let location = src.index.location_in(module, e.span);
                    diags.push(e.into_diagnostic(location));
                }
            }
        }
    }
    if by_kind.len() > max_kinds
        && let Some(((group, kind), versions)) = by_kind.iter().nth(max_kinds)
        && let Some(first) = versions.first()
    {
        diags.push(
            Diagnostic::error(crate::diagnostic::codes::input::TOO_MANY_KINDS, format!(
                "{} kinds found, more than the {max_kinds} crdgen generates in one run (`max-kinds`)",
                by_kind.len()
            ))
            .at(src.index.location_in(first.module, first.spec_name.1))
            .label(format!(
                "kind `{}` of group `{}` is past the limit",
                escape::value(kind),
                escape::value(group)
            ))
            .help("raise `max-kinds` in the crdgen configuration (or pass --max-kinds), split the API types into several crates, or point `paths` at fewer modules"),
        );
        // Only the kinds within the limit are built (for `kind`, which ignores the
        // diagnostics of other kinds).
        by_kind = by_kind.into_iter().take(max_kinds).collect();
    }
    let mut kinds = Vec::new();
    for ((group, kind), mut versions) in by_kind {
        versions.sort_by(|a, b| a.options.version.value.cmp(&b.options.version.value));
        let mut twice = false;
        for pair in versions.windows(2) {
            if pair[0].options.version.value == pair[1].options.version.value {
                let (a, b) = (&pair[0], &pair[1]);
                diags.push(
                    Diagnostic::error(
                        codes::VERSION_DECLARED_TWICE,
                        format!(
                            "kind `{}` of group `{}` is declared twice at version `{}`",
                            escape::value(&kind),
                            escape::value(&group),
                            escape::value(&a.options.version.value)
                        ),
                    )
                    .at(src.index.location_in(b.module, b.options.version.span))
                    .label("second declaration")
                    .note(format!(
                        "first declared at {}",
                        src.index
                            .location_in(a.module, a.options.version.span)
                            .file
                            .display()
                    ))
                    .help("give each version its own version name, or remove one"),
                );
                twice = true;
            }
        }
        // Which of the two is meant is unknown: building either would only report
        // consequences of the same mistake.
        if twice {
            continue;
        }
        kinds.push(Kind {
            group,
            kind,
            versions,
        });
    }
    let mut d = Diagnostics(diags);
    d.sort();
    (kinds, d)
}
