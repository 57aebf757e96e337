//! 03xx: field and type markers, and building the schema from Rust types.

super::codes! {
    /// A marker's value is not written the way the marker takes it.
    ///
    /// Each marker takes one form: a flag (`nullable`, or `nullable = false`), a string
    /// (`title = "..."`), a number (`minimum = 1`), a list (`enum = ["A", "B"]`) or
    /// nothing at all (`immutable`). Anything else would leave the marker's meaning to
    /// guesswork, so it is refused. The help line shows the form the marker takes.
    MARKER_VALUE_MALFORMED = "E0301";

    /// A marker's value is not one of the values it accepts.
    ///
    /// `type`, `map_type`, `struct_type` and `list_type` each take one of a few fixed
    /// strings, which the API server checks too: it rejects a CRD with an unknown
    /// `type` or `x-kubernetes-list-type`. Write one of the values the help line lists.
    MARKER_VALUE_UNKNOWN = "E0302";

    /// `enum = []` lists no value.
    ///
    /// An empty `enum` admits no value at all, so every object that sets the field would
    /// be rejected. List the allowed values, or leave the marker out.
    ENUM_MARKER_EMPTY = "E0303";

    /// A JSON-like value of `default`, `example` or `enum` does not parse.
    ///
    /// These values are written in Rust tokens as JSON: `"text"`, `1`, `-0.5`, `true`,
    /// `[1, 2]` or `{"key": "value"}` (keys in quotes, a `:` after each key, commas
    /// between entries). The message points at the token that does not fit.
    VALUE_SYNTAX = "E0304";

    /// `null` (or `None`) is given as a `default`, `example` or `enum` value.
    ///
    /// The API server rejects a null default or enum value unless the field is
    /// nullable, and a null default means nothing anyway: leaving the field out already
    /// gives null. Leave the marker out instead.
    NULL_VALUE = "E0305";

    /// The regular expression of `pattern` does not compile.
    ///
    /// The API server compiles `pattern` with Go's RE2 syntax, which Rust's `regex`
    /// crate follows, and rejects the CRD when it does not compile. Fix the expression;
    /// a raw string (`r"..."`) spares the double escaping of backslashes.
    INVALID_PATTERN = "E0306";

    /// `external_docs` is not written as `external_docs(url = "...", description = "...")`.
    ///
    /// `external_docs` takes its two keys in parentheses, each at most once, and needs
    /// the `url`. Write it in that form.
    EXTERNAL_DOCS_MALFORMED = "E0307";

    /// The `url` of `external_docs` is not an absolute http or https URL.
    ///
    /// The API server stores the URL as it is and tools render it as a link: a relative
    /// or malformed URL leads nowhere. Write an absolute URL such as
    /// `"https://example.com/docs"`.
    EXTERNAL_DOCS_URL_INVALID = "E0308";

    /// A marker is written on a field when it belongs on a type, or the other way round.
    ///
    /// Some markers only make sense in one place: `required`, `optional` and `immutable`
    /// describe a field of its parent, the one-of helpers (`exactly_one_of`, …) the
    /// fields of a struct. Move the marker to where the help line says.
    MARKER_MISPLACED = "E0309";

    /// A marker is used on a field whose type it does not apply to.
    ///
    /// `max_length` constrains strings, `minimum` numbers, `min_items` lists, … On
    /// another type the API server ignores it (controller-gen emits it anyway), so the
    /// validation silently does nothing. Move the marker to a field of the right type,
    /// or use the `items(...)` form for a list's elements.
    MARKER_ON_WRONG_TYPE = "E0310";

    /// `minimum`, `maximum` or `multiple_of` of an integer field is not a whole number.
    ///
    /// The schema of an integer field has `type: integer`; a fractional bound there reads
    /// as a mistake (the bound the API server applies is not the one written). Write an
    /// integer value.
    FRACTIONAL_BOUND_ON_INTEGER = "E0311";

    /// A lower bound is above its upper bound, so no value is valid.
    ///
    /// With `min_length = 10, max_length = 3` (or `minimum` above `maximum`, `min_items`
    /// above `max_items`, …) every object that sets the field is rejected, which is never
    /// what was meant. Make the lower bound at most the upper one.
    EMPTY_RANGE = "E0312";

    /// A `default` or `example` value is not valid for its field.
    ///
    /// The API server applies a default to objects and checks it against the field's
    /// schema when the CRD is created; a default the field rejects makes the CRD
    /// invalid, and an example the field rejects misleads. Change the value so that the
    /// field's type and validations accept it.
    DEFAULT_DOES_NOT_FIT = "E0313";

    /// A value listed in `enum` is not valid for its field.
    ///
    /// A value of the wrong type, or one the field's other validations reject, can
    /// never be used: objects that set it are refused. List only values of the field's
    /// type that its validations accept.
    ENUM_VALUE_DOES_NOT_FIT = "E0314";

    /// `type` and `int_or_string` are both written on one field.
    ///
    /// Both set the field's type; `int_or_string` already means "an integer or a
    /// string". Keep one of them.
    TYPE_AND_INT_OR_STRING = "E0315";

    /// An `embedded_resource` has neither described fields nor kept unknown ones.
    ///
    /// The API server rejects `x-kubernetes-embedded-resource` on a node with no
    /// properties that does not preserve unknown fields: everything in it would be
    /// pruned. Add `preserve_unknown_fields` (as controller-gen does for
    /// runtime.RawExtension), or use a struct with apiVersion, kind and metadata fields.
    EMBEDDED_RESOURCE_WITHOUT_FIELDS = "E0316";

    /// A `schemaless` field is left without a type.
    ///
    /// `schemaless` drops the schema of the field's Rust type; a structural schema still
    /// needs a `type` on every node, so the API server would reject the CRD. Add
    /// `type = "..."` or `preserve_unknown_fields`.
    SCHEMALESS_WITHOUT_TYPE = "E0317";

    /// `type = "array"` is written on a field that is not a list.
    ///
    /// A structural schema needs the type of an array's items, which a field that is
    /// not a list cannot give. Use a `Vec<T>` field instead.
    ARRAY_TYPE_WITHOUT_ITEMS = "E0318";

    /// `type = "object"` is written on a field with no properties.
    ///
    /// An object without properties that does not preserve unknown fields is pruned
    /// empty by the API server: everything written there is dropped. Add
    /// `preserve_unknown_fields`, or use a struct or map type.
    OBJECT_TYPE_WITHOUT_FIELDS = "E0319";

    /// `unique_items` is used.
    ///
    /// apiextensions.k8s.io/v1 rejects `uniqueItems: true`. Write `list_type = "set"` for
    /// a list of scalars without duplicates, or `list_type = "map"` with
    /// `list_map_keys(...)` for a list of objects.
    UNIQUE_ITEMS = "E0320";

    /// `list_type = "set"` is written on a list whose items are not scalars.
    ///
    /// The API server accepts a set only of scalars (or of objects with
    /// `map_type = "atomic"`), since it compares items as wholes. Use
    /// `list_type = "map"` with `list_map_keys` for a list of objects, or `"atomic"`.
    LIST_SET_OF_OBJECTS = "E0321";

    /// `list_type = "map"` is written on a list whose items are not objects.
    ///
    /// A map list identifies its items by key fields, which only objects have. Use
    /// `list_type = "set"` or `"atomic"` for a list of scalars.
    LIST_MAP_OF_SCALARS = "E0322";

    /// `list_type = "map"` names no key fields.
    ///
    /// The API server requires `x-kubernetes-list-map-keys` (at least one) on a map list:
    /// the keys identify an item. Name the item fields with `list_map_keys("name")`.
    LIST_MAP_WITHOUT_KEYS = "E0323";

    /// `list_map_keys` is written without `list_type = "map"`.
    ///
    /// The API server rejects `x-kubernetes-list-map-keys` on any list other than a map
    /// list. Add `list_type = "map"` or remove `list_map_keys`.
    LIST_MAP_KEYS_WITHOUT_MAP = "E0324";

    /// A key named in `list_map_keys` is not a field of the list's items.
    ///
    /// Keys are the JSON names (after serde renames) of fields of the item type; the API
    /// server rejects a key that is not one. Name an existing item field.
    LIST_MAP_KEY_UNKNOWN = "E0325";

    /// A key named in `list_map_keys` is not a string, integer or boolean field.
    ///
    /// The API server compares keys as scalars and rejects a CRD whose map-list key is
    /// an object, a list or a float. Key the list on a scalar item field.
    LIST_MAP_KEY_NOT_SCALAR = "E0326";

    /// A key named in `list_map_keys` may be missing from an item.
    ///
    /// The API server needs every key of a map list either required or defaulted, so
    /// each item can be identified. Make the item field required (not an `Option`, no
    /// `#[serde(default)]`) or give it `#[crd(default = ...)]`.
    LIST_MAP_KEY_OPTIONAL = "E0327";

    /// `required` and `optional` are both given.
    ///
    /// A field (or a module's `crdgen::module_markers!`) can only be one of the two.
    /// Keep one of them.
    PRESENCE_CONFLICT = "E0328";

    /// A field is marked optional, but serde cannot read the object without it.
    ///
    /// The CRD would let objects leave the field out, and the Rust client would then
    /// fail to deserialize them. Add `#[serde(default)]`, make the field an `Option`,
    /// or mark it `#[crd(required)]`. An `Option` serde reads through a function
    /// (`#[serde(with = "...")]` or `deserialize_with`) needs its key too: serde reads a
    /// missing `Option` as `None` only when it reads the field itself, so there the fix
    /// is `#[serde(default)]`.
    OPTIONAL_BUT_SERDE_REQUIRES = "E0329";

    /// `required` or `optional` is written where there is no JSON key of its own.
    ///
    /// The inner field of a newtype or of a one-field variant, and a flattened field,
    /// have no key in the JSON object whose presence could be required. Write the marker
    /// on the field that uses the type, or remove it.
    PRESENCE_MISPLACED = "E0330";

    /// A module has a second `crdgen::module_markers!`.
    ///
    /// A module's presence default must be said once, or which one wins would depend on
    /// the order of items. Write all module markers in one `crdgen::module_markers!(...)`.
    MODULE_MARKERS_TWICE = "E0331";

    /// `crdgen::module_markers!` names a marker crdgen does not know.
    ///
    /// The module markers are `optional` and `required`; an unknown one is a typo that
    /// would otherwise be ignored. Write one of them.
    UNKNOWN_MODULE_MARKER = "E0332";

    /// `crdgen::module_markers!()` names no marker.
    ///
    /// An empty module-markers item does nothing and is most likely unfinished. Write
    /// `crdgen::module_markers!(optional)` or `crdgen::module_markers!(required)`, or
    /// remove it.
    MODULE_MARKERS_EMPTY = "E0333";

    /// `#[serde(rename_all = "...")]` names a rule serde does not know.
    ///
    /// serde itself refuses the attribute at compile time; crdgen, which reads source,
    /// says so first. Write one of the rules the message lists.
    UNKNOWN_RENAME_RULE = "E0334";

    /// A controller-gen marker is written in a doc comment.
    ///
    /// crdgen reads `#[crd(...)]` attributes, not `// +kubebuilder:...` markers; a
    /// marker left in a doc comment would silently do nothing and end up in the field's
    /// description. The help line gives the attribute to write instead.
    DOC_COMMENT_MARKER = "E0335";

    /// A doc comment holds a `+kubebuilder:` or `+k8s:` marker no tool knows.
    ///
    /// It looks like a controller-gen marker but is none, most likely a typo; crdgen
    /// would not read it either way. Write the `#[crd(...)]` attribute for what was
    /// meant (docs/markers.md lists them with their controller-gen names).
    UNKNOWN_DOC_COMMENT_MARKER = "E0336";

    /// A type has no JSON form a structural schema can describe.
    ///
    /// `()`, tuples, function pointers, trait objects and the like are either not
    /// written by serde at all or written as something no single schema type covers.
    /// Use a struct, enum, String, integer, float, bool, Vec, BTreeMap or Option.
    UNSUPPORTED_TYPE = "E0339";

    /// A 128-bit integer is used.
    ///
    /// JSON numbers are read as 64-bit integers or doubles by the API server and most
    /// clients: an `i128` or `u128` loses precision. Use i64, u64 or a String.
    WIDE_INTEGER = "E0340";

    /// A generic type is written without all its type arguments.
    ///
    /// crdgen needs the concrete type of every parameter to describe the value. Write the
    /// full type, e.g. `Vec<String>` or `Wrapper<i32>`.
    GENERIC_ARGUMENTS = "E0341";

    /// A path used as a field's type does not name a struct, enum or type alias.
    ///
    /// Only those have a JSON form crdgen can read from source. Use a struct, enum or
    /// type alias.
    NOT_A_TYPE = "E0342";

    /// A type contains itself.
    ///
    /// A structural schema cannot refer to itself, and expanding a recursive type never
    /// ends (controller-gen writes `items: {}` there, which the API server prunes). Break
    /// the cycle with a depth-limited copy of the type or a `serde_json::Value` field.
    RECURSIVE_TYPE = "E0343";

    /// A tuple struct or tuple variant with several fields is used.
    ///
    /// serde writes it as a JSON array of mixed types; a structural schema gives all
    /// items of an array one schema. Use a struct (or struct variant) with named fields.
    TUPLE_STRUCT = "E0344";

    /// A unit struct is used as a value.
    ///
    /// serde writes a unit struct as `null`, which carries nothing and which the API
    /// server rejects unless the field is nullable. Give it named fields, or use a unit
    /// enum variant.
    UNIT_STRUCT = "E0345";

    /// A `#[serde(transparent)]` struct has no field serde writes.
    ///
    /// A transparent struct is written as its one field; with every field skipped there
    /// is nothing to describe. Keep one field that serde writes.
    TRANSPARENT_WITHOUT_FIELD = "E0346";

    /// A serde attribute hands serialization to code crdgen cannot see.
    ///
    /// `with` and `serialize_with` on a field or variant, and `remote` and `into` on a
    /// struct or enum, change what serde writes through functions or other types; crdgen
    /// reads types, not functions, so the schema would be a guess. Give the schema of what
    /// the function writes on the field (`#[crd(type = "string", format = ...)]` with any
    /// other markers, or `#[crd(schema = r#"{...}"#)]`) or on the type, remove the
    /// attribute, or model the JSON form as a type (a newtype or an enum).
    /// `deserialize_with`, `from` and `try_from` only change reading, and are accepted.
    /// chrono's timestamp helpers (`chrono::serde::ts_seconds`, `ts_milliseconds`,
    /// `ts_microseconds`, `ts_nanoseconds`, their `_option` forms, and the same in
    /// `chrono::naive::serde`) write an `i64` crdgen knows: their fields need nothing
    /// (`type: integer, format: int64`; an `_option` one without `skip_serializing_if`
    /// is nullable, as it writes `None` as `null`, and, read through `with` without
    /// `#[serde(default)]`, required, as serde then needs its key: see E0397).
    CUSTOM_SERIALIZATION = "E0347";

    /// Two fields are written under the same JSON name.
    ///
    /// After serde's renames (and with flattened fields merged in) two fields end up as
    /// one key, so one of them is lost in every object. Rename one with
    /// `#[serde(rename = "...")]`. Fields under mutually exclusive `cfg`s
    /// (`feature = "x"` and `not(feature = "x")`) are never in one build, so they are not
    /// duplicates (see E0362).
    DUPLICATE_JSON_NAME = "E0348";

    /// `#[serde(flatten)]` is used on a field that is not a struct or map.
    ///
    /// Only an object's keys can be merged into the parent object. Remove
    /// `#[serde(flatten)]`, or flatten a struct or map.
    FLATTEN_NOT_OBJECT = "E0349";

    /// A marker on a `#[serde(flatten)]` field, or a keyword of the flattened type, has
    /// no place where the type is flattened.
    ///
    /// A flattened struct's fields become the outer object's own, and so do its rules:
    /// CEL validations, one-of rules, `min_properties`/`max_properties`, `struct_type`
    /// and `preserve_unknown_fields` are merged into the outer object, as controller-gen
    /// merges an embedded Go struct (docs are not: the outer object keeps its own). What
    /// describes the field's own JSON value (`default`, `nullable`, `enum`, `format`,
    /// `type`, `schemaless`, `title`, `example`, ...) has no value to describe: a
    /// flattened field has no key. Write it on a field of the flattened struct, or on
    /// the outer struct, instead.
    FLATTEN_MARKER_HAS_NO_PLACE = "E0390";

    /// A flattened struct and the object that embeds it set one keyword to two values
    /// that cannot both be kept.
    ///
    /// Validations that disagree (`max_properties = 3` on one, `5` on the other) are both
    /// kept, under `allOf`, as controller-gen writes them. Other keywords have one value
    /// per object (`x-kubernetes-map-type`, `x-kubernetes-embedded-resource`, ...): where
    /// controller-gen silently keeps the embedded struct's value, crdgen refuses. Make the
    /// two agree, or remove one of them.
    FLATTEN_KEYWORD_CONFLICT = "E0391";

    /// A flattened map carries rules of its own.
    ///
    /// A flattened map's keys sit beside the named fields of the outer object, which a
    /// structural schema can only describe by keeping unknown fields
    /// (`x-kubernetes-preserve-unknown-fields`). Its own bounds and rules
    /// (`max_properties`, CEL rules, the schema of its values) would then apply to the
    /// whole outer object, which is not what they say. Check the map's entries in a CEL
    /// rule on the outer struct, or make the map a named field instead of flattening it.
    FLATTEN_MAP_RULES = "E0392";

    /// An optional flattened struct carries rules of its own.
    ///
    /// When an `Option` of a flattened struct is `None`, serde writes none of its fields;
    /// its rules (CEL validations, one-of rules, `min_properties`, ...) merged into the
    /// outer object would then reject what serde writes. Make the field not optional,
    /// move the rules to the outer struct written so that they hold when the fields are
    /// absent, or make the struct a named field instead of flattening it.
    OPTIONAL_FLATTEN_RULES = "E0393";

    /// An enum's serde attributes are ones serde itself refuses.
    ///
    /// `#[serde(untagged)]` with `tag` or `content`, or `content` without `tag`, does not
    /// compile with serde_derive; crdgen would otherwise describe a tagging serde never
    /// writes. Choose one representation: `untagged`, `tag = "..."` (internally tagged)
    /// or `tag = "...", content = "..."` (adjacently tagged).
    SERDE_TAGGING_CONFLICT = "E0394";

    /// Two variants of an enum are written under one name.
    ///
    /// After serde's renames two variants end up with one tag (or one string, for unit
    /// variants), so serde reads the second back as the first and the schema would list
    /// the value twice (`enum: [x, x]`). Rename one of them with
    /// `#[serde(rename = "...")]`.
    DUPLICATE_VARIANT_NAME = "E0395";

    /// The variants of an untagged enum are of one JSON type, but no one schema
    /// accepts the values of each.
    ///
    /// serde may write any variant of an untagged enum, so its schema must accept every
    /// variant's values. Variants of one type are united: `u8 | u32` accepts the range of
    /// both, a known enum or a `String` any string, lists their items united. Lists
    /// whose items are of different JSON types (`Vec<String> | Vec<i64>`) cannot be: a
    /// structural schema gives the items one type. Make the variants' values one type,
    /// or tag the enum (`#[serde(tag = "type")]`).
    UNTAGGED_VARIANTS_DIFFER = "E0396";

    /// A k8s-openapi type is not in the Kubernetes version crdgen describes.
    ///
    /// crdgen takes the schemas of built-in Kubernetes types from the definitions of the
    /// configured Kubernetes version (`kubernetes_version`). Use a type that version has,
    /// or configure the version that has it.
    UNKNOWN_K8S_TYPE = "E0350";

    /// A field's type comes from another crate, whose definition crdgen cannot read.
    ///
    /// crdgen reads this crate's source only (it never compiles it). It knows the std
    /// types, `serde_json::Value`, the k8s-openapi types and the common types of
    /// docs/known-types.md (chrono, jiff, uuid, url, semver, …); for any other, say what
    /// its serde impl writes: on the field (`#[crd(type = "string", format = ...)]` with
    /// any other markers, or `#[crd(schema = r#"{...}"#)]`), on a local newtype around it,
    /// or for every use in the `[types]` table of the configuration
    /// (`"my_dep::Money" = { type = "string" }`).
    EXTERNAL_TYPE = "E0351";

    /// A map's key type is not written as a string.
    ///
    /// JSON object keys are strings, and a CRD's `additionalProperties` describes only
    /// the values. serde_json writes a String, a unit-only enum, an integer or a bool key
    /// as a string and reads it back; other keys (floats, structs, lists) have no string
    /// form crdgen can vouch for. Use one of those as the key type.
    NON_STRING_MAP_KEY = "E0352";

    /// An enum has no variant serde can write.
    ///
    /// With no variant (or every variant skipped) no value of the type exists, so the
    /// field could never be set. Add a variant.
    EMPTY_ENUM_TYPE = "E0353";

    /// A `#[serde(untagged)]` variant is part of a tagged enum.
    ///
    /// serde then writes the other variants with their tag and this one without: two
    /// JSON shapes no structural schema allows at once. Make the whole enum untagged, or
    /// give the variant a tag.
    UNTAGGED_VARIANT_IN_TAGGED_ENUM = "E0354";

    /// An externally tagged enum mixes unit and data variants.
    ///
    /// serde writes a unit variant as a string and a data variant as an object, and a
    /// structural schema gives a value one type. Give the unit variants an empty body
    /// (`Variant {}`), or use `#[serde(tag = "type")]`.
    MIXED_ENUM = "E0355";

    /// A variant of an internally tagged or untagged object enum does not hold an object.
    ///
    /// Such variants are written as one object whose fields are the variant's; a variant
    /// holding a string or a number cannot be merged into it. Wrap the value in a struct
    /// variant.
    VARIANT_NOT_OBJECT = "E0356";

    /// A field name has different schemas in two variants of one enum.
    ///
    /// The variants of an internally tagged or untagged enum share one object schema, in
    /// which each property has one schema whichever variant is present. Rename the field
    /// in one variant so each name has one type.
    VARIANT_FIELD_CONFLICT = "E0357";

    /// The tag of an internally tagged enum is also a field of a variant.
    ///
    /// serde writes the tag and the field under the same key, and one overwrites the
    /// other. The error points at the field; choose another tag name, or rename the
    /// field with `#[serde(rename = "...")]`.
    TAG_FIELD_CLASH = "E0358";

    /// An untagged enum has a unit variant.
    ///
    /// serde writes a unit variant of an untagged enum as `null`, which no structural
    /// schema of the other variants admits. Remove the variant and make the field an
    /// `Option` instead.
    UNTAGGED_UNIT_VARIANT = "E0359";

    /// An untagged enum's variants are written as different JSON types.
    ///
    /// A structural schema gives a value one type; only integer-or-string has a special
    /// form. Make every variant hold the same JSON type, or use
    /// `#[serde(tag = "type")]`. An integer and a float variant (`i64 | f64`) would fit
    /// `type: number`, but the API server writes a whole-number float back without its
    /// fraction (1.0 as 1), which serde then reads as the integer variant: use the float
    /// alone (serde reads an integer as `f64` too), or tag the enum.
    UNTAGGED_ENUM_MIXED_TYPES = "E0360";

    /// `#[serde(default = "function")]` gives a default the CRD cannot carry.
    ///
    /// crdgen reads source and does not run the function, so the API server stores
    /// objects without the field and only readers built on this crate apply the default
    /// (kube-derive runs it at build time). Write `#[crd(default = ...)]` with the value
    /// the function returns.
    SERDE_DEFAULT_NOT_EVALUATED = "W0361";

    /// Fields of one JSON name under mutually exclusive `cfg`s have different schemas.
    ///
    /// No build has both fields (`#[cfg(feature = "x")]` on one, `#[cfg(not(feature =
    /// "x"))]` on the other), but crdgen writes one CRD for every build, so the property
    /// must accept what either build writes. It does when the fields have the same
    /// schema apart from descriptions and `nullable`: the property is then nullable if
    /// either field is, and required only if both are. Different types, formats,
    /// validations, defaults or `immutable` markers have no schema that fits both builds
    /// and only them. Give the fields the same type and markers, or different JSON names.
    CFG_FIELDS_DIFFER = "E0362";

    /// A `format` that is not one of the field's type.
    ///
    /// Integers take `int32` or `int64`, numbers `float` or `double`, strings any other
    /// format (`date-time`, `byte`, …); booleans, lists and objects take none. The API
    /// server reads an integer format on a string, or a string format on an integer, as
    /// no format at all, so the marker would say something the CRD does not do. Write a
    /// format of the field's type, or `format = ""` to write none (Go's `int8`, `int16`,
    /// `uint8`, `uint16`, `int`, `uint` and `uintptr` have none: see docs/markers.md).
    FORMAT_DOES_NOT_FIT_TYPE = "E0363";

    /// A `format` makes the API server refuse values serde writes, or accept values serde
    /// cannot read.
    ///
    /// The API server refuses an integer outside its format's range (`int32`: −2³¹ to
    /// 2³¹−1; `int64` and no format: the int64 range) and a number outside `float`'s.
    /// `format = "int32"` on a `u64` would refuse the values above 2147483647 that serde
    /// writes; `format = ""` on an `i32` would admit values an `i32` cannot read, and the
    /// object could no longer be read by this crate. A format that drops the string format
    /// the field's type writes (`byte` of a `ByteString`) admits strings the type cannot
    /// read. Pick the Rust type whose range the format admits (docs/markers.md maps every
    /// Go integer type to one), or bound the field with `minimum` and `maximum` so that
    /// the two agree.
    FORMAT_LOSES_VALUES = "E0364";

    /// A type of the crate whose `Serialize` impl is not derived is used as a field.
    ///
    /// crdgen models what serde writes by serde-derive's rules; a type with a
    /// hand-written `impl Serialize` may write anything (an enum written as a string, a
    /// struct written as a list), and one with no `Serialize` at all is not written by
    /// serde's derive either. Guessing would give a schema that rejects or prunes what the
    /// type really writes. Derive `Serialize`, or give the schema of what it writes: on the
    /// type (`#[crd(type = "string", enum = [...])]`, with `#[derive(CrdSchema)]` so the
    /// compiler accepts the attribute) or on the field (`#[crd(type = ...)]` or
    /// `#[crd(schema = r#"{...}"#)]`).
    UNSEEN_SERIALIZE = "E0370";

    /// A known type of another crate whose serde output crdgen cannot know.
    ///
    /// Some types of the table of docs/known-types.md have no one JSON form: what
    /// `time::OffsetDateTime` writes depends on the features `time` is built with (and
    /// neither form is RFC 3339), and `http::Uri` has no serde impl at all. The help line
    /// gives the serde helper and the `#[crd(...)]` override to write on the field.
    KNOWN_TYPE_REFUSED = "E0371";

    /// A schema given as JSON does not parse, is not a JSON object, or gives a key twice.
    ///
    /// `#[crd(schema = r#"{...}"#)]` and a string in the configuration's `[types]` table
    /// are read as JSON: an object holding an OpenAPI v3 schema, such as
    /// `{"type": "string", "pattern": "^[A-Z]{3}$"}`; a kind's `root_properties` is a JSON
    /// object whose every value is such a schema. An object that gives a key twice is
    /// refused too: serde_json would keep the last one without a word, and the API
    /// server's strict field validation refuses the object. Fix the JSON at the place the
    /// message shows (a duplicate is named with the path to it).
    SCHEMA_OVERRIDE_INVALID = "E0372";

    /// A schema given as JSON is not structural.
    ///
    /// (A field's `schema = ...`, a `[types]` entry, or one of a kind's `root_properties`.)
    /// The API server rejects a CRD whose schema is not structural: every node needs a
    /// `type` (or `x-kubernetes-int-or-string` / `x-kubernetes-preserve-unknown-fields`),
    /// `$ref` and `definitions` are not allowed, an object has `properties` or
    /// `additionalProperties` but not both, and `allOf`/`anyOf`/`oneOf`/`not` may hold
    /// validations only. The message names the node and the rule; fix the given schema.
    SCHEMA_OVERRIDE_NOT_STRUCTURAL = "E0373";

    /// A junctor names a property or items its node does not declare.
    ///
    /// Inside `allOf`, `anyOf`, `oneOf` and `not` the API server accepts `properties`
    /// and `items` holding value validations (gateway-api's address `oneOf` is one), but
    /// only where the node itself declares the same property or items with their type:
    /// every value a junctor validates must have a structural schema outside it
    /// (kube-apiserver's `validateStructuralCompleteness`). The API server checks this
    /// for the junctors of the root schema only (and what they reach), not for those of
    /// nodes below it, and so does crdgen. Declare the property (or `items`) on the
    /// node, or drop it from the junctor.
    JUNCTOR_NOT_MIRRORED = "E0374";

    /// `root_properties` gives a root property other than `apiVersion`, `kind` and `metadata`.
    ///
    /// `#[crd(root_properties = r#"{...}"#)]` on a kind replaces the three properties every
    /// object has and crdgen writes itself (their descriptions, `metadata: {type:
    /// object}`), for a CRD that shipped them otherwise: a hand-written one, or one kept
    /// from an older controller-gen (`crdgen import` writes it then). The root's other
    /// properties are the kind's fields: `spec` is the spec struct, `status` the `status`
    /// type, a `top_level` kind's are its struct's fields, and `#[crd(schema =
    /// r#"{...}"#)]` on a field gives its schema exactly. Move the property to a field,
    /// and keep only those three names in `root_properties`.
    ROOT_PROPERTY_NOT_OWN = "E0375";

    /// A marker admits or writes a value the field's Rust enum does not read back.
    ///
    /// The API server admits every value an `enum` marker lists and stores every
    /// `default` as written, but the enum's derived `Deserialize` reads only its
    /// variants' names and aliases: a value it refuses fails every typed list and watch
    /// of the kind (one unreadable object fails the whole list), and a value it reads as
    /// its `#[serde(other)]` variant is written back under that variant's name, so the
    /// stored value changes silently. The type's own `enum` already holds only what it
    /// reads; this is a marker that replaces it (`items(enum = [...])` on a list of the
    /// enum, `#[crd(enum = [...])]` on the enum itself) or a default inside it. Add a
    /// variant (or an alias) for the value, or drop the value from the marker.
    ENUM_MARKER_UNREADABLE = "E0376";

    /// A marker admits or writes a value the field's Rust enum reads through an alias.
    ///
    /// The object reads, as the alias's variant, but the next write stores the
    /// variant's name instead of the value the marker admitted. An alias exists to read
    /// a spelling the type no longer writes, so admitting it while old objects are
    /// migrated is allowed; write the variant's name where nothing old is left.
    ENUM_MARKER_ALIAS = "W0377";

    /// serde writes a field or variant under a name it does not read back.
    ///
    /// `#[serde(rename(serialize = "a", deserialize = "b"))]` (or a one-sided form, or
    /// `rename_all` with two rules or one side) makes the name serde writes differ from
    /// those it reads (the deserialize name and the `alias`es): an object the type wrote
    /// and the API server stored reads back without the field (a missing-field error, or
    /// silently absent for an `Option` or a default) or without the variant (an
    /// unknown-variant error), and the CRD can describe only one of the names. Checked
    /// on the resulting names of each field and variant, so an `alias` of the written
    /// name, a rule that leaves the word as it is, or a side serde never uses
    /// (`skip_serializing`, `skip_deserializing`) is accepted. Write one `rename = "..."`
    /// (one `rename_all`), and an `alias = "..."` for each other name it should read.
    RENAME_SIDES_DIFFER = "E0378";

    /// serde writes an enum variant it never reads (`skip_deserializing` alone).
    ///
    /// The variant's value is written into objects, the API server stores it, and the
    /// type's derived `Deserialize` refuses it: deserializing the object fails, and with
    /// it every typed list and watch of the kind (one unreadable object fails the whole
    /// list). Write `#[serde(skip)]` to keep the variant out of objects altogether, or
    /// drop `skip_deserializing` so serde reads what it writes.
    VARIANT_WRITTEN_NOT_READ = "E0379";

    /// An `ObjectMeta` field is written as a bare object, so the API server prunes it.
    ///
    /// With `generate-embedded-object-meta = false` crdgen writes an `ObjectMeta` below a
    /// resource's root as controller-gen does by default: `type: object` and nothing
    /// else. The API server prunes every field it does not know, so the labels,
    /// annotations, name, namespace and finalizers set there are gone when the object is
    /// stored, and a pod template's labels no longer match its selector. Leave the
    /// setting at its default (`true`, controller-gen's `crd:generateEmbeddedObjectMeta=true`)
    /// so they are kept.
    EMBEDDED_OBJECT_META_BARE = "W0380";

    /// Kubernetes types of a kind hold `ObjectMeta` fields written as bare objects.
    ///
    /// A pod template, job template or volume claim template has its own `metadata`. With
    /// `generate-embedded-object-meta = false` each is `type: object` and nothing else, as
    /// controller-gen writes it by default, and the API server prunes the labels,
    /// annotations, name, namespace and finalizers set there. The warning lists their
    /// paths once per kind. Leave the setting at its default (`true`) so they are kept.
    EMBEDDED_OBJECT_META_BARE_IN_K8S_TYPES = "W0381";

    /// A `PhantomData` field that serde writes.
    ///
    /// serde writes a `PhantomData` field as `null` and reads it back only from `null`: no
    /// schema keeps a property that is always null (the API server drops a null it is not
    /// told to keep), and without the property the object can no longer be read. A
    /// `PhantomData` field carries no data: add `#[serde(skip)]` to it.
    PHANTOM_DATA_WRITTEN = "E0382";

    /// The crdgen configuration names a feature the crate does not declare.
    ///
    /// `features` and `optional-features` say which of the crate's features are on in the
    /// builds the CRDs serve, as `cargo build --features` does; cargo refuses a feature
    /// the crate's `Cargo.toml` does not declare (under `[features]`, or as an optional
    /// dependency), and so does crdgen. The help line lists the crate's features.
    UNKNOWN_CONFIG_FEATURE = "E0383";

    /// A `cfg(feature = "x")` names a feature the crate does not declare.
    ///
    /// cargo only turns on the features of the crate's `Cargo.toml`, so the predicate is
    /// never true and what it guards is never built: most likely a typo. rustc only warns
    /// (`unexpected_cfgs`); crdgen refuses it, as the item would silently vanish from the
    /// CRD. Name a feature of the crate, or declare it under `[features]`.
    UNKNOWN_CFG_FEATURE = "E0384";

    /// A `cfg_attr` gives a `serde` or `crd` attribute to some of the builds the CRDs
    /// serve only.
    ///
    /// With `optional-features`, the CRDs serve builds with and without those features;
    /// a `cfg_attr` whose predicate differs between them (`cfg_attr(feature = "v2",
    /// serde(rename = "size"))`) makes one build write what another does not, and one CRD
    /// cannot follow both. The same goes for a predicate crdgen cannot evaluate (`unix`).
    /// Write the attribute without `cfg_attr`, or configure the features so that the
    /// predicate has one value in every build.
    CFG_ATTR_VARIES = "E0385";

    /// A field is left out of `required` because only some builds have it.
    ///
    /// With `optional-features`, the CRDs serve builds with and without those features.
    /// A field under `#[cfg(feature = "x")]` with `x` among them is written by some
    /// builds only, so the objects of the others must be accepted without it: the field
    /// is optional in the schema although serde needs it where it exists. Nothing to do
    /// if that is intended (`allow = ["W0383"]` silences it); otherwise turn the feature
    /// on or off for every build (`features`), or give the field to every build.
    FIELD_IN_SOME_BUILDS = "W0383";

    /// The crate is compiled with features the crdgen configuration does not describe.
    ///
    /// The derive sees the spec struct as this build has it (rustc removes the fields
    /// whose `cfg` is off), while the CRD serves the builds the configuration names
    /// (`features`, `optional-features`, or the `default` features). A field this build
    /// has and the CRD lacks would be pruned by the API server; a property the CRD has and
    /// this build never writes may be required. Both happen when cargo turns on a feature
    /// the configuration has off (feature unification, `--features`). Name the feature in
    /// `features` or `optional-features`, as the help says.
    BUILD_DIFFERS_FROM_CONFIGURATION = "E0386";

    /// A rule or keyword of one variant of an enum is left out of the enum's schema.
    ///
    /// An internally or adjacently tagged enum, or an untagged one, is written as one
    /// JSON shape whichever variant is present, so its schema is one schema that accepts
    /// every variant's values: a rule or keyword only some variants have (a
    /// `validation(...)` or `max_properties` on a variant's struct, a `pattern` on one
    /// variant's newtype) would refuse the others' values, so it is left out, and the
    /// API server does not enforce it. Nothing serde writes is lost, but the validation
    /// is. To enforce it, write it as a rule on the enum guarded by the tag
    /// (`#[crd(validation(rule = "self.type != 'A' || (…)"))]`); an untagged enum has no
    /// tag to guard with, so tag it first. Allow W0387 if the variant's values need no
    /// more checking than the others'.
    VARIANT_VALIDATION_DROPPED = "W0387";

    /// A type has `#[crd(...)]` markers but derives neither `CrdSchema` nor
    /// `CustomResource`.
    ///
    /// `#[crd(...)]` is a helper attribute of crdgen's derives: without one of them on
    /// the type, rustc refuses the attribute ("cannot find attribute `crd`"), though
    /// crdgen, which reads the source without compiling it, could apply the markers. Add
    /// `crdgen::CrdSchema` to the type's derives (`CustomResource` is for the spec
    /// struct of a kind). A type with an attribute macro (which may add the derive) is
    /// not checked.
    MARKERS_WITHOUT_DERIVE = "E0388";

    /// An enum's variant rules are left out: a field's name cannot be written in CEL.
    ///
    /// The schema of an internally or adjacently tagged enum, or of an untagged enum of
    /// objects, takes any variant's fields whatever the tag says, so crdgen adds one CEL
    /// rule per variant: the fields serde requires under that tag are present
    /// (`has(self.bucket)`), the other variants' fields, which serde would drop, are not
    /// (`!has(self.claim)`). CEL names properties of letters, digits, `_`, `.`, `-` and
    /// `/` only; with another name none of the enum's rules is written, and the API
    /// server accepts values serde cannot read back (a typed list or watch of the
    /// resource then fails on them). Rename the field with `#[serde(rename = "...")]`.
    VARIANT_RULES_NOT_WRITTEN = "W0389";

    /// An `Option` field serde writes through a function and needs back does not say
    /// whether the function writes `None` as `null`.
    ///
    /// With `#[serde(with = "...")]` and no `#[serde(default)]`, serde reads the field
    /// through the function and a missing key is the error "missing field", even for an
    /// `Option`: the field is required. What the function writes for `None` decides its
    /// schema: if it writes `null`, the node must be `nullable` (the API server drops a
    /// `null` elsewhere, and the stored object no longer reads); if it never does, a
    /// `nullable` node would admit a `null` the type cannot read. crdgen reads types, not
    /// functions, so the field says it: `#[crd(nullable)]` with its schema if the function
    /// writes `null` (most do, chrono's `_option` helpers among them, for which crdgen
    /// knows it), `#[crd(nullable = false)]` if it never does; or add `#[serde(default)]`,
    /// and the field is optional: the API server drops the `null`, and a missing key
    /// reads as `None`.
    OPTION_NULL_UNSTATED = "E0397";
}
