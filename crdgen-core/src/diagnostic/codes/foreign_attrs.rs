//! 12xx: other crates' attributes crdgen reads on fields and types — schemars'
//! `#[schemars(...)]`, kube-derive's `#[x_kube(...)]`, validator's `#[validate(...)]`
//! and garde's `#[garde(...)]` (see `docs/foreign-attributes.md`).

super::codes! {
    /// A `#[schemars(...)]` or `#[x_kube(...)]` attribute has a key crdgen does not know.
    ///
    /// schemars and kube-derive refuse unknown keys in their own attributes, so this is a
    /// misspelling or a key of a newer release. crdgen reads every key it knows and
    /// refuses the others rather than dropping a validation without a word. Fix the key,
    /// or write what it means as `#[crd(...)]` markers (docs/markers.md lists them).
    FOREIGN_UNKNOWN_KEY = "E1201";

    /// A value in another crate's attribute is not one crdgen can read from the source.
    ///
    /// crdgen reads source and never runs it: a bound (`range(min = ...)`,
    /// `length(max = ...)`), a `description` or a `title` must be a literal, or a
    /// `const` of the same module initialised with one. Write the literal, or give the
    /// value with the `#[crd(...)]` marker the message names.
    FOREIGN_VALUE_UNREADABLE = "E1202";

    /// A `regex` or `pattern` names a value crdgen cannot read.
    ///
    /// crdgen reads a pattern written as a string literal, a `const` or `static` `&str`
    /// of the same module, or a `static` `LazyLock`/`Lazy` initialised with
    /// `Regex::new("...")` of a literal. Anything computed at run time is not visible to
    /// it, and dropping the pattern would let the API server store values the Rust side
    /// refuses. Write the pattern in the attribute, or with `#[crd(pattern = "...")]`.
    FOREIGN_PATTERN_UNREADABLE = "E1203";

    /// `#[schemars(with = ...)]` or `#[schemars(schema_with = ...)]` without a schema
    /// crdgen can see.
    ///
    /// schemars builds the field's schema from another type (`with`) or a function
    /// (`schema_with`) at run time; crdgen writes the schema of the field's own type and
    /// reads types, not functions. Give the field's schema beside it with
    /// `#[crd(type = "string")]` (with format, pattern, … as needed),
    /// `#[crd(schema = r#"{...}"#)]` or `#[crd(int_or_string)]`. rustc accepts
    /// `#[crd(...)]` only on a type with one of crdgen's derives: on a type that derives
    /// kube's `CustomResource` or schemars' `JsonSchema` alone, add `crdgen::CrdSchema`
    /// to its derives too (E0388 otherwise).
    FOREIGN_SCHEMA_OVERRIDE = "E1204";

    /// An `#[x_kube(...)]` value is not in a form crdgen reads.
    ///
    /// crdgen reads `validation = "rule"` and `validation = Rule::new("rule")` with
    /// `.message(...)`, `.reason(...)` and `.field_path(...)` of literals, and
    /// `merge_strategy = ListMerge::Atomic | ListMerge::Set | ListMerge::Map(vec!["key"])
    /// | MapMerge::Atomic | MapMerge::Granular | StructMerge::Atomic | StructMerge::Granular`.
    /// A rule built at run time cannot be read: write it with literals, or as
    /// `#[crd(validation(rule = "...", message = "..."))]`.
    X_KUBE_VALUE_UNREADABLE = "E1205";

    /// A `validator` or `garde` rule the API server does not enforce.
    ///
    /// The rule runs in Rust when the crate validates a value, but it has no OpenAPI
    /// meaning (a custom function, `nested`, `dive`, a check of another field, …), so the
    /// CRD carries nothing for it and the API server stores values that break it. Nothing
    /// to change if that is intended (allow the code to silence it); otherwise express it
    /// as a CEL rule, `#[crd(validation(rule = "..."))]`, or validate in an admission
    /// webhook.
    NOT_ENFORCED_BY_API_SERVER = "W1201";

    /// A `#[schemars(...)]` naming or presence attribute disagrees with serde.
    ///
    /// schemars applies `rename`, `skip`, `default`, `flatten`, … written in
    /// `#[schemars(...)]` to the schema only; serde never sees them, so kube-derive's CRD
    /// describes JSON serde does not write. crdgen follows serde (what is stored is what
    /// serde writes, nothing lost) and warns. Write the attribute in `#[serde(...)]` if
    /// serde should do it too, or remove it.
    DISAGREES_WITH_SERDE = "W1202";

    /// An attribute crdgen reads but does not honour.
    ///
    /// The message names the attribute and what crdgen does instead (`extend`,
    /// `example`, `transform`, `inline`, `crate`, `bound`, a format the API server does
    /// not know, …). Where it matters, write the equivalent `#[crd(...)]` marker; the
    /// code can be allowed in the crdgen configuration when it does not.
    NOT_HONOURED = "W1203";
}
