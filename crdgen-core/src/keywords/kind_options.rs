//! The kind-level keys of `#[crd(...)]` on a spec struct (read by `model::kind`), with
//! their controller-gen spellings and documentation. Their order is the order of
//! `docs/markers.md`.

use super::{Form, GoSpelling};

/// One kind-level key.
#[derive(Debug)]
pub struct KindOption {
    /// The key in `#[crd(...)]`.
    pub key: &'static str,
    /// Whether it may be written more than once (each time adds one).
    pub repeatable: bool,
    /// controller-gen's doc-comment spellings of it.
    pub go: &'static [GoSpelling],
    /// How it is written.
    pub example: &'static str,
    /// What it does, one line of markdown.
    pub doc: &'static str,
}

const OPTION: KindOption = KindOption {
    key: "",
    repeatable: false,
    go: &[],
    example: "",
    doc: "",
};

const fn go(name: &'static str, args: &'static str, form: Form) -> GoSpelling {
    GoSpelling { name, args, form }
}

/// `+kubebuilder:resource` sets several options at once.
const RESOURCE: Form = Form::Template(
    "#[crd(namespaced, plural = \"...\", singular = \"...\", shortname = \"...\", category = \"...\")] on the kind's spec struct",
);

/// `+kubebuilder:metadata` sets annotations or labels.
const METADATA: Form = Form::Template(
    "#[crd(annotation(\"key\", \"value\"))] or #[crd(label(\"key\", \"value\"))] on the kind's spec struct",
);

