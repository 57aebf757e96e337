//! Whether a field is required: serde's view, overridden by `#[crd(required)]` /
//! `#[crd(optional)]` on the field or `crdgen::module_markers!(required | optional);`
//! in its module (controller-gen's package-level `+kubebuilder:validation:Optional`).

use proc_macro2::Span;
use syn::spanned::Spanned;

use super::AttrError;
use crate::diagnostic::codes::markers as codes;

pub use crate::keywords::Presence;

/// What serde does with a field, as far as presence goes.
#[derive(Debug, Clone, Copy)]
pub struct SerdeView {
    /// serde may leave the key out when writing (Option, skip_serializing_if, ...):
    /// what makes a field optional when nothing is written.
    pub may_omit: bool,
    /// serde can read the object without the key (Option, a serde default).
    pub can_be_absent: bool,
    /// serde writes `None` as `null` (an Option without skip_serializing_if).
    pub writes_null: bool,
    /// The field is an `Option` serde reads through a function (`with` or
    /// `deserialize_with`, the key given here) and without a default: serde then needs
    /// the key, so `optional` cannot hold and its error says why.
    pub option_read_by: Option<&'static str>,
}

/// The outcome for one field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// Listed in `required`.
    pub required: bool,
    /// The schema needs `nullable: true` because a required key may be written as null.
    pub nullable: bool,
}

/// Decides a field's presence. `field` is the field's own marker, `module` the
/// module's default; `field_span` is where to point when the module default cannot
/// hold for this field.
pub fn decide(
    serde: SerdeView,
    field: Option<(Presence, Span)>,
    module: Option<(Presence, Span)>,
    field_span: Span,
) -> Result<Decision, AttrError> {
    let explicit = field.or(module.map(|(p, _)| (p, field_span)));
    let required = match explicit {
        None => !serde.may_omit,
        Some((Presence::Required, _)) => true,
        Some((Presence::Optional, span)) => {
            if !serde.can_be_absent {
                return Err(optional_but_required(serde, field.is_some(), span));
            }
            false
        }
    };
    Ok(Decision {
        required,
        // A required Option that serde writes as null must accept null, or the API
        // server rejects what the Rust client sends.
        nullable: required && serde.writes_null,
    })
}

/// E0329: `optional` (the field's or the module's) on a field serde cannot read without.
fn optional_but_required(serde: SerdeView, on_field: bool, span: Span) -> AttrError {
    let Some(key) = serde.option_read_by else {
        let err = AttrError::new(
            codes::OPTIONAL_BUT_SERDE_REQUIRES,
            span,
            "this field is marked optional, but serde cannot read the object without it",
        )
        .label("serde requires this field");
        return if on_field {
            err.help("add #[serde(default)] or make it an Option")
        } else {
            err.help("the module says `crdgen::module_markers!(optional)`: add #[serde(default)], make it an Option, or mark the field #[crd(required)]")
        };
    };
    // serde_derive reads a missing `Option` as `None` only when it reads the field
    // itself; through a function a missing key is `missing_field`, whatever the type.
    let err = AttrError::new(
        codes::OPTIONAL_BUT_SERDE_REQUIRES,
        span,
        format!(
            "this `Option` field is marked optional, but serde reads it through `{key}` and then cannot read the object without its key"
        ),
    )
    .label("serde requires this field")
    .note(format!(
        "serde reads a missing `Option` as `None` only without `with` or `deserialize_with`; through `{key}` a missing key is the error \"missing field\""
    ));
    if on_field {
        err.help("add #[serde(default)] to the field, so that a missing key reads as `None`")
    } else {
        err.help("the module says `crdgen::module_markers!(optional)`: add #[serde(default)] to the field, so that a missing key reads as `None`, or mark it #[crd(required)]")
    }
}

/// E0397: a required `Option` written by a function (`key`, at `span`) whose schema
/// does not say whether the function writes `None` as `null`; `serde_needs_key` when
/// serde makes it required (read through `with`, no default), not a `required` marker.
/// Neither guess is sound: not `nullable`, the API server drops a `null` the function
/// writes and the object no longer reads ("missing field"); `nullable`, it keeps a
/// `null` a function that never writes one may not read. So the field must say.
pub fn null_unstated(span: Span, key: &str, serde_needs_key: bool) -> AttrError {
    let (why, or_else) = if serde_needs_key {
        (
            " and cannot read the object without its key",
            "or add #[serde(default)] so that a missing key reads as `None`",
        )
    } else {
        (
            ", and the field is marked required",
            "or remove `required` so that the API server may drop the `null`",
        )
    };
    AttrError::new(
        codes::OPTION_NULL_UNSTATED,
        span,
        format!(
            "serde writes this `Option` through `{key}`{why}, but its schema does not say whether `None` is written as `null`"
        ),
    )
    .label("crdgen cannot see what this function writes")
    .note("the field is required; the API server drops a `null` its schema does not allow as `nullable`, and the object would no longer read")
    .help(format!("write `nullable` in the field's #[crd(...)] if the function writes `None` as `null`, `nullable = false` if it never does, {or_else}"))
}

