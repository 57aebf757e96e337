//! Field- and type-level markers in `#[crd(...)]`: one registry, each marker a typed
//! value that knows where it may appear and how it changes the schema.
//!
//! This is the registry the markers issue grows; unknown markers are errors, never
//! ignored (controller-gen silently ignores them, which hides typos).

mod all_of;
mod structure;
pub mod value;

use serde_json::{Map, Number, Value};
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Attribute, Lit, LitStr};

use super::cel::CelKind;
use super::kind::unknown_key;
use super::presence::Presence;
use super::{AttrError, is_crd_attr};
use crate::diagnostic::codes::{markers as codes, syn_error};
use crate::diagnostic::escape;

/// Where a marker is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// On a field.
    Field,
    /// On a struct or enum (applies wherever the type is used).
    Type,
    /// On the spec struct of a kind, where kind options share the attribute; they are
    /// read (and unknown keys reported) by [`super::kind`].
    Kind,
}

/// What a marker needs of the schema it applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Needs {
    Any,
    Number,
    String,
    Array,
    Object,
    /// An object with named properties (a Rust struct).
    Struct,
    /// An object with free keys (a Rust map).
    Map,
}

/// How a marker's value is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ValueKind {
    Flag,
    Number,
    NonNegInt,
    Str,
    StrList,
    /// A JSON-like value (see [`value`]).
    Json,
    /// A non-empty array of JSON-like values.
    JsonList,
    /// One of the listed strings.
    Choice(&'static [&'static str]),
    /// `external_docs(url = "...", description = "...")`.
    ExternalDocs,
    /// Markers for the items of an array: `items(min_length = 1, ...)`.
    Nested,
    /// A regular expression, compiled at generation time: the API server compiles
    /// `pattern` with Go's RE2, whose syntax Rust's `regex` crate follows.
    Regex,
    /// A rule of `x-kubernetes-validations`, read and applied by [`super::cel`].
    Cel(CelKind),
    /// `required` / `optional`: read by the schema builder, never written as a property.
    Presence(Presence),
}

struct MarkerDef {
    /// The key in `#[crd(...)]`.
    key: &'static str,
    /// The OpenAPI property it sets.
    property: &'static str,
    value: ValueKind,
    needs: Needs,
    field: bool,
    ty: bool,
}

/// A marker only fields (`field`) or only types (`!field`) may carry.
const fn only(
    key: &'static str,
    property: &'static str,
    value: ValueKind,
    needs: Needs,
    field: bool,
) -> MarkerDef {
    MarkerDef {
        key,
        property,
        value,
        needs,
        field,
        ty: !field,
    }
}

const fn def(
    key: &'static str,
    property: &'static str,
    value: ValueKind,
    needs: Needs,
) -> MarkerDef {
    MarkerDef {
        key,
        property,
        value,
        needs,
        field: true,
        ty: true,
    }
}

const MAP_TYPES: &[&str] = &["atomic", "granular"];