/// Every kind-level key.
///
/// A `static`, for the reason [`super::KEYWORDS`] is one.
pub static KIND_OPTIONS: &[KindOption] = &[
    KindOption {
        key: "group",
        go: &[go(
            "groupName",
            "",
            Form::Template("#[crd(group = \"...\")] on the kind's spec struct"),
        )],
        example: "group = \"cache.example.com\"",
        doc: "required: the API group, a lower-case DNS subdomain with at least one dot",
        ..OPTION
    },
    KindOption {
        key: "version",
        go: &[go(
            "versionName",
            "",
            Form::Template("#[crd(version = \"...\")] on the kind's spec struct"),
        )],
        example: "version = \"v1alpha1\"",
        doc: "required: the version, a DNS label (one that is not `vN`, `vNbetaM` or `vNalphaM` is a warning: the API server sorts it last)",
        ..OPTION
    },
    KindOption {
        key: "kind",
        example: "kind = \"Memcached\"",
        doc: "required: the kind, UpperCamelCase (controller-gen takes the root Go type's name)",
        ..OPTION
    },
    KindOption {
        key: "namespaced",
        go: &[go("kubebuilder:resource", ":scope=Namespaced", RESOURCE)],
        example: "namespaced",
        doc: "namespaced scope; without it the kind is cluster-scoped, as in kube-derive",
        ..OPTION
    },
    KindOption {
        key: "plural",
        go: &[go("kubebuilder:resource", ":path=…", RESOURCE)],
        example: "plural = \"memcacheds\"",
        doc: "the plural name, a lower-case DNS label; the default is controller-gen's (`TestQuota` → `testquotas`)",
        ..OPTION
    },
    KindOption {
        key: "singular",
        go: &[go("kubebuilder:resource", ":singular=…", RESOURCE)],
        example: "singular = \"memcached\"",
        doc: "the singular name, a lower-case DNS label; the default is the kind in lower case",
        ..OPTION
    },
    KindOption {
        key: "shortname",
        repeatable: true,
        go: &[go("kubebuilder:resource", ":shortName=…", RESOURCE)],
        example: "shortname = \"mc\"",
        doc: "a short name `kubectl` accepts, a lower-case DNS label",
    },
    KindOption {
        key: "category",
        repeatable: true,
        go: &[go("kubebuilder:resource", ":categories=…", RESOURCE)],
        example: "category = \"all\"",
        doc: "a category the kind belongs to (`kubectl get all`), a lower-case DNS label",
    },
    KindOption {
        key: "list_kind",
        example: "list_kind = \"MemcachedList\"",
        doc: "the list kind, UpperCamelCase; the default is the kind followed by `List`",
        ..OPTION
    },
    KindOption {
        key: "status",
        go: &[go(
            "kubebuilder:subresource:status",
            "",
            Form::Template("#[crd(status = \"FooStatus\")] on the kind's spec struct"),
        )],
        example: "status = \"FooStatus\"",
        doc: "the status type: the `status` property plus the `/status` subresource",
        ..OPTION
    },
    KindOption {
        key: "status_subresource",
        example: "status_subresource = false",
        doc: "`false`: the status property without the subresource; bare `status_subresource`: the subresource without a status type (controller-gen allows both)",
        ..OPTION
    },
    KindOption {
        key: "spec_optional",
        example: "spec_optional",
        doc: "objects may leave `spec` out, as with Go's `json:\"spec,omitempty\"` on the `Spec` field: `spec` is not in the root's `required`, and the root type reads a missing spec as the spec type's `Default` (which it needs: the compiler says so at this option) and always writes it. Not with `top_level`",
        ..OPTION
    },
    KindOption {
        key: "metadata_required",
        example: "metadata_required",
        doc: "the root's `required` lists `metadata` (before `spec`), as controller-gen writes for a Go `ObjectMeta` field tagged `json:\"metadata\"` without `omitempty` (Argo CD, Argo Workflows, Tetragon). The API server accepts it and every object has metadata, so it refuses nothing; the root type always writes `metadata`",
        ..OPTION
    },
    KindOption {
        key: "root_properties",
        example: "root_properties = r#\"{\"apiVersion\": {\"type\": \"string\"}, \"kind\": {\"type\": \"string\"}}\"#",
        doc: "the root's `apiVersion`, `kind` and `metadata` property schemas exactly, as a JSON object of schemas (each read as a field's `schema = r#\"{...}\"#`), in place of the ones crdgen writes (`metav1.TypeMeta`'s descriptions as the release joins them, `metadata: {type: object}`); a name left out is not written (a `top_level` kind without fields given none of them has no root `properties`), a key given twice is an error (E0372). For a CRD that shipped them otherwise, written by hand or kept from an older controller-gen: `crdgen import` writes it then (W1313). Only those three names (E0375; the other root properties are the kind's fields); the API server's rules for the root still hold (E0818, E0819, E0809); cut by `max-description-length` like every description",
        ..OPTION
    },
    KindOption {
        key: "spec_doc",
        example: "spec_doc = \"spec defines the desired state of Foo\"",
        doc: "the description of the `spec` property, in place of the spec type's doc comment, as controller-gen takes the Go `Spec` field's doc comment (`\"\"`: none); cut by `max-description-length` like the others. Not with `top_level`",
        ..OPTION
    },
    KindOption {
        key: "status_doc",
        example: "status_doc = \"status defines the observed state of Foo\"",
        doc: "the description of the `status` property, likewise; needs `status`",
        ..OPTION
    },
    KindOption {
        key: "status_nullable",
        example: "status_nullable",
        doc: "`nullable: true` on the `status` property, as kube-derive writes it (Go's `+nullable` on the `Status` field): the API server keeps a `status: null` instead of dropping it, and the root type reads it as no status; needs `status`",
        ..OPTION
    },
    KindOption {
        key: "scale",
        go: &[go(
            "kubebuilder:subresource:scale",
            "",
            Form::Template(
                "#[crd(scale(spec_replicas_path = \".spec.replicas\", status_replicas_path = \".status.replicas\"))] on the kind's spec struct",
            ),
        )],
        example: "scale(spec_replicas_path = \".spec.replicas\", status_replicas_path = \".status.replicas\", label_selector_path = \".status.selector\")",
        doc: "the `/scale` subresource; needs `status`; the paths must resolve: integer replicas under `.spec` / `.status`, a string selector",
        ..OPTION
    },
    KindOption {
        key: "printcolumn",
        repeatable: true,
        go: &[go(
            "kubebuilder:printcolumn",
            "",
            Form::Template(
                "#[crd(printcolumn(name = \"...\", type = \"string\", json_path = \".spec...\"))] on the kind's spec struct",
            ),
        )],
        example: "printcolumn(name = \"Size\", type = \"integer\", json_path = \".spec.size\")",
        doc: "a column of `kubectl get`, in order (also `description`, `format`, `priority`); the JSONPath must resolve to a field of this version's schema (the error points at the segment that does not); `type` and `format` are the API server's",
    },
    KindOption {
        key: "selectable",
        repeatable: true,
        go: &[go(
            "kubebuilder:selectablefield",
            "",
            Form::Template("#[crd(selectable = \".spec...\")] on the kind's spec struct"),
        )],
        example: "selectable = \".spec.field\"",
        doc: "a selectable field (at most 8): a string, integer or boolean field",
    },
    KindOption {
        key: "root_validation",
        repeatable: true,
        go: &[],
        example: "root_validation(rule = \"self.metadata.name.size() <= 63\", message = \"...\")",
        doc: "a CEL rule on the whole object (`self` is the object: `self.metadata`, `self.spec`, `self.status`), in the root's `x-kubernetes-validations`, in order; the keys of `validation(...)`. kube-derive's `validation = ...`, which `crdgen migrate` writes as this",
    },
    KindOption {
        key: "storage",
        go: &[go("kubebuilder:storageversion", "", Form::Flag)],
        example: "storage",
        doc: "this version is the storage version; exactly one must be when there are several (a single version is)",
        ..OPTION
    },
    KindOption {
        key: "served",
        go: &[go(
            "kubebuilder:unservedversion",
            "",
            Form::Template("#[crd(served = false)] on the version's spec struct"),
        )],
        example: "served = false",
        doc: "the version is not served; at least one version must be",
        ..OPTION
    },
    KindOption {
        key: "deprecated",
        go: &[go(
            "kubebuilder:deprecatedversion",
            ":warning=…",
            Form::Template("#[crd(deprecated = \"warning text\")] on the version's spec struct"),
        )],
        example: "deprecated = \"warning\"",
        doc: "the version is deprecated, with the warning the API server returns (bare `deprecated` for its default); also a warning when generating",
        ..OPTION
    },
    KindOption {
        key: "skip_version",
        go: &[go("kubebuilder:skipversion", "", Form::Flag)],
        example: "skip_version",
        doc: "the version is left out of the CRD",
        ..OPTION
    },
    KindOption {
        key: "annotation",
        repeatable: true,
        go: &[go("kubebuilder:metadata", ":annotations=…", METADATA)],
        example: "annotation(\"key\", \"value\")",
        doc: "a CRD annotation, also written `annotation = \"key=value\"`; the key must be a qualified name",
    },
    KindOption {
        key: "label",
        repeatable: true,
        go: &[go("kubebuilder:metadata", ":labels=…", METADATA)],
        example: "label(\"key\", \"value\")",
        doc: "a CRD label, also written `label = \"key=value\"`; the key must be a qualified name, the value a valid label value",
    },
    KindOption {
        key: "top_level",
        example: "top_level",
        doc: "a root type without `spec`: the struct's fields sit beside `apiVersion`, `kind`, `metadata` (an empty struct: a kind with no spec)",
        ..OPTION
    },
    KindOption {
        key: "conversion",
        example: "conversion(service = \"webhook-service\", namespace = \"system\", path = \"/convert\")",
        doc: "`spec.conversion`, what kubebuilder's `config/crd/patches/webhook_in_<kind>.yaml` adds: a conversion webhook by `service` (with `namespace`, `path`, `port`) or by `url` (https), `review_versions = [\"v1\"]` (the default), and `inject_ca_from = \"system/serving-cert\"` for cert-manager's CA injection annotation (`cainjection_in_<kind>.yaml`); `conversion(none)` writes `strategy: None`. Checked as the API server checks it; write it on one version or the same on every version",
        ..OPTION
    },
    KindOption {
        key: "client",
        example: "client(verbs = \"get;list;watch\")",
        doc: "the generated client has only these methods, as client-gen's `+genclient:onlyVerbs=`; also `client(skip_verbs = \"delete;delete_collection\")` (`+genclient:skipVerbs=`), `client(read_only)` (`+genclient:readonly`: get, list, watch, get_scale) and `client(skip)` (`+genclient:skip`). Verbs: get, list, watch, create, replace, patch, apply, delete, delete_collection, replace_status, patch_status, apply_status, get_scale, replace_scale, patch_scale. Unknown verbs are errors with \"did you mean\" (client-go's `update` → `replace`); a status or scale verb on a kind without that subresource is an error",
        ..OPTION
    },
    KindOption {
        key: "external",
        example: "external",
        doc: "a kind this crate uses but does not own (e.g. cert-manager's `Certificate`): its types give schemas, typed clients, listers and informers, but crdgen writes no CRD and no editor/viewer roles for it; also `external-kinds = [\"Certificate.cert-manager.io\"]` in the configuration. like every kind-level setting, written on one version it holds for the kind",
        ..OPTION
    },
    KindOption {
        key: "doc",
        example: "doc = \"…\"",
        doc: "the description of the root object",
        ..OPTION
    },
    KindOption {
        key: "root",
        go: &[go(
            "kubebuilder:object:root",
            "",
            Form::Template(
                "nothing: #[derive(CustomResource)] on the spec struct generates the root type",
            ),
        )],
        example: "root = \"Name\"",
        doc: "the name of the root type `#[derive(CustomResource)]` generates",
        ..OPTION
    },
    KindOption {
        key: "derive",
        repeatable: true,
        go: &[],
        example: "derive = \"PartialEq\"",
        doc: "another derive on the generated root type, as kube-derive's `derive` (also a list: `derive = [\"PartialEq\", \"Eq\"]`); the root type always derives `Clone` and `Debug` and implements `Serialize` and `Deserialize`. `Default` gives the spec's default and no status, and needs the spec to be `Default`; the compiler's errors about a derive point at its string",
    },
];
