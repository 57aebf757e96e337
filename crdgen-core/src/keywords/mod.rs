//! One table of what crdgen knows about each OpenAPI keyword and each `#[crd(...)]`
//! marker, read by the model (parsing markers, translating controller-gen's doc-comment
//! markers), by the schema (applying markers, type overrides, `allOf`, bounds, CEL cost,
//! validating defaults) and by the generated `docs/markers.md`.
//!
//! - [`KEYWORDS`]: each OpenAPI keyword crdgen writes or reads on a schema node: the
//!   types it applies to, its partner bound, whether it may sit under `allOf`, whether it
//!   bounds a CEL rule's cost, and the markers that write it (a keyword may have several:
//!   `struct_type` and `map_type` both write `x-kubernetes-map-type`; or none:
//!   `properties`, `description`).
//! - [`MARKERS_WITHOUT_KEYWORD`]: the markers that write no keyword of their own
//!   (`required`, `optional`, `schemaless`, `items(...)`).
//! - [`KIND_OPTIONS`]: the kind-level keys of `#[crd(...)]` on a spec struct.
//! - [`GO_NUMBERS`]: each Go numeric type with the Rust spelling of its exact schema.
//!
//! Each marker and kind option carries its controller-gen spellings ([`GoSpelling`], what
//! `model::go_markers` recognises in doc comments and how the value carries over) and
//! its documentation (an example and one line), from which [`markdown`] writes
//! `docs/markers.md`.
//!
//! This module imports nothing else of crdgen: `model` and `schema` both read it.
//!
//! # Adding a keyword or a marker
//!
//! One entry in [`KEYWORDS`] (the keyword and its marker) and one test of the marker on
//! a schema node (in `schema::markers`); then regenerate the documentation with
//! `CRDGEN_BLESS=1 cargo test -p crdgen-tests --test markers_doc`. That is all for a
//! keyword like the ones already there: a size or value bound like `maxProperties` (the
//! empty-range check, the validation of defaults and examples and the "nothing lost"
//! generator read its [`Bound`], `allOf` hoisting its `all_of`, the CEL cost check its
//! `cost`), a keyword a type override keeps or drops by type ([`Applies`]), an
//! annotation or an extension written as is. The controller-gen translation of its
//! doc-comment spelling comes from [`MarkerDef::go`].
//!
//! What is new needs code, each in one place:
//! - a new way of writing a value ([`ValueKind`]): its parser in `model::markers`;
//! - a new check of values (neither a bound nor an existing check, e.g. what `pattern`
//!   or `multipleOf` mean): a function in `schema::validate`, so defaults and examples are
//!   held to it, and values for it in `tests/tests/nothing_lost.rs`;
//! - a marker that changes what a node is ([`Stage::First`]): its code in
//!   `schema::markers::structure::apply_first`; one that needs the finished node checked
//!   (as `list_type` or `enum`): its check in `schema::markers`.

mod docs;
mod go_numbers;
mod kind_options;
mod table;

pub use docs::markdown;
pub use go_numbers::{GO_NUMBERS, GoNumber};
pub use kind_options::{KIND_OPTIONS, KindOption};
pub use table::{KEYWORDS, MAP_TYPES, MARKERS_WITHOUT_KEYWORD, TYPES};

/// One OpenAPI keyword of a schema node.
#[derive(Debug)]
pub struct Keyword {
    /// As written in the schema: `maxLength`.
    pub name: &'static str,
    /// The schema types it means something for.
    pub applies: Applies,
    /// Its partner, when it is one side of a range.
    pub bound: Option<Bound>,
    /// Whether a field's value may sit under `allOf` beside its type's when the two
    /// disagree (controller-gen's flattening; the API server allows only value
    /// validations there, so for the others the field's value replaces the type's).
    pub all_of: bool,
    /// What it bounds for the API server's estimate of a CEL rule's cost.
    pub cost: Option<CostBound>,
    /// The markers that write it.
    pub markers: &'static [MarkerDef],
}

