//! The table against itself: what the readers of the table rely on.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

#[test]
fn keys_and_names_are_unique_and_kind_keys_are_not_markers() {
    let mut keys = BTreeSet::new();
    for (m, _) in markers() {
        assert!(keys.insert(m.key), "marker `{}` twice", m.key);
    }
    let mut names = BTreeSet::new();
    for k in KEYWORDS {
        assert!(names.insert(k.name), "keyword `{}` twice", k.name);
    }
    let mut kind_keys = BTreeSet::new();
    for o in KIND_OPTIONS {
        assert!(kind_keys.insert(o.key), "kind option `{}` twice", o.key);
        assert!(
            !keys.contains(o.key),
            "`{}` is a marker and a kind option",
            o.key
        );
    }
}

#[test]
fn every_bound_has_a_partner_that_bounds_it_back() {
    for k in KEYWORDS {
        let Some(b) = k.bound else { continue };
        let partner = keyword(b.partner).expect("partner in the table");
        let back = partner.bound.expect("the partner is a bound");
        assert_eq!(back.partner, k.name);
        assert_ne!(back.side, b.side, "{} and {}", k.name, partner.name);
        assert_eq!(back.measures, b.measures);
        assert_eq!(partner.applies, k.applies);
        if let Some(flag) = b.exclusive {
            assert!(keyword(flag).is_some(), "{flag}");
        }
        if let Measure::Size(_) = b.measures {
            assert!(matches!(k.applies, Applies::To([_])), "{}", k.name);
        }
    }
}

#[test]
fn a_controller_gen_name_means_one_thing() {
    let mut seen: BTreeMap<String, Form> = BTreeMap::new();
    for (g, _) in go_spellings() {
        let name = g.name.to_ascii_lowercase();
        assert!(!g.name.starts_with('+'), "{}", g.name);
        if let Some(form) = seen.insert(name.clone(), g.form) {
            assert_eq!(form, g.form, "{name}");
        }
    }
}

#[test]
fn every_marker_and_option_is_documented() {
    for (m, _) in markers() {
        assert!(!m.example.is_empty() && !m.doc.is_empty(), "{}", m.key);
        assert!(m.example.starts_with(m.key), "{}", m.key);
    }
    for o in KIND_OPTIONS {
        assert!(!o.example.is_empty() && !o.doc.is_empty(), "{}", o.key);
        assert!(o.example.starts_with(o.key), "{}", o.key);
    }
}

#[test]
fn ranges_cost_and_formats() {
    let names =
        |(l, h, unit): (&'static Keyword, &'static Keyword, &'static str)| (l.name, h.name, unit);
    let sizes = |ty| size_ranges(ty).map(names).collect::<Vec<_>>();
    assert_eq!(sizes("string"), [("minLength", "maxLength", "characters")]);
    assert_eq!(sizes("array"), [("minItems", "maxItems", "items")]);
    assert_eq!(
        sizes("object"),
        [("minProperties", "maxProperties", "properties")]
    );
    assert_eq!(sizes("integer"), []);
    let values: Vec<_> = value_ranges().map(|(l, h)| (l.name, h.name)).collect();
    assert_eq!(values, [("minimum", "maximum")]);
    assert_eq!(cost_marker(CostBound::List), "max_items");
    assert_eq!(cost_marker(CostBound::Map), "max_properties");
    assert_eq!(cost_marker(CostBound::String), "max_length");
    let string_bounds: Vec<_> = cost_bounds(CostBound::String).map(|k| k.name).collect();
    assert_eq!(string_bounds, ["maxLength", "enum"]);
    assert!(format_fits("integer", "int32") && !format_fits("integer", "float"));
    assert!(format_fits("number", "double") && !format_fits("number", "int64"));
    assert!(format_fits("string", "date-time") && !format_fits("string", "int32"));
    assert!(!format_fits("boolean", "date-time"));
}
