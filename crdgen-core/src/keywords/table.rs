//! The table: every OpenAPI keyword crdgen writes or reads on a schema node, with the
//! markers that write it, and the markers that write none. Its order is the order of
//! `docs/markers.md` (numbers, strings, lists, objects, then what any node may carry).

use super::{
    Applies, Bound, CelKind, CostBound, Form, GoSpelling, Keyword, MarkerDef, Measure, Needs, On,
    Presence, Side, Stage, ValueKind,
};

/// The values `type = "..."` accepts: the OpenAPI types a structural schema may use.
pub const TYPES: &[&str] = &["string", "integer", "number", "boolean", "object", "array"];

/// The values of `x-kubernetes-map-type`.
pub const MAP_TYPES: &[&str] = &["atomic", "granular"];

const NUMBERS: &[&str] = &["integer", "number"];
const STRING: &[&str] = &["string"];
const ARRAY: &[&str] = &["array"];
const OBJECT: &[&str] = &["object"];

/// A keyword's defaults: any node, no range, not under `allOf`, no cost, no marker.
const KEYWORD: Keyword = Keyword {
    name: "",
    applies: Applies::Any,
    bound: None,
    all_of: false,
    cost: None,
    markers: &[],
};

/// A marker's defaults: a flag on any node, on fields and types, applied in order.
const MARKER: MarkerDef = MarkerDef {
    key: "",
    value: ValueKind::Flag,
    needs: Needs::Any,
    on: On::FieldsAndTypes,
    stage: Stage::InOrder,
    go: &[],
    example: "",
    doc: "",
};

const fn go(name: &'static str, form: Form) -> GoSpelling {
    GoSpelling {
        name,
        args: "",
        form,
    }
}

const fn go_args(name: &'static str, args: &'static str, form: Form) -> GoSpelling {
    GoSpelling { name, args, form }
}

const fn lower(partner: &'static str, measures: Measure) -> Option<Bound> {
    Some(Bound {
        side: Side::Lower,
        partner,
        measures,
        exclusive: None,
    })
}

const fn upper(partner: &'static str, measures: Measure) -> Option<Bound> {
    Some(Bound {
        side: Side::Upper,
        partner,
        measures,
        exclusive: None,
    })
}