/// The schema types a keyword means something for: what `type = "..."` keeps when it
/// replaces a node's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Applies {
    /// Any node (descriptions, defaults, rules): always kept.
    Any,
    /// Nodes of these types: kept when the new type is one of them.
    To(&'static [&'static str]),
    /// `format`: kept when the format is one of the new type's ([`format_fits`]).
    Format,
    /// `enum`: kept when every value is of the new type.
    Values,
    /// Part of the type itself (`type`, `anyOf`, `x-kubernetes-int-or-string`): replaced
    /// with it.
    Type,
}

/// One side of a range: `minLength` with `maxLength`, `minimum` with `maximum`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    /// Which side.
    pub side: Side,
    /// The keyword of the other side.
    pub partner: &'static str,
    /// What is bounded.
    pub measures: Measure,
    /// The flag that makes this bound exclusive (`exclusiveMinimum`), if any.
    pub exclusive: Option<&'static str>,
}

/// The side of a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The least allowed: a larger value is tighter.
    Lower,
    /// The most allowed: a smaller value is tighter.
    Upper,
}

/// What a bound limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// A number's value.
    Value,
    /// A value's size, counted in this unit: characters of a string, items of a list,
    /// properties of an object. The bound applies to one type ([`Applies::To`]), the
    /// one it counts.
    Size(&'static str),
}

/// What the API server's CEL cost estimator cannot bound without a keyword: a rule
/// that iterates over a list or map, or runs a regular expression over a string, costs
/// in proportion to the largest one a request could carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CostBound {
    /// The items of a list.
    List,
    /// The entries of a map.
    Map,
    /// The characters of a string.
    String,
}

/// One `#[crd(...)]` marker on a field or type.
#[derive(Debug)]
pub struct MarkerDef {
    /// The key in `#[crd(...)]`.
    pub key: &'static str,
    /// How its value is written.
    pub value: ValueKind,
    /// What the node it lands on must be.
    pub needs: Needs,
    /// Where it may be written.
    pub on: On,
    /// When it is applied to the node.
    pub stage: Stage,
    /// controller-gen's doc-comment spellings of it.
    pub go: &'static [GoSpelling],
    /// How it is written, e.g. `minimum = 1`.
    pub example: &'static str,
    /// What it does, one line of markdown.
    pub doc: &'static str,
}

/// How a marker's value is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// `key`, `key = true` or `key = false`.
    Flag,
    /// A number literal, possibly negative or fractional.
    Number,
    /// A non-negative integer literal.
    NonNegInt,
    /// A string literal.
    Str,
    /// `key("a", "b")`.
    StrList,
    /// A JSON-like value (see `model::markers::value`).
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
    /// A rule of `x-kubernetes-validations`, read by `model::cel`.
    Cel(CelKind),
    /// `required` / `optional`: read by the schema builder, never written as a keyword.
    Presence(Presence),
}

/// Which CEL-backed marker a key is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CelKind {
    /// `validation(rule = "..", ...)`.
    Validation,
    /// `at_most_one_of("a", "b")`.
    AtMostOneOf,
    /// `exactly_one_of("a", "b")`.
    ExactlyOneOf,
    /// `at_least_one_of("a", "b")`.
    AtLeastOneOf,
    /// `immutable`.
    Immutable,
}

/// An explicit presence: on a field, or the default of a module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// The key must be present.
    Required,
    /// The key may be left out.
    Optional,
}

/// What a marker needs of the schema node it applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Needs {
    /// Any node.
    Any,
    /// An integer or a number.
    Number,
    /// A string (or an int-or-string).
    String,
    /// An array.
    Array,
    /// An object.
    Object,
    /// An object with named properties (a Rust struct).
    Struct,
    /// An object with free keys (a Rust map).
    Map,
}

impl Needs {
    /// The name errors use: "`max_length` applies to string fields".
    pub fn name(self) -> &'static str {
        match self {
            Needs::Any => "any",
            Needs::Number => "number",
            Needs::String => "string",
            Needs::Array => "array",
            Needs::Object => "object",
            Needs::Struct => "struct",
            Needs::Map => "map",
        }
    }
}