/// `required` / `optional` written where there is no key to be present: the inner
/// field of a newtype or one-field variant, or a flattened field.
pub fn misplaced(span: Span, place: &str) -> AttrError {
    AttrError::new(
        codes::PRESENCE_MISPLACED,
        span,
        format!("`required` / `optional` do not apply to {place}"),
    )
    .label("no JSON key of its own")
    .help("write it on the field that uses this type, or remove it")
}

/// The module default set by a `crdgen::module_markers!(...)` item among `items`.
/// The macro expands to nothing; crdgen reads it from source.
pub fn module_default(items: &[syn::Item]) -> Result<Option<(Presence, Span)>, AttrError> {
    let mut found: Option<(Presence, Span)> = None;
    for item in items {
        let syn::Item::Macro(m) = item else { continue };
        let segments: Vec<String> = m
            .mac
            .path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect();
        let is_ours = match segments.as_slice() {
            [name] => name == "module_markers",
            [krate, name] => krate == "crdgen" && name == "module_markers",
            _ => false,
        };
        if !is_ours {
            continue;
        }
        let span = m.mac.path.span();
        if found.is_some() {
            return Err(AttrError::new(
                codes::MODULE_MARKERS_TWICE,
                span,
                "a second `module_markers!` in this module",
            )
            .label("second one")
            .help("write all module markers in one `crdgen::module_markers!(...)`"));
        }
        let idents = m
            .mac
            .parse_body_with(
                syn::punctuated::Punctuated::<syn::Ident, syn::Token![,]>::parse_terminated,
            )
            .map_err(|e| {
                AttrError::from_syn(e).help(
                    "write crdgen::module_markers!(optional) or crdgen::module_markers!(required)",
                )
            })?;
        let mut presence: Option<(Presence, Span)> = None;
        for ident in &idents {
            let p = match ident.to_string().as_str() {
                "optional" => Presence::Optional,
                "required" => Presence::Required,
                other => {
                    let known = ["optional", "required"];
                    let err = AttrError::new(
                        codes::UNKNOWN_MODULE_MARKER,
                        ident.span(),
                        format!("unknown module marker `{other}`"),
                    )
                    .label("unknown marker");
                    return Err(match crate::diagnostic::suggest::best(other, &known) {
                        Some(c) => err.help(format!(
                            "did you mean `{c}`? module markers: optional, required"
                        )),
                        None => err.help("module markers: optional, required"),
                    });
                }
            };
            if presence.is_some() {
                return Err(AttrError::new(
                    codes::PRESENCE_CONFLICT,
                    ident.span(),
                    "`optional` and `required` are both given",
                )
                .label("second presence")
                .help("keep one of them"));
            }
            presence = Some((p, ident.span()));
        }
        let Some(p) = presence else {
            return Err(AttrError::new(
                codes::MODULE_MARKERS_EMPTY,
                span,
                "`module_markers!` is empty",
            )
            .label("no markers")
            .help("write crdgen::module_markers!(optional) or crdgen::module_markers!(required)"));
        };
        found = Some(p);
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_module_default() {
        let file: syn::File = syn::parse_quote! {
            crdgen::module_markers!(optional);
            pub struct A { x: i32 }
        };
        let d = module_default(&file.items).unwrap().map(|(p, _)| p);
        assert_eq!(d, Some(Presence::Optional));
        let file: syn::File = syn::parse_quote! { crdgen::module_markers!(requird); };
        let err = module_default(&file.items).unwrap_err();
        assert_eq!(err.message, "unknown module marker `requird`");
    }

    #[test]
    fn an_option_read_through_with_is_required_and_cannot_be_optional() {
        let serde = SerdeView {
            may_omit: false,
            can_be_absent: false,
            writes_null: true,
            option_read_by: Some("with"),
        };
        let s = Span::call_site();
        let d = decide(serde, None, None, s).unwrap();
        assert_eq!(
            d,
            Decision {
                required: true,
                nullable: true
            }
        );
        let err = decide(serde, Some((Presence::Optional, s)), None, s).unwrap_err();
        assert_eq!(
            err.message,
            "this `Option` field is marked optional, but serde reads it through `with` and then cannot read the object without its key"
        );
        assert_eq!(
            err.help.as_deref(),
            Some("add #[serde(default)] to the field, so that a missing key reads as `None`")
        );
    }

    #[test]
    fn a_required_option_written_as_null_is_nullable() {
        let serde = SerdeView {
            may_omit: true,
            can_be_absent: true,
            writes_null: true,
            option_read_by: None,
        };
        let s = Span::call_site();
        let d = decide(serde, Some((Presence::Required, s)), None, s).unwrap();
        assert_eq!(
            d,
            Decision {
                required: true,
                nullable: true
            }
        );
        let d = decide(serde, None, None, s).unwrap();
        assert_eq!(
            d,
            Decision {
                required: false,
                nullable: false
            }
        );
    }
}