/// The keywords, with the markers that write them.
///
/// A `static`, not a `const`: each code unit that uses a constant gets its own copy, and
/// every copy's pointers are relocated at every start of the binary (#24).
pub static KEYWORDS: &[Keyword] = &[
    // Numbers.
    Keyword {
        name: "minimum",
        applies: Applies::To(NUMBERS),
        bound: Some(Bound {
            exclusive: Some("exclusiveMinimum"),
            ..lower_value("maximum")
        }),
        all_of: true,
        markers: &[MarkerDef {
            key: "minimum",
            value: ValueKind::Number,
            needs: Needs::Number,
            go: &[go("kubebuilder:validation:Minimum", Form::Number)],
            example: "minimum = 1",
            doc: "the least value (numbers only; a whole number on integers)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "maximum",
        applies: Applies::To(NUMBERS),
        bound: Some(Bound {
            exclusive: Some("exclusiveMaximum"),
            ..upper_value("minimum")
        }),
        all_of: true,
        markers: &[MarkerDef {
            key: "maximum",
            value: ValueKind::Number,
            needs: Needs::Number,
            go: &[go("kubebuilder:validation:Maximum", Form::Number)],
            example: "maximum = 10",
            doc: "the greatest value (numbers only; a whole number on integers)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "exclusiveMinimum",
        applies: Applies::To(NUMBERS),
        all_of: true,
        markers: &[MarkerDef {
            key: "exclusive_minimum",
            needs: Needs::Number,
            go: &[go("kubebuilder:validation:ExclusiveMinimum", Form::Flag)],
            example: "exclusive_minimum",
            doc: "`exclusiveMinimum: true`: the minimum itself is not allowed",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "exclusiveMaximum",
        applies: Applies::To(NUMBERS),
        all_of: true,
        markers: &[MarkerDef {
            key: "exclusive_maximum",
            needs: Needs::Number,
            go: &[go("kubebuilder:validation:ExclusiveMaximum", Form::Flag)],
            example: "exclusive_maximum",
            doc: "`exclusiveMaximum: true`: the maximum itself is not allowed",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "multipleOf",
        applies: Applies::To(NUMBERS),
        all_of: true,
        markers: &[MarkerDef {
            key: "multiple_of",
            value: ValueKind::Number,
            needs: Needs::Number,
            go: &[go("kubebuilder:validation:MultipleOf", Form::Number)],
            example: "multiple_of = 2",
            doc: "the value is a multiple of this (numbers only; a whole number on integers)",
            ..MARKER
        }],
        ..KEYWORD
    },
    // Strings.
    Keyword {
        name: "minLength",
        applies: Applies::To(STRING),
        bound: lower("maxLength", Measure::Size("characters")),
        all_of: true,
        markers: &[MarkerDef {
            key: "min_length",
            value: ValueKind::NonNegInt,
            needs: Needs::String,
            go: &[go("kubebuilder:validation:MinLength", Form::Number)],
            example: "min_length = 1",
            doc: "the fewest characters (strings and int-or-string)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "maxLength",
        applies: Applies::To(STRING),
        bound: upper("minLength", Measure::Size("characters")),
        all_of: true,
        cost: Some(CostBound::String),
        markers: &[MarkerDef {
            key: "max_length",
            value: ValueKind::NonNegInt,
            needs: Needs::String,
            go: &[go("kubebuilder:validation:MaxLength", Form::Number)],
            example: "max_length = 255",
            doc: "the most characters (strings and int-or-string); bounds the cost of CEL rules that run `matches()`, `split()`, `findAll()` or `replace()` on the string",
            ..MARKER
        }],
    },
    Keyword {
        name: "pattern",
        applies: Applies::To(STRING),
        all_of: true,
        markers: &[MarkerDef {
            key: "pattern",
            value: ValueKind::Regex,
            needs: Needs::String,
            go: &[go("kubebuilder:validation:Pattern", Form::Str)],
            example: "pattern = \"^[a-z]+$\"",
            doc: "compiled at generation time (RE2 syntax); an invalid regex is an error pointing into it",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "format",
        applies: Applies::Format,
        all_of: true,
        markers: &[MarkerDef {
            key: "format",
            value: ValueKind::Str,
            go: &[go("kubebuilder:validation:Format", Form::Str)],
            example: "format = \"date-time\"",
            doc: "the value's format (`int32`, `date-time`, `byte`, …); `format = \"\"` writes none. It must be one of the field's type, and may not make the API server refuse values the Rust type writes or accept values it cannot read (see Go numeric types below)",
            ..MARKER
        }],
        ..KEYWORD
    },
    // Lists.
    Keyword {
        name: "minItems",
        applies: Applies::To(ARRAY),
        bound: lower("maxItems", Measure::Size("items")),
        all_of: true,
        markers: &[MarkerDef {
            key: "min_items",
            value: ValueKind::NonNegInt,
            needs: Needs::Array,
            go: &[go("kubebuilder:validation:MinItems", Form::Number)],
            example: "min_items = 1",
            doc: "the fewest items (arrays)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "maxItems",
        applies: Applies::To(ARRAY),
        bound: upper("minItems", Measure::Size("items")),
        all_of: true,
        cost: Some(CostBound::List),
        markers: &[MarkerDef {
            key: "max_items",
            value: ValueKind::NonNegInt,
            needs: Needs::Array,
            go: &[go("kubebuilder:validation:MaxItems", Form::Number)],
            example: "max_items = 10",
            doc: "the most items (arrays); bounds the cost of CEL rules that iterate over the list",
            ..MARKER
        }],
    },
    Keyword {
        name: "uniqueItems",
        applies: Applies::To(ARRAY),
        markers: &[MarkerDef {
            key: "unique_items",
            needs: Needs::Array,
            go: &[go("kubebuilder:validation:UniqueItems", Form::Flag)],
            example: "unique_items",
            doc: "always an error: apiextensions.k8s.io/v1 rejects `uniqueItems: true`; use `list_type = \"set\"` (or `\"map\"` with `list_map_keys`)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-list-type",
        applies: Applies::To(ARRAY),
        markers: &[MarkerDef {
            key: "list_type",
            value: ValueKind::Str,
            needs: Needs::Array,
            go: &[go("listType", Form::Str), go("k8s:listType", Form::Str)],
            example: "list_type = \"map\"",
            doc: "`\"atomic\"`, `\"set\"` (scalar items, or objects with `map_type = \"atomic\"`) or `\"map\"` (object items and `list_map_keys`)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-list-map-keys",
        applies: Applies::To(ARRAY),
        markers: &[MarkerDef {
            key: "list_map_keys",
            value: ValueKind::StrList,
            needs: Needs::Array,
            go: &[
                go("listMapKey", Form::Names),
                go("k8s:listMapKey", Form::Names),
            ],
            example: "list_map_keys(\"name\")",
            doc: "the keys of a `list_type = \"map\"` list: each a required or defaulted string, integer or boolean field of the items",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "items",
        applies: Applies::To(ARRAY),
        ..KEYWORD
    },
    // Objects.
    Keyword {
        name: "minProperties",
        applies: Applies::To(OBJECT),
        bound: lower("maxProperties", Measure::Size("properties")),
        all_of: true,
        markers: &[MarkerDef {
            key: "min_properties",
            value: ValueKind::NonNegInt,
            needs: Needs::Object,
            go: &[go("kubebuilder:validation:MinProperties", Form::Number)],
            example: "min_properties = 1",
            doc: "the fewest properties (objects)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "maxProperties",
        applies: Applies::To(OBJECT),
        bound: upper("minProperties", Measure::Size("properties")),
        all_of: true,
        cost: Some(CostBound::Map),
        markers: &[MarkerDef {
            key: "max_properties",
            value: ValueKind::NonNegInt,
            needs: Needs::Object,
            go: &[go("kubebuilder:validation:MaxProperties", Form::Number)],
            example: "max_properties = 10",
            doc: "the most properties (objects); bounds the cost of CEL rules that iterate over a map",
            ..MARKER
        }],
    },
    Keyword {
        name: "x-kubernetes-map-type",
        applies: Applies::To(OBJECT),
        markers: &[
            MarkerDef {
                key: "map_type",
                value: ValueKind::Choice(MAP_TYPES),
                needs: Needs::Map,
                go: &[go("mapType", Form::Str), go("k8s:mapType", Form::Str)],
                example: "map_type = \"atomic\"",
                doc: "maps only (on a struct, write `struct_type`)",
                ..MARKER
            },
            MarkerDef {
                key: "struct_type",
                value: ValueKind::Choice(MAP_TYPES),
                needs: Needs::Struct,
                go: &[go("structType", Form::Str), go("k8s:structType", Form::Str)],
                example: "struct_type = \"atomic\"",
                doc: "structs only (on a map, write `map_type`)",
                ..MARKER
            },
        ],
        ..KEYWORD
    },
    Keyword {
        name: "properties",
        applies: Applies::To(OBJECT),
        ..KEYWORD
    },
    Keyword {
        name: "required",
        applies: Applies::To(OBJECT),
        ..KEYWORD
    },
    Keyword {
        name: "additionalProperties",
        applies: Applies::To(OBJECT),
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-preserve-unknown-fields",
        applies: Applies::To(OBJECT),
        markers: &[MarkerDef {
            key: "preserve_unknown_fields",
            go: &[
                go("kubebuilder:pruning:PreserveUnknownFields", Form::Flag),
                go("kubebuilder:validation:XPreserveUnknownFields", Form::Flag),
            ],
            example: "preserve_unknown_fields",
            doc: "`x-kubernetes-preserve-unknown-fields: true`: the API server keeps fields the schema does not describe",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-embedded-resource",
        applies: Applies::To(OBJECT),
        markers: &[MarkerDef {
            key: "embedded_resource",
            needs: Needs::Object,
            go: &[
                go("kubebuilder:validation:EmbeddedResource", Form::Flag),
                go("kubebuilder:validation:XEmbeddedResource", Form::Flag),
            ],
            example: "embedded_resource",
            doc: "a Kubernetes object with `apiVersion`, `kind` and `metadata` (objects only, with `preserve_unknown_fields` or properties)",
            ..MARKER
        }],
        ..KEYWORD
    },
    // Any node.
    Keyword {
        name: "enum",
        applies: Applies::Values,
        all_of: true,
        cost: Some(CostBound::String),
        markers: &[MarkerDef {
            key: "enum",
            value: ValueKind::JsonList,
            go: &[go_args("kubebuilder:validation:Enum", "=A;B", Form::List)],
            example: "enum = [\"A\", \"B\"]",
            doc: "the allowed values, each checked against the field (`enum = [0, 1, 3]` for numbers; an empty list is an error); unit enums get `enum` from their variants and serde renames",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "type",
        applies: Applies::Type,
        markers: &[MarkerDef {
            key: "type",
            value: ValueKind::Choice(TYPES),
            stage: Stage::First,
            go: &[go("kubebuilder:validation:Type", Form::Str)],
            example: "type = \"string\"",
            doc: "replaces the type and drops what only fit the old one (format, bounds, properties, …)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "title",
        markers: &[MarkerDef {
            key: "title",
            value: ValueKind::Str,
            go: &[go("kubebuilder:title", Form::Str)],
            example: "title = \"...\"",
            doc: "the schema's title",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "description",
        ..KEYWORD
    },
    Keyword {
        name: "example",
        markers: &[MarkerDef {
            key: "example",
            value: ValueKind::Json,
            stage: Stage::Last,
            go: &[go("kubebuilder:example", Form::Value)],
            example: "example = \"standard\"",
            doc: "an example value, written as `default` is and held to the field's own validation as `default` is",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "externalDocs",
        markers: &[MarkerDef {
            key: "external_docs",
            value: ValueKind::ExternalDocs,
            go: &[go(
                "kubebuilder:externalDocs",
                Form::Template(
                    "#[crd(external_docs(url = \"https://...\", description = \"...\"))]",
                ),
            )],
            example: "external_docs(url = \"https://example.com/docs\", description = \"…\")",
            doc: "a link to more documentation; the url must be an absolute http(s) URL",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "nullable",
        markers: &[MarkerDef {
            key: "nullable",
            go: &[
                go("kubebuilder:validation:Nullable", Form::Flag),
                go("nullable", Form::Flag),
            ],
            example: "nullable",
            doc: "`nullable: true`: the field may be `null`",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "default",
        markers: &[MarkerDef {
            key: "default",
            value: ValueKind::Json,
            stage: Stage::Last,
            go: &[
                go("kubebuilder:default", Form::Value),
                go("default", Form::Value),
            ],
            example: "default = 1",
            doc: "checked against the field's own validation; JSON-like values: `\"text\"`, `1`, `-0.5`, `true`, objects `{\"a\": 1}` and arrays `[1, 2]` (`null` is refused). crdgen reads source and never runs code, so a field with only `#[serde(default = \"f\")]` gets no default in the CRD and a warning asking for the value `f` returns",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-validations",
        markers: &[
            MarkerDef {
                key: "validation",
                value: ValueKind::Cel(CelKind::Validation),
                go: &[go(
                    "kubebuilder:validation:XValidation",
                    Form::Template("#[crd(validation(rule = \"...\", message = \"...\"))]"),
                )],
                example: "validation(rule = \"self.size() > 0\", message = \"must not be empty\")",
                doc: "a CEL rule, repeatable; also `message_expression = \"...\"`, `reason = \"FieldValueInvalid\"` (or `FieldValueRequired`, `FieldValueForbidden`, `FieldValueDuplicate`), `field_path = \".x\"` (it must resolve in the schema: `.a.b`, `['a']`, `[0]` into a list) and `optional_old_self`; rule and messageExpression parsed as CEL at generation time, and an error when the rule certainly is not a bool or the message expression certainly not a string; source order kept (one-of rules come after them); `optional_old_self` only on rules that read `oldSelf`; a rule that reads `oldSelf` (and `immutable`) inside a list that is not a map list is an error, as the API server cannot pair old and new items there",
                ..MARKER
            },
            MarkerDef {
                key: "at_most_one_of",
                value: ValueKind::Cel(CelKind::AtMostOneOf),
                needs: Needs::Object,
                on: On::Types,
                go: &[go(
                    "kubebuilder:validation:AtMostOneOf",
                    Form::Template("#[crd(at_most_one_of(\"a\", \"b\"))] on the struct"),
                )],
                example: "at_most_one_of(\"a\", \"b\")",
                doc: "the CEL rule controller-gen emits, in the form of the configured `controller-gen-version` (README, \"controller-gen releases\"), after the `validation` rules: at most one of these fields is set; members must exist and be optional",
                ..MARKER
            },
            MarkerDef {
                key: "exactly_one_of",
                value: ValueKind::Cel(CelKind::ExactlyOneOf),
                needs: Needs::Object,
                on: On::Types,
                go: &[go(
                    "kubebuilder:validation:ExactlyOneOf",
                    Form::Template("#[crd(exactly_one_of(\"a\", \"b\"))] on the struct"),
                )],
                example: "exactly_one_of(\"a\", \"b\")",
                doc: "the CEL rule controller-gen emits, in the form of the configured `controller-gen-version` (README, \"controller-gen releases\"), after the `validation` rules: exactly one of these fields is set; members must exist and be optional",
                ..MARKER
            },
            MarkerDef {
                key: "at_least_one_of",
                value: ValueKind::Cel(CelKind::AtLeastOneOf),
                needs: Needs::Object,
                on: On::Types,
                go: &[go(
                    "kubebuilder:validation:AtLeastOneOf",
                    Form::Template("#[crd(at_least_one_of(\"a\", \"b\"))] on the struct"),
                )],
                example: "at_least_one_of(\"a\", \"b\")",
                doc: "the CEL rule controller-gen emits, in the form of the configured `controller-gen-version` (README, \"controller-gen releases\"), after the `validation` rules: at least one of these fields is set; members must exist and be optional; needs controller-gen v0.20.0 or later",
                ..MARKER
            },
            MarkerDef {
                key: "immutable",
                value: ValueKind::Cel(CelKind::Immutable),
                on: On::Fields,
                example: "immutable",
                doc: "`self == oldSelf`, plus the parent's \"immutable once set\" rule (`!has(oldSelf.f) || has(self.f)`) for optional fields",
                ..MARKER
            },
        ],
        ..KEYWORD
    },
    Keyword {
        name: "x-kubernetes-int-or-string",
        applies: Applies::Type,
        markers: &[MarkerDef {
            key: "int_or_string",
            stage: Stage::First,
            go: &[go("kubebuilder:validation:XIntOrString", Form::Flag)],
            example: "int_or_string",
            doc: "`anyOf: [integer, string]` + `x-kubernetes-int-or-string` (string markers such as `pattern` stay valid)",
            ..MARKER
        }],
        ..KEYWORD
    },
    Keyword {
        name: "anyOf",
        applies: Applies::Type,
        ..KEYWORD
    },
    Keyword {
        name: "allOf",
        applies: Applies::Type,
        ..KEYWORD
    },
    // Written by no Rust type: read in schemas given as JSON (`schema = ...`, which
    // `crdgen import` writes for them), where the API server accepts them with value
    // validations inside.
    Keyword {
        name: "oneOf",
        applies: Applies::Type,
        ..KEYWORD
    },
    Keyword {
        name: "not",
        applies: Applies::Type,
        ..KEYWORD
    },
];

/// The markers that write no keyword of their own.
///
/// A `static`, for the reason [`KEYWORDS`] is one.
pub static MARKERS_WITHOUT_KEYWORD: &[MarkerDef] = &[
    MarkerDef {
        key: "required",
        value: ValueKind::Presence(Presence::Required),
        on: On::Fields,
        go: &[
            go("required", Form::Flag),
            go("k8s:required", Form::Flag),
            go(
                "kubebuilder:validation:Required",
                Form::Template(
                    "#[crd(required)] on the field, or crdgen::module_markers!(required); in the module",
                ),
            ),
        ],
        example: "required",
        doc: "the field is listed in its object's `required`, whatever serde implies (`Option`, `#[serde(default)]`); a `required` `Option` serde writes as `null` gets `nullable: true`. `crdgen::module_markers!(required);` as an item of a module does it for every struct field of that module (not its submodules), as a package-level `+kubebuilder:validation:Required` does",
        ..MARKER
    },
    MarkerDef {
        key: "optional",
        value: ValueKind::Presence(Presence::Optional),
        on: On::Fields,
        go: &[
            go("optional", Form::Flag),
            go("k8s:optional", Form::Flag),
            go(
                "kubebuilder:validation:Optional",
                Form::Template(
                    "#[crd(optional)] on the field, or crdgen::module_markers!(optional); in the module",
                ),
            ),
        ],
        example: "optional",
        doc: "the field is left out of `required`, whatever serde implies; on a field serde cannot read without (not an `Option`, no `#[serde(default)]`) it is an error. `crdgen::module_markers!(optional);` as an item of a module does it for every struct field of that module (not its submodules), as a package-level `+kubebuilder:validation:Optional` does",
        ..MARKER
    },
    MarkerDef {
        key: "schemaless",
        stage: Stage::First,
        go: &[go("kubebuilder:validation:Schemaless", Form::Flag)],
        example: "schemaless",
        doc: "the type's schema is left out; the field's description and markers stay (it still needs a `type` or `preserve_unknown_fields`)",
        ..MARKER
    },
    MarkerDef {
        key: "schema",
        value: ValueKind::Str,
        stage: Stage::First,
        example: "schema = r#\"{\"type\": \"string\", \"pattern\": \"^[A-Z]{3}$\"}\"#",
        doc: "the node's whole schema, given as JSON (an object, checked to be structural), in place of what its Rust type would give: for a type of another crate crdgen does not know, or a field serde writes through a function (`#[serde(with = …)]`); markers beside it apply on top. See docs/known-types.md",
        ..MARKER
    },
    MarkerDef {
        key: "allow_breaking",
        value: ValueKind::Str,
        on: On::Fields,
        example: "allow_breaking = \"nothing is stored yet\"",
        doc: "accepts, deliberately, the breaking changes `crdgen check` finds at this field (its type, bounds, default, rules, a field it lost): they are reported with the reason and no longer fail the run; writes nothing into the schema",
        ..MARKER
    },
    MarkerDef {
        key: "any_length",
        needs: Needs::Array,
        example: "any_length",
        doc: "leaves out the `minItems` and `maxItems` of N that a fixed-size array `[T; N]` gets (serde writes exactly N items and reads no other count), as controller-gen writes a Go `[N]T` with no bounds: for a port of Go types that must match their CRD; the API server then accepts lists of any length, which serde refuses to read; `min_items`/`max_items` beside it still apply",
        ..MARKER
    },
    MarkerDef {
        key: "items",
        value: ValueKind::Nested,
        needs: Needs::Array,
        example: "items(max_length = 63)",
        doc: "applies the markers inside it to the elements of an array, as controller-gen's `+kubebuilder:validation:items:…` markers do; it nests: `items(items(...))` for lists of lists",
        ..MARKER
    },
];

const fn lower_value(partner: &'static str) -> Bound {
    Bound {
        side: Side::Lower,
        partner,
        measures: Measure::Value,
        exclusive: None,
    }
}

const fn upper_value(partner: &'static str) -> Bound {
    Bound {
        side: Side::Upper,
        partner,
        measures: Measure::Value,
        exclusive: None,
    }
}