/// Where a marker may be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum On {
    /// On fields and on types (where it applies to every use of the type).
    FieldsAndTypes,
    /// On fields only.
    Fields,
    /// On structs and enums only.
    Types,
}

impl On {
    /// May it be written on a field?
    pub fn field(self) -> bool {
        matches!(self, On::FieldsAndTypes | On::Fields)
    }

    /// May it be written on a struct or enum?
    pub fn ty(self) -> bool {
        matches!(self, On::FieldsAndTypes | On::Types)
    }
}

/// When a marker is applied to its node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Before all others: it decides what the node is (`schemaless`, `type`,
    /// `int_or_string`), so the others are checked against the node they end up on.
    First,
    /// In source order, each checked against the node's type.
    InOrder,
    /// After everything else, checked against the finished node as the API server
    /// would check it (`default`, `example`).
    Last,
}

/// One controller-gen doc-comment marker that a crdgen marker or kind option replaces.
#[derive(Debug)]
pub struct GoSpelling {
    /// Its name as controller-gen documents it, without the `+`
    /// (`kubebuilder:validation:MaxLength`); matched without regard to case, alone or
    /// followed by `:` and arguments.
    pub name: &'static str,
    /// Arguments shown after the name in the documentation (`:scope=Namespaced`),
    /// never matched.
    pub args: &'static str,
    /// How its value carries over into the `#[crd(...)]` that replaces it.
    pub form: Form,
}

/// How a controller-gen marker's value is carried over into the suggestion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A flag: `#[crd(key)]`.
    Flag,
    /// A number, written as is: `#[crd(key = 1)]`.
    Number,
    /// A string, quoted: `#[crd(key = "value")]`.
    Str,
    /// controller-gen's `a;b;c` list: `#[crd(key = ["a", "b"])]`.
    List,
    /// A list of names: `#[crd(key("a", "b"))]`.
    Names,
    /// A literal value (default, example): strings quoted, numbers and bools as they are.
    Value,
    /// No mechanical translation; the suggestion is a template.
    Template(&'static str),
}

/// The keyword named `name`, if crdgen knows it.
pub fn keyword(name: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| k.name == name)
}

/// Every marker with the keyword it writes, keywords in table order, then the markers
/// that write none.
pub fn markers() -> impl Iterator<Item = (&'static MarkerDef, Option<&'static Keyword>)> {
    KEYWORDS
        .iter()
        .flat_map(|k| k.markers.iter().map(move |m| (m, Some(k))))
        .chain(MARKERS_WITHOUT_KEYWORD.iter().map(|m| (m, None)))
}

/// The marker whose key is `key`, with the keyword it writes.
pub fn marker(key: &str) -> Option<(&'static MarkerDef, Option<&'static Keyword>)> {
    // Every key of every `#[crd(...)]` is looked up, and a kind option (`group`,
    // `version`, …) is looked up twice and misses: scanning the tables was 0.6% of a
    // 1,000-kind run (#24), so they are indexed once, the first entry of a key winning
    // as the scan's did.
    type Found = (&'static MarkerDef, Option<&'static Keyword>);
    static BY_KEY: std::sync::LazyLock<std::collections::HashMap<&'static str, Found>> =
        std::sync::LazyLock::new(|| {
            let mut by_key = std::collections::HashMap::new();
            for (m, k) in markers() {
                by_key.entry(m.key).or_insert((m, k));
            }
            by_key
        });
    BY_KEY.get(key).copied()
}

