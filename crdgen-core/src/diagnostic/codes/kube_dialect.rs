//! 11xx: kube-rs's dialect, `#[derive(CustomResource)]` with `#[kube(...)]` (kube-derive
//! 5), read into the same kind options as `#[crd(...)]`; and `crdgen migrate`, which
//! rewrites that dialect into crdgen's own (E1111–E1129).

super::codes! {
    /// `#[kube(...)]` has an option kube-derive 5 does not document.
    ///
    /// crdgen reads kube-derive 5's options: `group`, `version`, `kind`, `root`, `doc`,
    /// `plural`, `singular`, `namespaced`, `no_spec`, `derive`, `attr`, `schema`, `status`,
    /// `category`, `shortname`, `printcolumn`, `selectable`, `scale`, `crates`,
    /// `annotation`, `label`, `validation`, `cel`, `storage`, `served` and `deprecated`
    /// (and inside `printcolumn(...)`, `scale(...)` and `crates(...)` their own keys).
    /// kube-derive refuses any other key at compile time; crdgen refuses it too rather
    /// than guess. The help names the closest option.
    KUBE_UNKNOWN_OPTION = "E1101";

    /// A `#[kube(...)]` option has a value of the wrong form.
    ///
    /// Most options take a string literal (`group = "example.com"`); `namespaced`,
    /// `no_spec`, `cel`, `storage` and `served` are flags (`namespaced`, or `= true` /
    /// `= false`); `annotation` and `label` take `("key", "value")`; `printcolumn` and
    /// `scale` a list of keys or a JSON string; `derive` the name of a trait. The message
    /// says what the option takes.
    KUBE_WRONG_VALUE = "E1102";

    /// A `#[kube(...)]` option that takes one value is given twice.
    ///
    /// kube-derive refuses it too (darling's "Duplicate field"). Keep one; only
    /// `annotation`, `attr`, `category`, `derive`, `label`, `printcolumn`, `selectable`,
    /// `shortname` and `validation` repeat.
    KUBE_OPTION_TWICE = "E1103";

    /// `#[kube(...)]` lacks `group`, `version` or `kind`.
    ///
    /// kube-derive requires all three, and so does the CRD. Add the ones the message
    /// names, e.g. `#[kube(group = "example.com", version = "v1", kind = "Foo")]`.
    KUBE_MISSING_OPTION = "E1104";

    /// A `printcolumn` of `#[kube(...)]` cannot be read.
    ///
    /// The list form takes `name`, `type_`, `json_path` (required) and `description`,
    /// `format`, `priority`; the JSON form (`printcolumn = r#"{...}"#`) takes the CRD's own
    /// keys `name`, `type`, `jsonPath`, `description`, `format` and `priority`. kube-derive
    /// drops unknown keys of the JSON form without a word (a `jsonpath` for `jsonPath`
    /// then fails at run time); crdgen refuses them. The message quotes serde_json's error
    /// for JSON that does not parse.
    KUBE_PRINTCOLUMN_INVALID = "E1105";

    /// The `scale` of `#[kube(...)]` cannot be read.
    ///
    /// The list form takes `spec_replicas_path`, `status_replicas_path` (required) and
    /// `label_selector_path`; the JSON form (`scale = r#"{...}"#`) the CRD's keys
    /// `specReplicasPath`, `statusReplicasPath` and `labelSelectorPath`. Unknown keys are
    /// refused (kube-derive drops them from the JSON form silently).
    KUBE_SCALE_INVALID = "E1106";

    /// A `validation` of `#[kube(...)]` is an expression crdgen cannot read.
    ///
    /// crdgen reads source and never runs it, so it reads the forms whose rule is
    /// written out: a string literal (`validation = "self.spec.a <= self.spec.b"`) or
    /// `Rule::new("...")` followed by any of `.message("...")`,
    /// `.message(Message::Expression("..."))`, `.reason(Reason::FieldValueInvalid)` and
    /// `.field_path("...")`. Write the rule in one of these forms.
    KUBE_VALIDATION_UNREADABLE = "E1107";

    /// `schema = "..."` in `#[kube(...)]` is not one of kube-derive's modes.
    ///
    /// kube-derive takes `"derived"` (the default), `"manual"` and `"disabled"`.
    KUBE_SCHEMA_MODE_UNKNOWN = "E1108";

    /// `#[kube(struct = "...")]`: kube-derive 5 calls this option `root`.
    ///
    /// The name of the generated root type was `struct` in old kube-derive releases;
    /// kube-derive 5 refuses `struct` and reads `root`. Write `root = "..."`.
    KUBE_STRUCT_IS_ROOT = "E1109";

    /// A spec struct has both `#[kube(...)]` and `#[crd(...)]` kind options.
    ///
    /// One derive reads one dialect: `kube::CustomResource` reads `#[kube(...)]`,
    /// `crdgen::CustomResource` reads `#[crd(...)]`. crdgen cannot tell which one the
    /// crate compiles with when both are written. Keep the one of the derive the struct
    /// uses.
    KUBE_AND_CRD_DIALECTS = "E1110";

    /// `schema = "manual"` or `schema = "disabled"`: crdgen writes the schema from the Rust
    /// types anyway.
    ///
    /// With `"manual"` kube-derive takes the schema from a hand-written `JsonSchema` impl,
    /// with `"disabled"` it writes none (and the CRD cannot be installed as it is). crdgen
    /// never runs code, so it cannot see a hand-written impl: it writes the structural
    /// schema of what the Rust types serialize, as for `"derived"`. If the hand-written
    /// schema says more (a pattern, a range), write that on the fields.
    KUBE_SCHEMA_NOT_DERIVED = "W1101";

    /// `crdgen migrate`: a `#[kube(...)]` option has no `#[crd(...)]` spelling.
    ///
    /// `attr` (attributes on kube-derive's root type), `crates(...)` (the paths
    /// kube-derive's code names its crates by), `cel` and `schema = "manual"` or
    /// `"disabled"` shape what kube-derive generates in ways crdgen's derive does not
    /// have. `crdgen migrate` never drops an option silently, so it refuses the kind and
    /// writes nothing. Do what the help says by hand (usually: remove the option, after
    /// moving what it did elsewhere) and run `crdgen migrate` again.
    MIGRATE_NO_CRD_SPELLING = "E1111";

    /// `crdgen migrate`: a field or type attribute cannot be written as crdgen markers.
    ///
    /// `#[schemars(...)]` and `#[x_kube(...)]` become `#[crd(...)]` markers when crdgen
    /// honours them as written. What crdgen reads but does not honour as written (a
    /// warning when generating: W12xx), `description = "..."` (crdgen's descriptions
    /// are doc comments), `with` / `schema_with` and attributes on enum variants have no
    /// marker that says the same: `crdgen migrate` refuses them and writes nothing.
    /// Rewrite the attribute by hand (docs/foreign-attributes.md gives crdgen's
    /// spelling of each) and run `crdgen migrate` again.
    MIGRATE_ATTRIBUTE_NOT_CARRIED = "E1112";
}