/// The registry, sorted by key.
const MARKERS: &[MarkerDef] = &[
    only(
        "at_least_one_of",
        "x-kubernetes-validations",
        ValueKind::Cel(CelKind::AtLeastOneOf),
        Needs::Object,
        false,
    ),
    only(
        "at_most_one_of",
        "x-kubernetes-validations",
        ValueKind::Cel(CelKind::AtMostOneOf),
        Needs::Object,
        false,
    ),
    def("default", "default", ValueKind::Json, Needs::Any),
    only(
        "exactly_one_of",
        "x-kubernetes-validations",
        ValueKind::Cel(CelKind::ExactlyOneOf),
        Needs::Object,
        false,
    ),
    def(
        "embedded_resource",
        "x-kubernetes-embedded-resource",
        ValueKind::Flag,
        Needs::Object,
    ),
    def("enum", "enum", ValueKind::JsonList, Needs::Any),
    def("example", "example", ValueKind::Json, Needs::Any),
    def(
        "exclusive_maximum",
        "exclusiveMaximum",
        ValueKind::Flag,
        Needs::Number,
    ),
    def(
        "exclusive_minimum",
        "exclusiveMinimum",
        ValueKind::Flag,
        Needs::Number,
    ),
    def(
        "external_docs",
        "externalDocs",
        ValueKind::ExternalDocs,
        Needs::Any,
    ),
    def("format", "format", ValueKind::Str, Needs::Any),
    only(
        "immutable",
        "x-kubernetes-validations",
        ValueKind::Cel(CelKind::Immutable),
        Needs::Any,
        true,
    ),
    def(
        "int_or_string",
        "x-kubernetes-int-or-string",
        ValueKind::Flag,
        Needs::Any,
    ),
    def("items", "items", ValueKind::Nested, Needs::Array),
    def(
        "list_map_keys",
        "x-kubernetes-list-map-keys",
        ValueKind::StrList,
        Needs::Array,
    ),
    def(
        "list_type",
        "x-kubernetes-list-type",
        ValueKind::Str,
        Needs::Array,
    ),
    def(
        "map_type",
        "x-kubernetes-map-type",
        ValueKind::Choice(MAP_TYPES),
        Needs::Map,
    ),
    def("max_items", "maxItems", ValueKind::NonNegInt, Needs::Array),
    def(
        "max_length",
        "maxLength",
        ValueKind::NonNegInt,
        Needs::String,
    ),
    def(
        "max_properties",
        "maxProperties",
        ValueKind::NonNegInt,
        Needs::Object,
    ),
    def("maximum", "maximum", ValueKind::Number, Needs::Number),
    def("min_items", "minItems", ValueKind::NonNegInt, Needs::Array),
    def(
        "min_length",
        "minLength",
        ValueKind::NonNegInt,
        Needs::String,
    ),
    def(
        "min_properties",
        "minProperties",
        ValueKind::NonNegInt,
        Needs::Object,
    ),
    def("minimum", "minimum", ValueKind::Number, Needs::Number),
    def(
        "multiple_of",
        "multipleOf",
        ValueKind::Number,
        Needs::Number,
    ),
    def("nullable", "nullable", ValueKind::Flag, Needs::Any),
    only(
        "optional",
        "",
        ValueKind::Presence(Presence::Optional),
        Needs::Any,
        true,
    ),
    def("pattern", "pattern", ValueKind::Regex, Needs::String),
    def(
        "preserve_unknown_fields",
        "x-kubernetes-preserve-unknown-fields",
        ValueKind::Flag,
        Needs::Any,
    ),
    only(
        "required",
        "",
        ValueKind::Presence(Presence::Required),
        Needs::Any,
        true,
    ),
    def("schemaless", "", ValueKind::Flag, Needs::Any),
    def(
        "struct_type",
        "x-kubernetes-map-type",
        ValueKind::Choice(MAP_TYPES),
        Needs::Struct,
    ),
    def("title", "title", ValueKind::Str, Needs::Any),
    def(
        "type",
        "type",
        ValueKind::Choice(structure::TYPES),
        Needs::Any,
    ),
    def("unique_items", "uniqueItems", ValueKind::Flag, Needs::Array),
    def(
        "validation",
        "x-kubernetes-validations",
        ValueKind::Cel(CelKind::Validation),
        Needs::Any,
    ),
];

/// One marker as written, ready to apply.
#[derive(Debug, Clone)]
pub struct Marker {
    key: &'static str,
    property: &'static str,
    needs_kind: &'static str,
    value: Value,
    /// The markers inside `items(...)`.
    nested: Option<Markers>,
    /// Where each value of a list (`enum = [...]`) is written.
    item_spans: Vec<proc_macro2::Span>,
    span: proc_macro2::Span,
    kind: ValueKind,
    /// Spans of parts of the value a later check points at (a validation's
    /// `field_path`, each member of a one-of).
    parts: Vec<proc_macro2::Span>,
    place: Place,
}

/// The markers of one field or type.
#[derive(Debug, Clone, Default)]
pub struct Markers(Vec<Marker>);

/// Every marker key, for help lines.
pub fn marker_keys() -> Vec<&'static str> {
    MARKERS.iter().map(|m| m.key).collect()
}

/// Is `key` a marker (of any place)?
pub fn is_marker(key: &str) -> bool {
    MARKERS.iter().any(|m| m.key == key)
}

