//! 02xx: kind attributes, CRD names and CRD-level checks.

super::codes! {
    /// An attribute names a key crdgen does not know.
    ///
    /// Each place takes a closed set of keys: `#[crd(...)]` on a kind takes the kind
    /// options and the type-level markers, on a field the field markers, and
    /// `printcolumn(...)`, `scale(...)` and `client(...)` their own few. An unknown key is
    /// usually a typo; crdgen refuses it rather than drop a setting silently. The help
    /// names the closest key, and docs/markers.md lists them all.
    UNKNOWN_KEY = "E0201";

    /// A key's value has the wrong form.
    ///
    /// `version = 1` where a string literal is needed, `namespaced = "yes"` where a flag
    /// takes `true`, `false` or nothing, `priority = -1`, `annotation = "k"` without a
    /// value. The message says what the key takes; write the value in that form, e.g.
    /// `version = "v1"`, `namespaced`, `annotation("example.com/key", "value")`.
    WRONG_VALUE_FORM = "E0202";

    /// A kind option is written twice.
    ///
    /// `#[crd(namespaced, namespaced = false)]`: even when both say the same, one of them
    /// was probably meant to be another option. Keep one. Only `annotation`, `category`,
    /// `derive`, `label`, `printcolumn`, `selectable` and `shortname` may be repeated.
    OPTION_GIVEN_TWICE = "E0203";

    /// An attribute lacks a key it needs.
    ///
    /// A kind needs `group`, `version` and `kind`; a `printcolumn(...)` needs `name`,
    /// `type` and `json_path`; `scale(...)` needs `spec_replicas_path` and
    /// `status_replicas_path`. Without them there is no CRD (or column, or subresource)
    /// to write: add the keys the message names.
    MISSING_KEY = "E0204";

    /// A struct derives `CustomResource` but has no `#[crd(...)]`.
    ///
    /// The derive needs the kind's group, version and kind to build its CRD and its
    /// resource impls. Add `#[crd(group = "example.com", version = "v1", kind = "Foo")]`
    /// to the spec struct, or derive `CrdSchema` instead if the struct is a type used
    /// inside a spec.
    MISSING_KIND_ATTRIBUTE = "E0205";

    /// A struct has kind options but does not derive `CustomResource`.
    ///
    /// `#[crd(group = ..., version = ..., kind = ...)]` (or kube-derive's `#[kube(...)]`)
    /// describes a kind, but only the derive makes the struct one: without it crdgen
    /// would generate nothing for it, and rustc refuses the attribute. Add
    /// `crdgen::CustomResource` (or `kube::CustomResource` for `#[kube(...)]`) to the
    /// struct's derives.
    KIND_OPTIONS_WITHOUT_DERIVE = "E0245";

    /// `CustomResource` is derived on something that is not a struct with named fields.
    ///
    /// The derive's input is the spec: a struct whose named fields become the properties
    /// of `spec` (or of the object, with `top_level`). Enums, tuple structs and unit
    /// structs have no such fields. Derive it on `pub struct FooSpec { ... }`, and use the
    /// enum as the type of one of its fields.
    DERIVE_ON_NON_STRUCT = "E0206";

    /// The spec struct of a kind has generic parameters.
    ///
    /// A CRD has one schema per version, so the spec cannot be generic over types that
    /// would change it. Remove the type parameters: write a concrete spec struct for each
    /// kind, sharing the common fields through a nested type.
    GENERIC_SPEC = "E0207";

    /// `scale(...)` is given on a kind without a status.
    ///
    /// The scale subresource reads the observed replicas from `.status`, and the API
    /// server refuses a scale subresource whose `statusReplicasPath` points nowhere. Give
    /// the kind a status (`status = "FooStatus"`) with the replicas field, or remove
    /// `scale(...)`.
    SCALE_WITHOUT_STATUS = "E0208";

    /// A printer column's `type` or `format` is not one the API server accepts.
    ///
    /// `additionalPrinterColumns[].type` is one of integer, number, string, boolean and
    /// date; `format` is one of int32, int64, float, double, byte, date, date-time and
    /// password. The API server rejects the CRD otherwise. Pick one of them; the help
    /// names the closest.
    PRINTCOLUMN_VALUE_NOT_ALLOWED = "E0209";

    /// The same entry is given twice in a list.
    ///
    /// A selectable field path, an annotation or label key, or a verb of a client verb
    /// list appears twice. The API server rejects duplicate selectable fields, a map has
    /// one value per key, and a verb list is a set: the second one is a mistake either
    /// way. Remove one (the message says where the first is).
    DUPLICATE_ENTRY = "E0210";

    /// A version has more selectable fields than the API server accepts.
    ///
    /// `selectableFields` holds at most 8 paths per version; the API server rejects a CRD
    /// with more. Keep the fields clients actually filter on with field selectors.
    TOO_MANY_SELECTABLE_FIELDS = "E0211";

    /// An annotation or label key is not a qualified name.
    ///
    /// Kubernetes metadata keys are a name of at most 63 characters (letters, digits,
    /// `-`, `_`, `.`, starting and ending with a letter or digit), optionally prefixed by
    /// a DNS subdomain and `/`: `example.com/owner`. The API server rejects the CRD's
    /// metadata otherwise. Rewrite the key in that form.
    INVALID_METADATA_KEY = "E0212";

    /// A label value is not a valid label value.
    ///
    /// Label values are empty or at most 63 characters of letters, digits, `-`, `_` and
    /// `.`, starting and ending with a letter or digit; the API server rejects others.
    /// Shorten the value, or put free text in an annotation instead.
    INVALID_LABEL_VALUE = "E0213";

    /// The same kind is declared twice at one version.
    ///
    /// Two spec structs say the same group, kind and version, so there would be two
    /// schemas for one version of one CRD. Give each struct its own version name, or
    /// remove one.
    VERSION_DECLARED_TWICE = "E0214";

    /// The versions of a kind disagree on a setting the CRD has once.
    ///
    /// A CRD has one scope, one set of names (plural, singular, list kind, short names,
    /// categories) and one metadata for all its versions. Write the setting the same way
    /// on every version, or on one version only: the others follow it.
    VERSIONS_DISAGREE = "E0216";

    /// A version is both skipped and the storage version.
    ///
    /// `skip_version` leaves the version out of the CRD, so the API server cannot store
    /// objects at it. Move `storage` to a version that is kept, or remove `skip_version`.
    SKIPPED_STORAGE_VERSION = "E0217";

    /// Every version of a kind is skipped.
    ///
    /// `skip_version` on every version leaves a CRD without versions, which the API server
    /// rejects. Remove `skip_version` from the version the CRD should have.
    EVERY_VERSION_SKIPPED = "E0218";

    /// A kind with several versions has no storage version.
    ///
    /// The API server stores every object at exactly one version of its CRD. With one
    /// version it is that one; with several, add `storage` to the `#[crd(...)]` of the
    /// version to store.
    NO_STORAGE_VERSION = "E0219";

    /// A kind has more than one storage version.
    ///
    /// The API server stores objects at exactly one version and rejects a CRD with two
    /// (controller-gen lets this through). Keep `storage` on one version only.
    TWO_STORAGE_VERSIONS = "E0220";

    /// No version of a kind is served.
    ///
    /// With `served = false` on every version, the API server serves none, so the CRD
    /// could not be used at all (and is rejected). Remove `served = false` from at least
    /// one version.
    NO_SERVED_VERSION = "E0221";

    /// `status` names a type that is not a struct of this crate.
    ///
    /// crdgen builds the status schema from the struct's source, as it does the spec's,
    /// and it reads only this crate. Write `status = "FooStatus"` where `FooStatus` is a
    /// struct defined in the crate; wrap an external type in a field of such a struct.
    STATUS_NOT_LOCAL = "E0222";

    /// With `top_level`, a field has the name of one of the resource's own fields.
    ///
    /// `top_level` puts the spec struct's fields next to `apiVersion`, `kind`, `metadata`
    /// (and `status`), so a field of one of those names would replace the resource's own.
    /// Rename the field, e.g. with `#[serde(rename = "...")]`.
    TOP_LEVEL_FIELD_CLASH = "E0223";

    /// The API group is not a valid group name.
    ///
    /// The API server requires a group that is a lower-case DNS subdomain with at least
    /// one dot, at most 253 characters: `cache.example.com`. Use a domain you own, so the
    /// group does not clash with another project's.
    INVALID_GROUP = "E0224";

    /// The kind or list kind is not a valid kind name.
    ///
    /// Kinds are UpperCamelCase letters and digits starting with an upper-case letter, at
    /// most 63 characters (the API server checks the lower-cased kind as a DNS label).
    /// Write e.g. `kind = "Memcached"`, `list_kind = "MemcachedList"`.
    INVALID_KIND_NAME = "E0225";

    /// A plural, singular, short name or category is not a lower-case DNS label.
    ///
    /// The API server requires these names to be DNS-1035 labels: a lower-case letter,
    /// then lower-case letters, digits and `-`, not ending in `-`, at most 63 characters.
    /// The plural is also the resource's URL segment and part of the CRD's name. Write
    /// e.g. `plural = "memcacheds"`, `shortname = "mc"`.
    INVALID_RESOURCE_NAME = "E0226";

    /// A version name is not a valid version name.
    ///
    /// The API server requires a DNS-1035 label (lower-case letters, digits and `-`,
    /// starting with a letter). Name versions the Kubernetes way: `v1`, `v1beta2`,
    /// `v2alpha1`.
    INVALID_VERSION_NAME = "E0227";

    /// A printer column, selectable field or scale path is not a JSONPath.
    ///
    /// These paths start at the object's root with `.` and name fields with `.name` or
    /// `['name']`; arrays take `[0]`, `[*]` or a filter such as `[?(@.type=="Ready")]`.
    /// Recursive descent (`..`) has no single field to point at. Write the path in that
    /// form, e.g. `.spec.replicas`.
    JSONPATH_SYNTAX = "E0228";

    /// A printer column, selectable field or scale path points at no field of the schema.
    ///
    /// The path is checked against the version's generated schema: a misspelt field, a
    /// field of an array's elements reached without `[*]`, or brackets on a field that is
    /// not an array. The API server would accept some of these and show an empty column
    /// or never select; crdgen refuses them. Follow the help to the field meant.
    PATH_POINTS_NOWHERE = "E0229";

    /// A selectable field or scale path points at a field of the wrong type.
    ///
    /// Selectable fields must be strings, integers or booleans; scale replica paths
    /// integers; the label selector path a string. The API server rejects the CRD (or the
    /// scale subresource fails at run time) otherwise. Point at a field of that type.
    PATH_WRONG_TYPE = "E0230";

    /// A selectable field's path goes through an array.
    ///
    /// The API server accepts only plain field names in `selectableFields`: a field
    /// selector matches one value per object, and an array has many. Point at a scalar
    /// field that is not inside an array, e.g. `.spec.phase`.
    SELECTABLE_THROUGH_ARRAY = "E0231";

    /// A selectable field points into `metadata`.
    ///
    /// The API server already selects on `metadata.name` and `metadata.namespace` and
    /// rejects other metadata paths in `selectableFields`. Point at a field under `.spec`
    /// or `.status`.
    SELECTABLE_METADATA_FIELD = "E0232";

    /// A scale path is not plain field names separated by `.`.
    ///
    /// The scale subresource reads `specReplicasPath`, `statusReplicasPath` and
    /// `labelSelectorPath` as dot-separated field names; the API server rejects array
    /// notation and quoted names there. Write e.g. `.spec.replicas`.
    SCALE_PATH_NOT_PLAIN = "E0233";

    /// A scale path is not under the field the API server requires.
    ///
    /// `spec_replicas_path` must be under `.spec`, `status_replicas_path` under `.status`,
    /// and `label_selector_path` under either; the API server rejects the CRD otherwise.
    /// Move the field, or point at the one meant.
    SCALE_PATH_OUTSIDE = "E0234";

    /// A CRD, or a type's schema, nests deeper as JSON than serde_json parses.
    ///
    /// `Foo::crd()`, kube and other Rust clients read CRDs with serde_json, which refuses
    /// a document nested 128 levels deep: the CRD would be written, then fail in every
    /// program that reads it. Each struct level of the schema nests two levels
    /// (`properties` and the field), and a `default` or `example` nests inside its field.
    /// Flatten the type, or shorten the value the note names.
    JSON_TOO_DEEP = "E0235";

    /// A kind writes the annotation `controller-gen.kubebuilder.io/version` itself while
    /// `controller-gen-version-annotation` is on.
    ///
    /// With the setting on, crdgen writes that annotation on every CRD, with the value of
    /// `controller-gen-version` (controller-gen likewise overwrites any value a marker
    /// gave it). Remove the `annotation(...)`, or turn the setting off and keep your own
    /// value.
    VERSION_ANNOTATION_WRITTEN_TWICE = "E0237";

    /// `conversion(...)` says something the API server refuses.
    ///
    /// A conversion webhook needs exactly one of a service (name and namespace; a path of
    /// `/`-separated DNS subdomains; a port from 1 to 65535) or an https URL without user
    /// information, query or fragment, and `review_versions` that include `v1` or
    /// `v1beta1`, each once; `none` takes nothing else. `inject_ca_from` names a
    /// cert-manager Certificate as `namespace/name`.
    CONVERSION_INVALID = "E0240";

    /// A kind has an empty API group.
    ///
    /// controller-gen writes such CRDs (and so does crdgen), but the API server requires a
    /// group with at least one dot, so `kubectl apply` will refuse the CRD. Give the kind
    /// a group that is a domain you own, e.g. `group = "example.com"`.
    EMPTY_GROUP = "W0201";

    /// A version name is not a Kubernetes-style version.
    ///
    /// The API server accepts any DNS label as a version, but sorts names that are not
    /// `vN`, `vNbetaM` or `vNalphaM` after every Kubernetes-style one, so clients that
    /// pick the preferred version will not pick it. Name it like `v1alpha1` unless another
    /// scheme is intended.
    NON_KUBE_VERSION_NAME = "W0202";

    /// A version is deprecated.
    ///
    /// What the user asked for, but worth a line at every run: clients of the version get
    /// a warning from the API server on every request. Move clients to a version that is
    /// not deprecated, then skip or remove this one. Not reported for a version that is
    /// not served (no client is told) or of an external kind (its owner decides).
    DEPRECATED_VERSION = "W0203";

    /// The storage version of a kind is deprecated.
    ///
    /// Objects are stored at a version clients are told to leave; when it is removed, the
    /// stored objects must be migrated first. Make a version that is not deprecated the
    /// storage version.
    DEPRECATED_STORAGE_VERSION = "W0204";

    /// A CRD is too big for client-side `kubectl apply`.
    ///
    /// Client-side apply stores the whole object in the
    /// `kubectl.kubernetes.io/last-applied-configuration` annotation, and the API server
    /// limits an object's annotations to 262144 bytes, so `kubectl apply` fails with
    /// "metadata.annotations: Too long". Apply with `kubectl apply --server-side`, or
    /// shorten the CRD with `max-description-length` in the crdgen configuration.
    CRD_TOO_BIG_FOR_CLIENT_APPLY = "W0205";

    /// A kind serves versions with different fields and has no conversion webhook.
    ///
    /// Without a webhook the API server converts with `strategy: None`: it rewrites
    /// `apiVersion` and nothing else, then prunes the fields the target version's schema
    /// does not have, on the way to the storage version and on every read through another
    /// version; a value whose type differs reaches the other version's clients unchanged.
    /// Add `conversion(service = "...", namespace = "...", path = "/convert")` to one
    /// version's `#[crd(...)]` and convert in that webhook. If a kustomize patch
    /// (`config/crd/patches/webhook_in_<plural>.yaml`) adds the webhook, allow the code in
    /// the configuration (`allow = ["W0246"]`). Descriptions and validations are not
    /// compared: they lose nothing.
    VERSIONS_DIFFER_WITHOUT_CONVERSION = "W0246";

    /// A kind in a group the Kubernetes community protects has no valid API approval.
    ///
    /// The groups `k8s.io` and `kubernetes.io` and every group ending in `.k8s.io` or
    /// `.kubernetes.io` belong to the Kubernetes project (KEP 2337, k8s.io group
    /// protection). The API server accepts a CRD in one of them only with the annotation
    /// `api-approved.kubernetes.io`, whose value is either the URL of the pull request
    /// that approved the API (a URL with a scheme and a host, e.g.
    /// `https://github.com/kubernetes/kubernetes/pull/78458`), or a text starting with
    /// `unapproved` that says why it is not approved (sample-controller writes
    /// `unapproved, experimental-only; please get an approval from Kubernetes API
    /// reviewers if you're trying to develop a CRD in the *.k8s.io or *.kubernetes.io
    /// groups`). Without it the CRD is rejected ("protected groups must have approval
    /// annotation"). Add `annotation("api-approved.kubernetes.io", "...")` to the kind's
    /// `#[crd(...)]`, or use a group of your own domain.
    PROTECTED_GROUP_NOT_APPROVED = "E0236";

    /// A root option names a property the kind does not have.
    ///
    /// `spec_optional` and `spec_doc` are about the object's `spec` property, which a
    /// `top_level` kind does not have (its fields sit next to `apiVersion` and `kind`;
    /// `doc` describes the object); `status_doc` and `status_nullable` are about the
    /// `status` property, which only a kind with `status = "FooStatus"` has. Remove the
    /// option, or give the kind the property it is about.
    ROOT_OPTION_WITHOUT_PROPERTY = "E0243";

    /// `derive = "..."` names a trait the root type already has, or cannot derive.
    ///
    /// The generated root type always derives `Clone` and `Debug` and implements
    /// `Serialize` and `Deserialize` itself (it writes `apiVersion` and `kind`, and
    /// reads a missing `spec` or `status`); deriving them again would not compile, and
    /// `CustomResource` and `CrdSchema` derive from a spec or nested type, not from the
    /// generated root. Remove the entry; other derives (`PartialEq`, `Eq`, `Hash`,
    /// `Default`, `JsonSchema`, …) are added to the root type.
    ROOT_DERIVE_NOT_ALLOWED = "E0244";
}
