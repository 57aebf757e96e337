//! `#[schemars(...)]` and `#[x_kube(...)]` on fields and types → `#[crd(...)]`, by the
//! same readers `crdgen generate` reads them with ([`crate::model::foreign`]): what a
//! reader translates to crdgen markers is written as those markers; what it reads but
//! does not honour as written, a description, a schema given elsewhere, or an attribute
//! on a variant is refused (E1112). validator's `#[validate(...)]` and garde's
//! `#[garde(...)]` stay: their own derives still check values at run time, and crdgen
//! reads them in either dialect.

use syn::spanned::Spanned as _;
use syn::{Attribute, Fields, Item};

use super::edits::Editor;
use super::tokens;
use crate::diagnostic::codes::kube_dialect::MIGRATE_ATTRIBUTE_NOT_CARRIED;
use crate::model::AttrError;
use crate::model::foreign::{self, Read, Scope};

/// The attributes this pass rewrites.
fn is_ours(attr: &Attribute) -> bool {
    attr.path().is_ident("schemars") || attr.path().is_ident("x_kube")
}

/// The attributes the readers see: every one but validator's and garde's, which stay.
fn readable(attrs: &[Attribute]) -> Vec<Attribute> {
    attrs
        .iter()
        .filter(|a| !a.path().is_ident("validate") && !a.path().is_ident("garde"))
        .cloned()
        .collect()
}

const HELP: &str = "write it by hand as #[crd(...)] markers or a doc comment (docs/foreign-attributes.md gives crdgen's spelling of each attribute), then run crdgen migrate again";

/// Rewrites the foreign attributes of one struct or enum and of its fields.
pub(crate) fn rewrite(
    item: &Item,
    scope: Scope<'_>,
    e: &mut Editor<'_>,
    errors: &mut Vec<AttrError>,
) {
    let (attrs, fields): (&[Attribute], Vec<&syn::Field>) = match item {
        Item::Struct(s) => (&s.attrs, fields_of(&s.fields)),
        Item::Enum(en) => {
            for v in &en.variants {
                for attr in v.attrs.iter().filter(|a| is_ours(a)) {
                    errors.push(
                        AttrError::new(
                            MIGRATE_ATTRIBUTE_NOT_CARRIED,
                            attr.span(),
                            format!(
                                "#[{}(...)] on a variant cannot be written as crdgen markers",
                                attr.path()
                                    .get_ident()
                                    .map(ToString::to_string)
                                    .unwrap_or_default()
                            ),
                        )
                        .label("not migrated")
                        .note("crdgen's markers go on fields and types, not on variants")
                        .help(HELP),
                    );
                }
            }
            let fields = en
                .variants
                .iter()
                .flat_map(|v| fields_of(&v.fields))
                .collect();
            (&en.attrs, fields)
        }
        _ => return,
    };
    if attrs.iter().any(is_ours) {
        let read = foreign::container(&readable(attrs), scope);
        carry(attrs, &read, e, errors);
    }
    for f in fields {
        if f.attrs.iter().any(is_ours) {
            let read = foreign::field(&readable(&f.attrs), &f.ty, scope);
            carry(&f.attrs, &read, e, errors);
        }
    }
}

fn fields_of(fields: &Fields) -> Vec<&syn::Field> {
    fields.iter().collect()
}

/// Replaces the foreign attributes among `attrs` by one `#[crd(...)]` with what `read`
/// translated, or refuses them.
fn carry(attrs: &[Attribute], read: &Read, e: &mut Editor<'_>, errors: &mut Vec<AttrError>) {
    let before = errors.len();
    errors.extend(read.errors.iter().cloned());
    for w in &read.warnings {
        let mut err = AttrError::new(
            MIGRATE_ATTRIBUTE_NOT_CARRIED,
            w.span,
            format!("cannot be written as crdgen markers: {}", w.message),
        )
        .label("not migrated")
        .note(format!(
            "crdgen generate reads it with warning {}; a #[crd(...)] marker would say something else",
            w.code.id
        ));
        err = err.help(HELP);
        errors.push(err);
    }
    if read.description.is_some() {
        let span = key_span(attrs, "description")
            .or_else(|| attrs.iter().find(|a| is_ours(a)).map(|a| a.span()))
            .unwrap_or_else(proc_macro2::Span::call_site);
        errors.push(
            AttrError::new(
                MIGRATE_ATTRIBUTE_NOT_CARRIED,
                span,
                "`description` in #[schemars(...)] cannot be written as a crdgen marker",
            )
            .label("not migrated")
            .note("crdgen takes descriptions from doc comments")
            .help("write the description as the doc comment (`/// ...`) and remove it here, then run crdgen migrate again"),
        );
    }
    if let Some((span, key)) = read.schema_override() {
        // `with` names a type whose schema stands in for the field's, `schema_with` a
        // function: say which, so the user knows what crdgen could not look through,
        // with E1204's reason.
        let (_, note) = foreign::schema_override_wording(key, "the field's own type");
        let message = if key == "with" {
            "`with` takes the schema of another type, which cannot be written as crdgen markers"
        } else {
            "a schema given by a function cannot be written as crdgen markers"
        };
        errors.push(
            AttrError::new(MIGRATE_ATTRIBUTE_NOT_CARRIED, span, message)
                .label("not migrated")
                .note(note)
            .help("give the schema as #[crd(type = \"string\")] (with format, pattern, … as needed), #[crd(schema = r#\"{...}\"#)] or #[crd(int_or_string)] and remove it here, then run crdgen migrate again"),
        );
    }
    if errors.len() > before {
        return;
    }
    let ours: Vec<&Attribute> = attrs.iter().filter(|a| is_ours(a)).collect();
    let markers = read.translated();
    let replacement = (!markers.is_empty()).then(|| {
        let items: Vec<String> = markers.iter().map(tokens::print).collect();
        format!("#[crd({})]", items.join(", "))
    });
    for (n, attr) in ours.iter().enumerate() {
        let (start, end) = e.range(attr.span());
        match (&replacement, n) {
            (Some(crd), 0) => e.replace(start, end, crd.clone()),
            _ => e.remove_lines(start, end),
        }
    }
}

/// Where `key` is written inside one of the `#[schemars(...)]` attributes.
fn key_span(attrs: &[Attribute], key: &str) -> Option<proc_macro2::Span> {
    let mut found = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("schemars")) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident(key) && found.is_none() {
                found = Some(meta.path.span());
            }
            if meta.input.peek(syn::Token![=]) {
                meta.value()?.parse::<syn::Expr>()?;
            } else if meta.input.peek(syn::token::Paren) {
                let _content;
                syn::parenthesized!(_content in meta.input);
            }
            Ok(())
        });
    }
    found
}