fn parse_value(
    meta: &ParseNestedMeta<'_>,
    key: &str,
    kind: ValueKind,
    item_spans: &mut Vec<proc_macro2::Span>,
) -> syn::Result<Value> {
    match kind {
        ValueKind::Flag => {
            if meta.input.peek(syn::Token![=]) {
                let lit: syn::LitBool = meta.value()?.parse().map_err(|e| {
                    syn_error(
                        e.span(),
                        codes::MARKER_VALUE_MALFORMED,
                        format!("`{key}` is a flag: it takes `true` or `false`, or no value\n= help: write `{key}` or `{key} = false`"),
                    )
                })?;
                Ok(Value::Bool(lit.value))
            } else {
                Ok(Value::Bool(true))
            }
        }
        ValueKind::Str => {
            let lit: LitStr = meta.value()?.parse().map_err(|e| {
                syn_error(
                    e.span(),
                    codes::MARKER_VALUE_MALFORMED,
                    format!("`{key}` takes a string\n= help: write {key} = \"...\""),
                )
            })?;
            Ok(Value::String(lit.value()))
        }
        ValueKind::Json => value::parse(meta.value()?),
        ValueKind::JsonList => {
            let input = meta.value()?;
            let span = input.span();
            if !input.peek(syn::token::Bracket) {
                return Err(syn_error(
                    span,
                    codes::MARKER_VALUE_MALFORMED,
                    format!(
                        "`{key}` takes a list of values\n= help: write {key} = [\"A\", \"B\"] or {key} = [1, 2]"
                    ),
                ));
            }
            let items = value::parse_list(input)?;
            if items.is_empty() {
                return Err(syn_error(
                    span,
                    codes::ENUM_MARKER_EMPTY,
                    format!(
                        "`{key}` needs at least one value\n= help: list the allowed values, e.g. {key} = [\"A\", \"B\"]; an empty enum accepts nothing"
                    ),
                ));
            }
            let (values, spans): (Vec<Value>, Vec<proc_macro2::Span>) = items.into_iter().unzip();
            *item_spans = spans;
            Ok(Value::Array(values))
        }
        ValueKind::Choice(choices) => {
            let lit: LitStr = meta.value()?.parse()?;
            let v = lit.value();
            if choices.contains(&v.as_str()) {
                Ok(Value::String(v))
            } else {
                let shown: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
                let v = escape::value(&v);
                Err(syn_error(
                    lit.span(),
                    codes::MARKER_VALUE_UNKNOWN,
                    format!(
                        "`{key}` cannot be \"{v}\"\n= help: write one of {}",
                        shown.join(", ")
                    ),
                ))
            }
        }
        ValueKind::ExternalDocs => structure::parse_external_docs(meta),
        // The nested markers are read by the caller, which knows the place.
        ValueKind::Nested => Ok(Value::Null),
        ValueKind::Regex => {
            let lit: LitStr = meta.value()?.parse()?;
            let pattern = lit.value();
            match regex::Regex::new(&pattern) {
                Ok(_) => Ok(Value::String(pattern)),
                Err(e) => Err(syn_error(
                    lit.span(),
                    codes::INVALID_PATTERN,
                    format!(
                        "invalid regular expression in `pattern`:\n{e}\n= help: the API server compiles it with Go's RE2 syntax; fix or escape it (a raw string r\"...\" avoids double escaping)"
                    ),
                )),
            }
        }
        ValueKind::StrList => {
            let content;
            syn::parenthesized!(content in meta.input);
            let items = content.parse_terminated(|p| p.parse::<LitStr>(), syn::Token![,])?;
            Ok(Value::Array(
                items.iter().map(|l| Value::String(l.value())).collect(),
            ))
        }
        // Read by `parse` itself, which keeps the spans of their parts.
        ValueKind::Cel(_) | ValueKind::Presence(_) => Ok(Value::Bool(true)),
        ValueKind::NonNegInt => {
            let lit: syn::LitInt = meta.value()?.parse()?;
            Ok(Value::Number(Number::from(lit.base10_parse::<u64>()?)))
        }
        ValueKind::Number => {
            let expr: syn::Expr = meta.value()?.parse()?;
            number(&expr).ok_or_else(|| {
                syn_error(
                    expr.span(),
                    codes::MARKER_VALUE_MALFORMED,
                    "expected a number literal, e.g. 1, -5 or 0.5",
                )
            })
        }
    }
}

