//! `docs/markers.md`, written from the table (a test keeps the committed file equal).

use super::{
    Applies, Bound, CostBound, GO_NUMBERS, GoSpelling, KEYWORDS, KIND_OPTIONS, Keyword, Measure,
    On, Side, markers,
};

const INTRO: &str = "\
# Markers

Everything a kubebuilder user says with a `+kubebuilder:` / `+k8s:` marker in a Go doc
comment, a crdgen user says with a Rust attribute: `#[crd(...)]` on a field or a type
(struct or enum), or on the kind's spec struct for CRD-level settings. rustc checks the
attribute's syntax; crdgen checks its meaning at generation time (in `crdgen generate`,
`crdgen verify` and `#[derive(CustomResource)]` alike), so the mistakes controller-gen lets
through — a misspelled marker, a marker on the wrong type, a regex or CEL rule that does
not parse, a default that fails its own field's validation, a printer column pointing
nowhere — are errors with the span of the attribute.

This file is generated from the keyword table in `crdgen-core/src/keywords/`; a test keeps
it current.

controller-gen's doc-comment spelling is **not** read. Every marker line found in a doc
comment is an error that names the attribute replacing it, e.g.

```text
error: controller-gen marker `+kubebuilder:validation:Minimum=1` in a doc comment
 --> src/lib.rs:8:5
  |
8 |     /// +kubebuilder:validation:Minimum=1
  |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ crdgen does not read markers in doc comments
  |
  = help: write #[crd(minimum = 1)] instead
```

so a migration is a list of mechanical fixes, never a silently ignored marker. (One
spelling, checked by the compiler, is easier to trust than two; the Go spelling's value
syntax — `a;b;c` lists, `{a: b}` objects — would only be checked at generation time.)

## Field and type markers

Written on a field, a marker applies to that field's schema; written on a struct or enum,
to every use of the type. `items(...)` applies the markers inside it to the elements of an
array (it nests: `items(items(...))`). A marker on a node of the wrong type is an error.

| crdgen | on | controller-gen | writes | what it does |
|---|---|---|---|---|
";

const KIND_INTRO: &str = "
## Kind markers (on the spec struct)

Type markers may sit beside them on the spec struct (`validation(...)`,
`at_most_one_of(...)`, …): they apply to the `spec` object, as controller-gen's
`+kubebuilder:validation:XValidation` on the spec type does.

| crdgen | controller-gen | what it does |
|---|---|---|
";

const KEYWORDS_INTRO: &str = "
Descriptions longer than `max-description-length` (crdgen.toml) are cut as controller-gen
cuts them (`maxDescLen`).

## Keywords

The OpenAPI keywords crdgen writes, and what it knows of each: the types it means
something for (`type = \"...\"` drops the others), the range it bounds with its partner,
whether a field's value may sit beside its type's under `allOf` when they differ (the API
server allows only value validations there; for the others the field's value wins), and
what it bounds for the API server's estimate of a CEL rule's cost.

| keyword | types | range | under `allOf` | bounds CEL cost of | written by |
|---|---|---|---|---|---|
";

const GO_NUMBERS_INTRO: &str = "
## Go numeric types

What controller-gen writes for each numeric type of Go (`builtinToType` in
controller-tools' `pkg/crd/schema.go`), and the Rust field whose schema is the same, byte
for byte, and whose type reads every value that schema admits. `format = \"\"` writes no
format. A `format` must be one of the field's type (E0363), and may not make the API
server refuse a value the Rust type writes, or accept one it cannot read (E0364): the API
server holds an integer to its format's range (`int32`; `int64` or none: the int64 range)
and a number with `float` to a float32's. Rust's own narrower types keep their schemas
(a `u16` is `format: int32` with `minimum: 0` and `maximum: 65535`): use them where those
bounds are wanted rather than controller-gen's bytes.

| Go | controller-gen writes | Rust | why |
|---|---|---|---|
";

/// The whole of `docs/markers.md`.
pub fn markdown() -> String {
    let mut out = String::from(INTRO);
    for (m, keyword) in markers() {
        let on = match m.on {
            On::FieldsAndTypes => "fields, types",
            On::Fields => "fields",
            On::Types => "types",
        };
        let writes = keyword.map_or("—".to_owned(), |k| code(k.name));
        row(
            &mut out,
            &[&code(m.example), on, &spellings(m.go), &writes, m.doc],
        );
    }
    out.push_str(KIND_INTRO);
    for o in KIND_OPTIONS {
        let mut example = code(o.example);
        if o.repeatable {
            example.push_str(" (repeatable)");
        }
        row(&mut out, &[&example, &spellings(o.go), o.doc]);
    }
    out.push_str(KEYWORDS_INTRO);
    for k in KEYWORDS {
        let written_by: Vec<String> = k.markers.iter().map(|m| code(m.key)).collect();
        row(
            &mut out,
            &[
                &code(k.name),
                &types(k),
                &range(k.bound),
                if k.all_of { "yes" } else { "" },
                match k.cost {
                    Some(CostBound::List) => "lists",
                    Some(CostBound::Map) => "maps",
                    Some(CostBound::String) => "strings",
                    None => "",
                },
                &written_by.join(", "),
            ],
        );
    }
    out.push_str(GO_NUMBERS_INTRO);
    for n in GO_NUMBERS {
        let go: Vec<String> = n.go.split(", ").map(code).collect();
        let schema = match n.schema {
            Some((ty, Some(format))) => format!("`type: {ty}`, `format: {format}`"),
            Some((ty, None)) => format!("`type: {ty}`"),
            None => "an error".to_owned(),
        };
        let rust = match (n.schema, n.markers) {
            (None, _) => "—".to_owned(),
            (_, "") => code(n.rust),
            (_, markers) => format!("{} with {}", code(n.rust), code(markers)),
        };
        row(&mut out, &[&go.join(", "), &schema, &rust, n.why]);
    }
    out
}

/// A table row; a `|` inside a cell is escaped so it stays in its cell.
fn row(out: &mut String, cells: &[&str]) {
    out.push('|');
    for cell in cells {
        out.push(' ');
        out.push_str(&cell.replace('|', "\\|"));
        out.push_str(" |");
    }
    out.push('\n');
}

fn code(text: &str) -> String {
    format!("`{text}`")
}

fn spellings(go: &[GoSpelling]) -> String {
    if go.is_empty() {
        return "—".to_owned();
    }
    let shown: Vec<String> = go
        .iter()
        .map(|g| code(&format!("+{}{}", g.name, g.args)))
        .collect();
    shown.join(", ")
}

fn types(k: &Keyword) -> String {
    match k.applies {
        Applies::Any => "any".to_owned(),
        Applies::To(types) => types.join(", "),
        Applies::Format => "any (each type its formats)".to_owned(),
        Applies::Values => "any (values of the type)".to_owned(),
        Applies::Type => "the type itself".to_owned(),
    }
}

fn range(bound: Option<Bound>) -> String {
    let Some(b) = bound else {
        return String::new();
    };
    let side = match b.side {
        Side::Lower => "lower",
        Side::Upper => "upper",
    };
    let what = match b.measures {
        Measure::Value => "value".to_owned(),
        Measure::Size(unit) => unit.to_owned(),
    };
    let mut text = format!("{side} ({what}), with {}", code(b.partner));
    if let Some(flag) = b.exclusive {
        text.push_str(&format!("; exclusive with {}", code(flag)));
    }
    text
}