/// The marker that writes keyword `name` on a node that is `node` (`Needs::Struct` for a
/// struct, `Needs::Map` for a map, `Needs::Any` for a node that is neither a number, a
/// string, an array nor an object): the table read backwards, as `crdgen import` reads
/// it, so a keyword gets its marker spelling from the same entry that applies it.
/// Markers that write a keyword from something else than its value (the one-of rules and
/// `immutable`, which write `x-kubernetes-validations` entries of their own) are never
/// the answer: `validation` carries any rule as it is.
pub fn writer(name: &str, node: Needs) -> Option<&'static MarkerDef> {
    let fits = |needs: Needs| {
        needs == Needs::Any
            || needs == node
            || (needs == Needs::Object && matches!(node, Needs::Struct | Needs::Map))
    };
    let derived =
        |value: ValueKind| matches!(value, ValueKind::Cel(kind) if kind != CelKind::Validation);
    keyword(name)?
        .markers
        .iter()
        .find(|m| fits(m.needs) && !derived(m.value))
}

/// Every marker key, sorted (for help lines).
pub fn marker_keys() -> Vec<&'static str> {
    let mut keys: Vec<&str> = markers().map(|(m, _)| m.key).collect();
    keys.sort_unstable();
    keys
}

/// The kind option whose key is `key`.
pub fn kind_option(key: &str) -> Option<&'static KindOption> {
    KIND_OPTIONS.iter().find(|o| o.key == key)
}

/// Every controller-gen spelling with the crdgen key that replaces it, markers first,
/// then kind options; a spelling shared by several (`kubebuilder:resource`) appears once
/// per key.
pub fn go_spellings() -> impl Iterator<Item = (&'static GoSpelling, &'static str)> {
    markers()
        .flat_map(|(m, _)| m.go.iter().map(move |g| (g, m.key)))
        .chain(
            KIND_OPTIONS
                .iter()
                .flat_map(|o| o.go.iter().map(move |g| (g, o.key))),
        )
}

/// Is `format` one of the formats of `ty`? Integers take `int32`/`int64`, numbers
/// `float`/`double`, strings any other (`date-time`, `byte`, …); other types none.
pub fn format_fits(ty: &str, format: &str) -> bool {
    const NUMERIC: &[(&str, &[&str])] = &[
        ("integer", &["int32", "int64"]),
        ("number", &["float", "double"]),
    ];
    match NUMERIC.iter().find(|(t, _)| *t == ty) {
        Some((_, formats)) => formats.contains(&format),
        None if ty == "string" => !NUMERIC.iter().any(|(_, fs)| fs.contains(&format)),
        None => false,
    }
}

/// The ranges: each lower bound with its upper bound, in table order.
pub fn ranges() -> impl Iterator<Item = (&'static Keyword, &'static Keyword)> {
    KEYWORDS.iter().filter_map(|low| match low.bound {
        Some(Bound {
            side: Side::Lower,
            partner,
            ..
        }) => Some((low, keyword(partner)?)),
        _ => None,
    })
}

/// The ranges of a `ty` value's size (`minLength`/`maxLength` for strings), each with
/// its unit (`characters`).
pub fn size_ranges(
    ty: &str,
) -> impl Iterator<Item = (&'static Keyword, &'static Keyword, &'static str)> {
    ranges().filter_map(move |(low, high)| match (low.bound, low.applies) {
        (
            Some(Bound {
                measures: Measure::Size(unit),
                ..
            }),
            Applies::To([first, ..]),
        ) if *first == ty => Some((low, high, unit)),
        _ => None,
    })
}

/// The ranges of a number's value (`minimum`/`maximum`).
pub fn value_ranges() -> impl Iterator<Item = (&'static Keyword, &'static Keyword)> {
    ranges().filter(|(low, _)| low.bound.is_some_and(|b| b.measures == Measure::Value))
}

/// The keywords that bound `what` for CEL's cost estimate.
pub fn cost_bounds(what: CostBound) -> impl Iterator<Item = &'static Keyword> {
    KEYWORDS.iter().filter(move |k| k.cost == Some(what))
}

/// The marker to suggest for bounding `what`: the one writing its upper bound.
pub fn cost_marker(what: CostBound) -> &'static str {
    cost_bounds(what)
        .filter(|k| k.bound.is_some_and(|b| b.side == Side::Upper))
        .find_map(|k| k.markers.first())
        .map_or("", |m| m.key)
}

#[cfg(test)]
mod tests;