fn number(expr: &syn::Expr) -> Option<Value> {
    match expr {
        syn::Expr::Lit(l) => match &l.lit {
            Lit::Int(i) => i
                .base10_parse::<i64>()
                .ok()
                .map(|n| Value::Number(n.into())),
            Lit::Float(f) => f
                .base10_parse::<f64>()
                .ok()
                .and_then(Number::from_f64)
                .map(Value::Number),
            _ => None,
        },
        syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Neg(_)) => match number(&u.expr)? {
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Some(Value::Number((-i).into()))
                } else {
                    n.as_f64()
                        .and_then(|f| Number::from_f64(-f))
                        .map(Value::Number)
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// Reads the markers in the `#[crd(...)]` attributes of a field or type.
pub fn parse(attrs: &[Attribute], place: Place) -> Result<Markers, AttrError> {
    let mut out = Vec::new();
    let mut first_err: Option<AttrError> = None;
    for attr in attrs.iter().filter(|a| is_crd_attr(a)) {
        attr.parse_nested_meta(|meta| parse_one(&meta, place, &mut out, &mut first_err))?;
    }
    match first_err {
        Some(err) => Err(err),
        None => Ok(Markers(out)),
    }
}

/// Reads one `key = value` (or `key(...)`) of a `#[crd(...)]` list, or of `items(...)`.
fn parse_one(
    meta: &ParseNestedMeta<'_>,
    place: Place,
    out: &mut Vec<Marker>,
    first_err: &mut Option<AttrError>,
) -> syn::Result<()> {
    let what = match place {
        Place::Field => "#[crd(...)] on a field",
        Place::Type | Place::Kind => "#[crd(...)] on a type",
    };
    let key = meta
        .path
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default();
    let found = MARKERS
        .iter()
        .find(|m| m.key == key)
        .filter(|m| match place {
            Place::Field => m.field,
            Place::Type | Place::Kind => m.ty,
        });
    match found {
        Some(m) => {
            if m.key == "unique_items" {
                first_err.get_or_insert(structure::unique_items_error(meta.path.span()));
                return super::kind::skip_value(meta);
            }
            let mut item_spans = Vec::new();
            let (value, parts) = match m.value {
                ValueKind::Cel(kind) => super::cel::parse(meta, kind)?,
                other => (
                    parse_value(meta, m.key, other, &mut item_spans)?,
                    Vec::new(),
                ),
            };
            let nested = if m.value == ValueKind::Nested {
                let mut inner = Vec::new();
                meta.parse_nested_meta(|n| parse_one(&n, Place::Field, &mut inner, first_err))?;
                Some(Markers(inner))
            } else {
                None
            };
            out.push(Marker {
                key: m.key,
                property: m.property,
                needs_kind: match m.needs {
                    Needs::Any => "any",
                    Needs::Number => "number",
                    Needs::String => "string",
                    Needs::Array => "array",
                    Needs::Object => "object",
                    Needs::Struct => "struct",
                    Needs::Map => "map",
                },
                value,
                nested,
                item_spans,
                span: meta.path.span(),
                kind: m.value,
                parts,
                place,
            });
        }
        // A known marker in the wrong place: say where it goes rather than calling it
        // unknown (and never skip it as a kind option).
        None if is_marker(&key) => {
            let (here, there) = match place {
                Place::Field => ("a field", "on the struct or enum"),
                Place::Type | Place::Kind => ("a type", "on a field"),
            };
            first_err.get_or_insert(
                AttrError::new(
                    codes::MARKER_MISPLACED,
                    meta.path.span(),
                    format!("`{key}` cannot be written on {here}"),
                )
                .label("misplaced marker")
                .help(format!("write `{key}` {there}")),
            );
            super::kind::skip_value(meta)?;
        }
        None if place == Place::Kind => super::kind::skip_value(meta)?,
        None => {
            first_err.get_or_insert(unknown_key(meta.path.span(), &key, what, &marker_keys()));
            super::kind::skip_value(meta)?;
        }
    }
    Ok(())
}

impl Markers {
    /// True when no marker was written.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Applies the markers to a schema node, checking each fits the node's type.
    pub fn apply(&self, schema: &mut Map<String, Value>) -> Result<(), AttrError> {
        self.apply_with(schema, false)
    }

    /// Applies a field's markers to the schema of a named type (a local struct, enum or
    /// newtype, or a Kubernetes type): a validation the type already sets to another
    /// value is kept, and both go under `allOf`, as controller-gen writes them.
    pub fn apply_over_named(&self, schema: &mut Map<String, Value>) -> Result<(), AttrError> {
        self.apply_with(schema, true)
    }

    fn apply_with(
        &self,
        schema: &mut Map<String, Value>,
        over_named: bool,
    ) -> Result<(), AttrError> {
        let base = over_named.then(|| schema.clone());
        // Markers that change what the node is come first, so that the others are
        // checked against the node they will end up on.
        structure::apply_first(&self.0, schema)?;
        let mut written = Vec::new();
        for m in &self.0 {
            if structure::APPLIED_FIRST.contains(&m.key) || matches!(m.key, "default" | "example") {
                continue;
            }
            let ty = schema.get("type").and_then(Value::as_str).unwrap_or("");
            let int_or_string = schema.contains_key("x-kubernetes-int-or-string");
            let fits = match m.needs_kind {
                "number" => ty == "integer" || ty == "number",
                "string" => ty == "string" || int_or_string,
                "array" => ty == "array",
                "object" => ty == "object",
                "struct" | "map" => structure::object_shape(schema) == Some(m.needs_kind),
                _ => true,
            };
            if !fits {
                return Err(structure::misplaced(m, schema));
            }
            if ty == "integer"
                && matches!(m.key, "minimum" | "maximum" | "multiple_of")
                && m.value.as_f64().is_some_and(|f| f.fract() != 0.0)
            {
                return Err(AttrError::new(
                    codes::FRACTIONAL_BOUND_ON_INTEGER,
                    m.span,
                    format!("`{}` of an integer field must be a whole number", m.key),
                )
                .label("not a whole number")
                .help("write an integer value"));
            }
            if let Some(nested) = &m.nested {
                if let Some(Value::Object(items)) = schema.get_mut("items") {
                    nested.apply(items)?;
                }
                continue;
            }
            // Rules and presence are applied after the validations (apply_rules, and
            // the field's required decision in the schema builder).
            if matches!(m.kind, ValueKind::Cel(_) | ValueKind::Presence(_)) {
                continue;
            }
            schema.insert(m.property.to_owned(), m.value.clone());
            written.push(m.property);
        }
        structure::check_after(&self.0, schema)?;
        self.check_bounds(schema)?;
        if let Some(base) = base {
            all_of::hoist(&base, schema, &written);
        }
        for m in self.0.iter().filter(|m| m.key == "enum") {
            structure::check_enum(m, schema)?;
        }
        self.apply_rules(schema)?;
        self.check_lists(schema)?;
        // A default is checked against everything else the field says, as the API
        // server would check the defaulted object; an example is held to the same.
        for m in self
            .0
            .iter()
            .filter(|m| matches!(m.key, "default" | "example"))
        {
            if let Err(why) = crate::schema::validate::check(&m.value, schema) {
                return Err(AttrError::new(
                    codes::DEFAULT_DOES_NOT_FIT,
                    m.span,
                    format!("{} {} does not fit the field: {why}", m.key, m.value),
                )
                .label(format!("invalid {}", m.key))
                .help(format!(
                    "change the {} so the field's own validation accepts it",
                    m.key
                )));
            }
            schema.insert(m.property.to_owned(), m.value.clone());
        }
        Ok(())
    }
}

impl Markers {
    /// Marks each rule these markers added (validations and `immutable`) with
    /// `tag(span of its marker)` under [`crate::schema::rule_checks::SITE`], descending
    /// into `items(...)`, so the checks run on the finished CRD can point at the marker.
    /// Call after [`Markers::apply`] on the same node.
    pub fn tag_rules(
        &self,
        schema: &mut Map<String, Value>,
        tag: &mut dyn FnMut(proc_macro2::Span) -> Value,
    ) {
        for m in &self.0 {
            if let Some(nested) = &m.nested {
                if let Some(Value::Object(items)) = schema.get_mut("items") {
                    nested.tag_rules(items, tag);
                }
                continue;
            }
            let rule = match m.kind {
                ValueKind::Cel(CelKind::Immutable) => "self == oldSelf",
                ValueKind::Cel(CelKind::Validation) => {
                    match m.value.get("rule").and_then(Value::as_str) {
                        Some(rule) => rule,
                        None => continue,
                    }
                }
                _ => continue,
            };
            let Some(Value::Array(rules)) = schema.get_mut("x-kubernetes-validations") else {
                continue;
            };
            let site = crate::schema::rule_checks::SITE;
            if let Some(Value::Object(r)) = rules.iter_mut().find(|r| {
                r.get("rule").and_then(Value::as_str) == Some(rule) && r.get(site).is_none()
            }) {
                r.insert(site.to_owned(), tag(m.span));
            }
        }
    }

    /// Adds the CEL rules, in source order: a field's before those its type brought,
    /// a type's after those its fields added (immutable fields' parent rules).
    fn apply_rules(&self, schema: &mut Map<String, Value>) -> Result<(), AttrError> {
        let mut rules = Vec::new();
        let mut place = Place::Type;
        for m in &self.0 {
            if let ValueKind::Cel(kind) = m.kind {
                rules.extend(super::cel::rules(kind, &m.value, &m.parts, m.span, schema)?);
                place = m.place;
            }
        }
        super::cel::add_rules(schema, rules, place == Place::Field);
        Ok(())
    }

    /// A lower bound above its upper bound admits no value: every object would be
    /// rejected, which is never what was meant.
    fn check_bounds(&self, schema: &Map<String, Value>) -> Result<(), AttrError> {
        const PAIRS: &[(&str, &str, &str, &str)] = &[
            ("minimum", "maximum", "minimum", "maximum"),
            ("minLength", "maxLength", "min_length", "max_length"),
            ("minItems", "maxItems", "min_items", "max_items"),
            (
                "minProperties",
                "maxProperties",
                "min_properties",
                "max_properties",
            ),
        ];
        for (low, high, low_key, high_key) in PAIRS {
            let (Some(l), Some(h)) = (
                schema.get(*low).and_then(Value::as_f64),
                schema.get(*high).and_then(Value::as_f64),
            ) else {
                continue;
            };
            let exclusive = |k: &str| schema.get(k) == Some(&Value::Bool(true));
            let empty = l > h
                || (l == h
                    && (exclusive("exclusiveMinimum") || exclusive("exclusiveMaximum"))
                    && *low == "minimum");
            if !empty {
                continue;
            }
            // Point at whichever of the two this field or type wrote (the other may
            // come from its type).
            let Some(m) = self
                .0
                .iter()
                .find(|m| m.key == *low_key || m.key == *high_key)
            else {
                continue;
            };
            return Err(AttrError::new(
                codes::EMPTY_RANGE,
                m.span,
                format!(
                    "`{low_key}` ({}) is above `{high_key}` ({}): no value is valid",
                    schema[*low], schema[*high]
                ),
            )
            .label("empty range")
            .help(format!("make `{low_key}` at most `{high_key}`")));
        }
        Ok(())
    }

    fn check_lists(&self, schema: &Map<String, Value>) -> Result<(), AttrError> {
        let span_of = |key: &str| self.0.iter().find(|m| m.key == key).map(|m| m.span);
        let (list_type, keys) = (span_of("list_type"), span_of("list_map_keys"));
        if list_type.is_none() && keys.is_none() {
            return Ok(());
        }
        super::lists::check(schema, list_type, keys)
    }

    /// The field's `required` / `optional`, if written; both at once is an error.
    pub fn presence(&self) -> Result<Option<(Presence, proc_macro2::Span)>, AttrError> {
        let mut found: Option<(Presence, proc_macro2::Span)> = None;
        for m in &self.0 {
            if let ValueKind::Presence(p) = m.kind {
                if let Some((q, _)) = found
                    && q != p
                {
                    return Err(AttrError::new(
                        codes::PRESENCE_CONFLICT,
                        m.span,
                        "a field cannot be both `required` and `optional`",
                    )
                    .label("conflicting marker")
                    .help("keep one of them"));
                }
                found = Some((p, m.span));
            }
        }
        Ok(found)
    }

    /// Where `immutable` is written, if it is.
    pub fn immutable(&self) -> Option<proc_macro2::Span> {
        self.0
            .iter()
            .find(|m| m.kind == ValueKind::Cel(CelKind::Immutable))
            .map(|m| m.span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn applies_markers_in_source_order() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(minimum = 1, maximum = 10)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer"}).as_object().cloned().unwrap();
        markers.apply(&mut schema).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({"type": "integer", "minimum": 1, "maximum": 10})
        );
    }

    #[test]
    fn a_marker_on_the_wrong_type_is_an_error() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(max_length = 3)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer"}).as_object().cloned().unwrap();
        let err = markers.apply(&mut schema).unwrap_err();
        assert_eq!(
            err.message,
            "`max_length` applies to string fields, not to this integer field"
        );
    }

    #[test]
    fn an_invalid_pattern_is_an_error_that_points_into_it() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(pattern = "^a(b$")]
            name: String
        };
        let err = parse(&f.attrs, Place::Field).unwrap_err();
        assert_eq!(
            err.message,
            "invalid regular expression in `pattern`:\nregex parse error:\n    ^a(b$\n      ^\nerror: unclosed group"
        );
        assert_eq!(
            err.help.as_deref(),
            Some(
                "the API server compiles it with Go's RE2 syntax; fix or escape it (a raw string r\"...\" avoids double escaping)"
            )
        );
    }

    #[test]
    fn defaults_are_checked_against_the_field() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(default = 0, minimum = 1)]
            size: i32
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer", "format": "int32"})
            .as_object()
            .cloned()
            .unwrap();
        let err = markers.apply(&mut schema).unwrap_err();
        assert_eq!(
            err.message,
            "default 0 does not fit the field: 0 is below the minimum 1"
        );

        let f: syn::Field = syn::parse_quote! {
            #[crd(default = ["a", "b"])]
            names: Vec<String>
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "array", "items": {"type": "string"}})
            .as_object()
            .cloned()
            .unwrap();
        markers.apply(&mut schema).unwrap();
        assert_eq!(schema["default"], json!(["a", "b"]));
    }

    #[test]
    fn unknown_marker_is_an_error() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(maximun = 3)]
            size: i32
        };
        let err = parse(&f.attrs, Place::Field).unwrap_err();
        assert_eq!(
            err.message,
            "unknown key `maximun` in #[crd(...)] on a field"
        );
        assert!(err.help.unwrap().starts_with("did you mean `maximum`?"));
    }

    fn field_err(f: syn::Field) -> AttrError {
        parse(&f.attrs, Place::Field).unwrap_err()
    }

    #[test]
    fn list_and_parenthesized_values_say_how_to_write_them() {
        let err = field_err(syn::parse_quote! { #[crd(enum = "A")] x: String });
        assert_eq!(err.message, "`enum` takes a list of values");
        assert_eq!(
            err.help.as_deref(),
            Some("write enum = [\"A\", \"B\"] or enum = [1, 2]")
        );
        let err = field_err(syn::parse_quote! {
            #[crd(external_docs(url = "https://a.io", link = "x"))] x: String
        });
        assert_eq!(err.message, "unknown key `link` in external_docs(...)");
        let err = field_err(syn::parse_quote! {
            #[crd(external_docs(url = "https://a.io", url = "https://b.io"))] x: String
        });
        assert_eq!(err.message, "`url` is given twice");
        let err = field_err(syn::parse_quote! { #[crd(external_docs = "https://a.io")] x: String });
        assert_eq!(
            err.message,
            "`external_docs` takes a url and a description in parentheses"
        );
        let err = field_err(syn::parse_quote! { #[crd(items(maximun = 1))] x: Vec<i32> });
        assert_eq!(
            err.message,
            "unknown key `maximun` in #[crd(...)] on a field"
        );
    }

    #[test]
    fn type_override_drops_what_only_fit_the_old_type() {
        let f: syn::Field = syn::parse_quote! { #[crd(type = "string", max_length = 5)] x: u32 };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = crate::schema::scalar::primitive("u32").unwrap();
        markers.apply(&mut schema).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({"type": "string", "maxLength": 5})
        );
        let f: syn::Field = syn::parse_quote! { #[crd(type = "array")] x: String };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "string"}).as_object().cloned().unwrap();
        let err = markers.apply(&mut schema).unwrap_err();
        assert_eq!(
            err.message,
            "`type = \"array\"` on a field that is not a list"
        );
    }

    #[test]
    fn field_markers_over_a_named_type_keep_both_in_all_of() {
        let f: syn::Field = syn::parse_quote! {
            #[crd(minimum = 5, maximum = 10, nullable)]
            x: Percent
        };
        let markers = parse(&f.attrs, Place::Field).unwrap();
        let mut schema = json!({"type": "integer", "minimum": 0, "maximum": 10})
            .as_object()
            .cloned()
            .unwrap();
        markers.apply_over_named(&mut schema).unwrap();
        assert_eq!(
            Value::Object(schema),
            json!({
                "type": "integer",
                "maximum": 10,
                "nullable": true,
                "allOf": [{"minimum": 0}, {"minimum": 5}]
            })
        );
    }
}
