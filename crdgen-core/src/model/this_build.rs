//! The spec struct as this compilation sees it against the CRD built for the builds the
//! crdgen configuration names (`features`, `optional-features`, …).
//!
//! rustc removes the fields whose `cfg` is off before a derive sees its input, so the
//! derive knows which fields this build of the crate has; the engine reads the files for
//! the configured builds. When cargo compiles the crate with features the configuration
//! does not describe (feature unification turns one on, a user passes `--features`), the
//! two disagree: serde would write a field the CRD lacks (the API server prunes it) or the
//! CRD requires one this build never writes. That is data lost without a word, so the
//! derive refuses it.

use std::collections::BTreeSet;

use proc_macro2::Span;
use serde_json::Value;
use syn::ext::IdentExt;

use crate::diagnostic::codes::{self, markers::BUILD_DIFFERS_FROM_CONFIGURATION};
use crate::model::serde as serde_attrs;

/// What the derive reports: where, and the full text with its code.
pub type Mismatch = (Span, String);

/// The first field of `item` (this build's spec struct) that the CRD's spec schema of
/// `version` lacks, or else the first required spec property no field of `item` writes
/// (an optional one is what `optional-features` makes of a field some builds lack); `None` when
/// they agree or when `item` cannot be compared (a flattened field hides which properties
/// are its own, attribute errors are reported elsewhere). `top_level`: the fields are the
/// root's properties.
pub fn check(
    item: &syn::DeriveInput,
    version: &str,
    top_level: bool,
    crd: &Value,
) -> Option<Mismatch> {
    let syn::Data::Struct(data) = &item.data else {
        return None;
    };
    let container = serde_attrs::container(&item.attrs).ok()?;
    let schema = crd["spec"]["versions"]
        .as_array()?
        .iter()
        .find(|v| v["name"] == version)?
        .get("schema")?
        .get("openAPIV3Schema")?;
    let spec = if top_level {
        schema
    } else {
        schema.get("properties")?.get("spec")?
    };
    let properties = spec.get("properties")?.as_object()?;
    let required: Vec<&str> = spec
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut flattened = false;
    let mut written = BTreeSet::new();
    for field in &data.fields {
        let ident = field.ident.as_ref()?;
        let attrs = serde_attrs::field(&field.attrs).ok()?;
        if attrs.flatten {
            flattened = true;
            continue;
        }
        if attrs.skip || attrs.skip_serializing {
            continue;
        }
        let raw = ident.unraw().to_string();
        let name = attrs.rename.clone().unwrap_or_else(|| {
            container
                .rename_all
                .write
                .map_or_else(|| raw.clone(), |rule| rule.apply_to_field(&raw))
        });
        if !properties.contains_key(&name) {
            return Some((
                ident.span(),
                codes::prefixed(
                    BUILD_DIFFERS_FROM_CONFIGURATION,
                    &format!(
                        "`{raw}` is in this build of the crate but not in its CRD: the API server would prune what serde writes there\n= note: the CRD serves the builds the crdgen configuration names; this crate is compiled with other features, and its `cfg` attributes differ from theirs\n= help: name the feature in `features` (on in every build) or `optional-features` (in some) of the crdgen configuration"
                    ),
                ),
            ));
        }
        written.insert(name);
    }
    let root_only = |name: &str| top_level && matches!(name, "apiVersion" | "kind" | "metadata");
    if flattened {
        return None;
    }
    // A property some configured builds do not write is optional (W0383); only one this
    // build must write and does not is a mismatch.
    let missing = required
        .iter()
        .find(|name| !written.contains(**name) && !root_only(name))?;
    Some((
        item.ident.span(),
        codes::prefixed(
            BUILD_DIFFERS_FROM_CONFIGURATION,
            &format!(
                "the CRD requires `{missing}`, which this build of `{}` does not write\n= note: the CRD serves the builds the crdgen configuration names; this crate is compiled with other features, and its `cfg` attributes differ from theirs\n= help: name the features that vary in `optional-features` of the crdgen configuration, or build with the configured ones",
                item.ident
            ),
        ),
    ))
}
