//! `docs/markers.md` is the keyword table's documentation: generated from
//! `crdgen_core::keywords`, so a marker, keyword or kind option added to the table
//! appears there, and one removed disappears. Every example it shows is accepted.

use std::path::{Path, PathBuf};

use crdgen_core::keywords;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

#[test]
fn docs_list_every_marker() {
    let path = workspace().join("docs/markers.md");
    let expected = keywords::markdown();
    if std::env::var_os("CRDGEN_BLESS").is_some() {
        std::fs::write(&path, &expected).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == expected,
        "docs/markers.md is stale: run `CRDGEN_BLESS=1 cargo test -p crdgen-tests --test markers_doc`"
    );
}

/// The attribute `#[crd(inner)]` on a struct.
fn item(inner: &str) -> syn::DeriveInput {
    syn::parse_str(&format!("#[crd({inner})] struct FooSpec {{}}"))
        .unwrap_or_else(|e| panic!("`{inner}` is not an attribute: {e}"))
}

#[test]
fn every_marker_example_is_accepted_where_the_table_says_it_may_be_written() {
    use crdgen_core::model::markers::{Place, parse};
    for (m, _) in keywords::markers() {
        // Refused wherever it is written: its row says so.
        if m.key == "unique_items" {
            continue;
        }
        let attrs = item(m.example).attrs;
        for (place, allowed) in [(Place::Field, m.on.field()), (Place::Type, m.on.ty())] {
            let result = parse(&attrs, place);
            assert_eq!(
                result.is_ok(),
                allowed,
                "`{}` on {place:?}: {:?}",
                m.example,
                result.err()
            );
        }
    }
}

#[test]
fn every_kind_option_example_is_accepted() {
    for o in keywords::KIND_OPTIONS {
        let mut parts: Vec<&str> = [
            ("group", "group = \"example.com\""),
            ("version", "version = \"v1\""),
            ("kind", "kind = \"Foo\""),
        ]
        .into_iter()
        .filter(|(key, _)| *key != o.key)
        .map(|(_, part)| part)
        .collect();
        // The scale subresource reads the replicas from the status, and the status
        // options are about the status property.
        if matches!(o.key, "scale" | "status_doc" | "status_nullable") {
            parts.push("status = \"FooStatus\"");
        }
        parts.push(o.example);
        let input = item(&parts.join(", "));
        let result = crdgen_core::model::kind::parse(&input.attrs, input.ident.span());
        assert!(
            matches!(result, Ok(Some(_))),
            "`{}`: {:?}",
            o.example,
            result.err()
        );
    }
}
