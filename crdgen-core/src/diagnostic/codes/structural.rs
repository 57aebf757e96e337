//! 08xx: the API server's structural checks on the finished CRD.
//!
//! The markers refuse most of these at their own attribute; these codes are for what
//! reaches the last check on the finished schema, reported at the field behind the node.

super::codes! {
    /// The schema uses a keyword a structural schema forbids.
    ///
    /// `$ref`, `definitions`, `dependencies`, `additionalItems` and `patternProperties`
    /// are JSON-Schema features the API server refuses in a CRD: every node must spell
    /// out its own structure. Describe the node with properties, items or
    /// additionalProperties instead.
    FORBIDDEN_KEYWORD = "E0801";

    /// A schema node has no `type`.
    ///
    /// A structural schema types every node, except int-or-string nodes and nodes that
    /// preserve unknown fields themselves (the fields and items specified below such a
    /// node still need a type). Give the field a type (`type = "..."`) or
    /// `preserve_unknown_fields`.
    MISSING_TYPE = "E0802";

    /// A type or structure keyword sits inside `allOf`, `anyOf`, `oneOf` or `not`.
    ///
    /// The API server allows only value validations inside the logical junctors: types,
    /// `additionalProperties`, defaults, nullability, titles, descriptions and the
    /// `x-kubernetes-*` extensions belong to the node itself, and `metadata` may not be
    /// named there at all. (`properties` and `items` may appear, to validate what the node
    /// declares: see E0374.) The one exception is an int-or-string node's exact `anyOf:
    /// [{type: integer}, {type: string}]`. Move them out of the junctor.
    STRUCTURE_IN_JUNCTOR = "E0803";

    /// A node has `uniqueItems: true`.
    ///
    /// apiextensions.k8s.io/v1 rejects `uniqueItems: true`. Use
    /// `x-kubernetes-list-type: set` (`list_type = "set"`) for a list without duplicates.
    UNIQUE_ITEMS_TRUE = "E0804";

    /// A node has both `properties` and `additionalProperties`.
    ///
    /// The API server treats them as mutually exclusive: an object is either a struct
    /// with known fields or a map with free keys. Keep one; to keep unknown fields next
    /// to known ones, use `preserve_unknown_fields`.
    PROPERTIES_AND_ADDITIONAL_PROPERTIES = "E0805";

    /// A node has `additionalProperties: false`.
    ///
    /// The API server refuses it: unknown fields are removed by pruning anyway. Leave
    /// `additionalProperties` out.
    ADDITIONAL_PROPERTIES_FALSE = "E0806";

    /// `x-kubernetes-embedded-resource` is on a node that is not an object.
    ///
    /// An embedded resource is a Kubernetes object (apiVersion, kind, metadata), so the
    /// API server requires `type: object`. Put `embedded_resource` on a struct or
    /// `serde_json::Value` field.
    EMBEDDED_RESOURCE_NOT_OBJECT = "E0807";

    /// `x-kubernetes-int-or-string` is beside preserve-unknown-fields or embedded-resource.
    ///
    /// An int-or-string value is a scalar, so the API server refuses
    /// `x-kubernetes-preserve-unknown-fields` and `x-kubernetes-embedded-resource` beside
    /// it (kube-apiserver's `validateExtensions`: "must be false if
    /// x-kubernetes-int-or-string is true"). Keep one of them. (A `type` beside it is
    /// accepted: the value is then validated as that type, as external-snapshotter's
    /// `restoreSize` is.)
    INT_OR_STRING_CONFLICT = "E0808";

    /// The schema of `metadata` restricts more than `name` and `generateName`.
    ///
    /// This holds for the resource's own metadata (in an embedded resource the server only
    /// checks that metadata is an object, E0819). The API server owns ObjectMeta: a
    /// schema may only give the root's metadata a type and
    /// restrict `metadata.name` and `metadata.generateName` as strings, with no default
    /// or other keywords. Leave metadata's schema to the API server (a
    /// `k8s_openapi` ObjectMeta field, or an untyped object; in a kind's `root_properties`,
    /// `{"type": "object"}` with at most those two properties).
    METADATA_RESTRICTED = "E0809";

    /// `items` is a list of schemas.
    ///
    /// Tuple-style `items` (one schema per position) is not structural: every item of a
    /// list has the one schema. Use a list of one item type, or a struct.
    ITEMS_NOT_ONE_SCHEMA = "E0810";

    /// A node of type array has no `items`.
    ///
    /// A structural schema describes the items of every list, below a node that
    /// preserves unknown fields too. Use a `Vec<T>` field so the items have a type.
    ARRAY_WITHOUT_ITEMS = "E0811";

    /// A `default` is not valid for its node, or pruning would change it.
    ///
    /// The API server checks each default against its node's schema (type, validations,
    /// and no fields pruning would drop) when the CRD is created, and rejects the CRD
    /// otherwise. Change the default, or the validations that refuse it.
    DEFAULT_INVALID = "E0812";

    /// `x-kubernetes-list-type` does not fit the list's items.
    ///
    /// The API server accepts a `set` only of scalars (or of atomic objects), a `map`
    /// only of objects with `x-kubernetes-list-map-keys`, and map keys only on a map
    /// list. Choose the list type that fits the items.
    LIST_TYPE_MISMATCH = "E0813";

    /// A key of a map list is not a required or defaulted scalar field of the items.
    ///
    /// The API server identifies the items of a map list by their keys, so each key must
    /// be a string, integer or boolean property of the items that is required or has a
    /// default. Key the list on such a field.
    LIST_MAP_KEY_INVALID = "E0814";

    /// The root of a version's schema is not an object.
    ///
    /// Every custom resource is a JSON object (apiVersion, kind, metadata, …), so the
    /// API server requires `type: object` at the root of `openAPIV3Schema`. Give the
    /// root `type: object`.
    ROOT_NOT_OBJECT = "E0815";

    /// `additionalProperties` at the root of a version's schema.
    ///
    /// The root holds `apiVersion`, `kind`, `metadata` and the kind's own fields; the
    /// API server refuses a map of arbitrary keys there. Declare the fields under
    /// `properties`, or move the map into a field (`spec`, say).
    ROOT_ADDITIONAL_PROPERTIES = "E0816";

    /// `additionalProperties` on an `x-kubernetes-embedded-resource` node.
    ///
    /// An embedded resource is a Kubernetes object with `apiVersion`, `kind` and
    /// `metadata`, never a map of arbitrary keys, and the API server refuses the two
    /// together. Drop `additionalProperties` (use `x-kubernetes-preserve-unknown-fields`
    /// to keep unknown fields), or drop the embedded-resource marker.
    EMBEDDED_RESOURCE_ADDITIONAL_PROPERTIES = "E0817";

    /// `apiVersion` or `kind` at the root, or in an embedded resource, is not typed
    /// `string`.
    ///
    /// The API server reads every object's `apiVersion` and `kind` as strings, and
    /// refuses a CRD whose schema types them otherwise ("must be string"), or not at
    /// all. crdgen writes them itself at the root (a kind's `root_properties` that gives
    /// them needs `"type": "string"`); in a struct marked `embedded_resource`, give the
    /// fields `apiVersion` and `kind` the type `String`.
    OBJECT_HEADER_NOT_STRING = "E0818";

    /// `metadata` at the root, or in an embedded resource, is not typed `object`.
    ///
    /// The API server owns an object's `metadata` (ObjectMeta) and refuses a CRD whose
    /// schema gives it another type ("must be object"), or none. crdgen writes it itself
    /// at the root (a kind's `root_properties` that gives it needs `"type": "object"`); in
    /// a struct marked `embedded_resource`, make `metadata` an `ObjectMeta` (or an untyped
    /// object).
    METADATA_NOT_OBJECT = "E0819";
}
