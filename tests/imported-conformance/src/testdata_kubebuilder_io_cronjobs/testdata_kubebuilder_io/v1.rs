//! `testdata.kubebuilder.io/v1`, imported by `crdgen import` from `testdata.kubebuilder.io_cronjobs.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::type_complexity
)]

// The doc comments are the CRDs' descriptions, kept as written (each is the description
// `crdgen generate` writes back): rustdoc reads their URLs, `[...]`, `<...>` and indented
// lines as Markdown links, HTML and Rust code, which they were not written as.
#![allow(
    rustdoc::bare_urls,
    rustdoc::broken_intra_doc_links,
    rustdoc::invalid_html_tags
)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// CronJobSpec defines the desired state of CronJob
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "testdata.kubebuilder.io",
    version = "v1",
    kind = "CronJob",
    namespaced,
    plural = "cronjobs",
    singular = "mycronjob",
    annotation(
        "api-approved.kubernetes.io",
        "https://github.com/kubernetes-sigs/controller-tools"
    ),
    annotation(
        "cert-manager.io/inject-ca-from-secret",
        "cert-manager/cert-manager-webhook-ca"
    ),
    status = "CronJobStatus",
    selectable = ".spec.selectableFieldString",
    storage,
    doc = "CronJob is the Schema for the cronjobs API",
    spec_optional,
    validation(
        rule = "has(oldSelf.forbiddenInt) || !has(self.forbiddenInt)",
        message = "forbiddenInt is not allowed",
        reason = "FieldValueForbidden",
        field_path = ".forbiddenInt"
    )
)]
pub struct CronJobSpec {
    /// This tests that alias imported from a package is handled correctly. The
    /// corev1.IPFamilyPolicyType is just reused since it's available from
    /// imported package. We can create our own in a separate package if needed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alias_from_package: Option<String>,
    /// Checks that fixed-length arrays work
    #[crd(items(format = ""))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub array: Option<Vec<i64>>,
    /// Checks that arrays work when the type contains a composite literal
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub array_using_composite_literal: Option<Vec<String>>,
    /// This tests that associative lists work.
    #[crd(list_map_keys("name", "secondary"), list_type = "map")]
    pub associative_list: Vec<CronJobSpecAssociativeList>,
    /// This tests that exported fields are not skipped in the schema generation
    pub baz: String,
    /// This tests byte slice schema generation.
    pub binary_name: k8s_openapi::ByteString,
    /// This tests byte slices are allowed as map values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub byte_slice_data: Option<
        std::collections::BTreeMap<String, k8s_openapi::ByteString>,
    >,
    /// This tests that nullable works correctly
    #[crd(nullable)]
    pub can_be_null: String,
    /// Specifies how to treat concurrent executions of a Job.
    /// Valid values are:
    /// - "Allow" (default): allows CronJobs to run concurrently;
    /// - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet;
    /// - "Replace": cancels currently running job and replaces it with a new one
    #[crd(enum = ["Allow", "Forbid", "Replace"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concurrency_policy: Option<String>,
    /// This tests that an empty object defaulting can be performed on a map.
    #[crd(default = {})]
    pub defaulted_empty_map: std::collections::BTreeMap<String, String>,
    /// This tests that an empty object defaulting can be performed on an object.
    #[crd(default = {})]
    pub defaulted_empty_object: CronJobSpecDefaultedEmptyObject,
    /// This tests that empty slice defaulting can be performed.
    #[crd(default = [], title = "{}")]
    pub defaulted_empty_slice: Vec<String>,
    /// This tests that slice and object defaulting can be performed.
    #[crd(
        default = [{"nested":{"bar":true,
        "foo":"baz"}},
        {"nested":{"bar":false,
        "foo":"qux"}}],
        example = [{"nested":{"bar":true,
        "foo":"baz"}},
        {"nested":{"bar":false,
        "foo":"qux"}}],
        title = "124"
    )]
    pub defaulted_object: Vec<CronJobSpecDefaultedObject>,
    /// This tests that slice defaulting can be performed.
    #[crd(default = ["a", "b"], example = ["a", "b"], title = "DefaultedSlice")]
    pub defaulted_slice: Vec<String>,
    /// This tests that primitive defaulting can be performed.
    #[crd(default = "forty-two", example = "forty-two", title = "DefaultedString")]
    pub defaulted_string: String,
    /// This tests that kubebuilder defaulting takes precedence.
    #[crd(default = "kubebuilder-default")]
    pub double_defaulted_string: String,
    #[crd(embedded_resource)]
    pub embedded_resource: serde_json::Map<String, serde_json::Value>,
    /// This tests slice item validation with enum
    #[crd(items(format = "", enum = [0, 1, 3]))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enum_slice: Option<Vec<i64>>,
    /// This tests explicitly optional k8s fields
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicitly_optional_k8s: Option<String>,
    /// This tests explicitly optional kubebuilder fields
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicitly_optional_kubebuilder: Option<String>,
    /// This tests explicitly optional kubernetes fields
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explicitly_optional_kubernetes: Option<String>,
    /// This tests explicitly required k8s fields
    pub explicitly_required_k8s: String,
    /// This tests explicitly required kubebuilder fields
    pub explicitly_required_kubebuilder: String,
    /// This tests explicitly required kubernetes fields
    pub explicitly_required_kubernetes: String,
    /// The number of failed finished jobs to retain.
    /// This is a pointer to distinguish between explicit zero and not specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_jobs_history_limit: Option<i32>,
    /// This tests that field-level overrides are handled correctly
    /// for local type aliases.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"maxLength":255,"minLength":1},{"maxLength":10,"minLength":10}],"type":"string"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_level_alias_override: Option<String>,
    /// This tests that field-level overrides are handled correctly
    /// for local type declarations.
    // crdgen import: `allOf` has no serde shape; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"allOf":[{"minLength":4},{"minLength":10}],"maxLength":10,"type":"string"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field_level_local_declaration_override: Option<String>,
    #[crd(maximum = 1.5, minimum = -0.5, multiple_of = 0.5)]
    pub float64_with_validations: f64,
    #[crd(maximum = 1.5, minimum = -0.5, multiple_of = 0.5)]
    pub float_with_validations: f64,
    /// This tests that exported fields are not skipped in the schema generation
    pub foo: String,
    /// Test that we can add a forbidden field using XValidation Reason and FieldPath.
    /// The validation is applied to the spec struct itself and not the field.
    #[crd(format = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forbidden_int: Option<i64>,
    /// FromEmbedded is a field from the embedded struct that was used through an alias type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_embedded: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_pointer: Option<String>,
    /// This tests string slice item validation.
    #[crd(
        min_items = 1,
        list_type = "set",
        items(
            max_length = 255,
            min_length = 1,
            pattern = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hosts: Option<Vec<String>>,
    /// This tests string slice item validation.
    #[crd(
        min_items = 1,
        list_type = "set",
        items(
            max_length = 255,
            min_length = 1,
            pattern = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hosts_alias: Option<Vec<String>>,
    #[crd(maximum = 2, minimum = -2, multiple_of = 2)]
    pub int32_with_validations: i32,
    /// This tests that a slice of IntOrString can also have string validation.
    /// This can be useful if you want to limit the string to a percentage or integer.
    /// The XIntOrString marker is a requirement for having a pattern on this type.
    #[crd(
        items(max_length = 10, min_length = 1, pattern = "^((100|[0-9]{1,2})%|[0-9]+)$")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_or_string_array_with_a_pattern: Option<
        Vec<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    >,
    /// This tests that an IntOrString can also have string validation.
    /// This can be useful if you want to limit the string to a percentage or integer.
    /// The XIntOrString marker is a requirement for having a pattern on this type.
    #[crd(max_length = 11, min_length = 2, pattern = "^((100|[0-9]{1,2})%|[0-9]+)$")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_or_string_with_a_pattern: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// This tests that an IntOrString can have enum validation.
    /// The XIntOrString marker is required for applying enum to IntOrString.
    #[crd(enum = [1, 2, "foo", "bar"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_or_string_with_enum: Option<
        k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    >,
    /// This tests that a slice of  IntOrString can also have enum validation.
    /// The XIntOrString marker is required for applying enum to IntOrString.
    #[crd(items(enum = [1, 2, "foo", "bar"], max_length = 3, min_length = 1))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub int_or_string_with_enum_slice: Option<
        Vec<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    >,
    #[crd(format = "", maximum = 2, minimum = -2, multiple_of = 2)]
    pub int_with_validations: i64,
    /// Specifies the job that will be created when executing a CronJob.
    pub job_template: CronJobSpecJobTemplate,
    /// This tests that type references are properly flattened
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub just_nested_object: Option<CronJobSpecJustNestedObject>,
    /// This tests that associative lists work using the +k8s:listType alias.
    #[crd(list_map_keys("name"), list_type = "map")]
    pub k8s_associative_list: Vec<CronJobSpecK8sAssociativeList>,
    /// This tests that +k8s:listType=atomic works.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k8s_atomic_list: Option<Vec<String>>,
    /// Specifies how to treat concurrent executions of a Job.
    /// Valid values are:
    /// - "Allow" (default): allows CronJobs to run concurrently;
    /// - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet;
    /// - "Replace": cancels currently running job and replaces it with a new one
    #[crd(enum = ["Allow", "Forbid", "Replace"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k8s_concurrency_policy: Option<String>,
    /// This tests that associative lists work via a nested type using the +k8s:listType alias.
    #[crd(list_map_keys("name", "secondary"), list_type = "map")]
    pub k8s_nested_associative_list: Vec<CronJobSpecK8sNestedAssociativeList>,
    /// This tests that +k8s:listType=set works.
    #[crd(list_type = "set")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k8s_set_list: Option<Vec<String>>,
    /// This tests that an empty object defaulting can be performed on a map.
    #[crd(default = {})]
    pub kubernetes_defaulted_empty_map: std::collections::BTreeMap<String, String>,
    /// This tests that an empty object defaulting can be performed on an object.
    #[crd(default = {})]
    pub kubernetes_defaulted_empty_object: CronJobSpecKubernetesDefaultedEmptyObject,
    /// This tests that empty slice defaulting can be performed.
    #[crd(default = [])]
    pub kubernetes_defaulted_empty_slice: Vec<String>,
    /// This tests that slice and object defaulting can be performed.
    #[crd(
        default = [{"nested":{"bar":true,
        "foo":"baz"}},
        {"nested":{"bar":false,
        "foo":"qux"}}]
    )]
    pub kubernetes_defaulted_object: Vec<CronJobSpecKubernetesDefaultedObject>,
    /// This tests that use of +default=ref(...) doesn't break generation
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kubernetes_defaulted_ref: Option<String>,
    /// This tests that slice defaulting can be performed.
    #[crd(default = ["a", "b"])]
    pub kubernetes_defaulted_slice: Vec<String>,
    /// This tests that primitive defaulting can be performed.
    #[crd(default = "forty-two")]
    pub kubernetes_defaulted_string: String,
    /// This tests that unmarkered types are handled correctly.
    /// When markers are applied at the field level instead of the type level.
    #[crd(maximum = 10, minimum = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locally_bounded_integer: Option<i32>,
    /// This tests that unmarkered types are handled correctly.
    /// When markers are applied at the field level instead of the type level.
    #[crd(max_length = 10, min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locally_bounded_string: Option<String>,
    /// This tests string alias slice item validation.
    // crdgen import: a description on the items of a list; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"items":{"description":"This tests that markers that are allowed on both fields and types are applied to types","minLength":4,"type":"string"},"minItems":3,"type":"array"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longer_string_array: Option<Vec<String>>,
    /// Maps of arrays of things-that-aren’t-strings are permitted
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map_of_arrays_of_floats: Option<std::collections::BTreeMap<String, Vec<bool>>>,
    /// A map that allows different actors to manage different fields
    #[crd(map_type = "granular")]
    pub map_of_info: std::collections::BTreeMap<String, k8s_openapi::ByteString>,
    /// Maps keyed by a type that implements encoding.TextMarshaler are permitted,
    /// since such keys serialize to strings (just like TextMarshaler fields do).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub map_of_text_marshaler_keys: Option<std::collections::BTreeMap<String, String>>,
    /// This tests that min/max properties work
    #[crd(max_properties = 2, min_properties = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_max_properties: Option<CronJobSpecMinMaxProperties>,
    /// Checks that nested maps work
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nested_map: Option<
        std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>,
    >,
    /// Checks that maps containing types that contain maps work
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nested_map_in_struct: Option<
        std::collections::BTreeMap<String, CronJobSpecNestedMapInStruct>,
    >,
    /// A map that allows different actors to manage different fields via a nested type.
    #[crd(map_type = "granular")]
    pub nested_map_of_info: std::collections::BTreeMap<String, k8s_openapi::ByteString>,
    /// Checks that multiply-nested maps work
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nested_nested_map: Option<
        std::collections::BTreeMap<
            String,
            std::collections::BTreeMap<
                String,
                std::collections::BTreeMap<String, String>,
            >,
        >,
    >,
    /// A struct that can only be entirely replaced via a nested type.
    #[crd(struct_type = "atomic")]
    pub nested_struct_with_several_fields: CronJobSpecNestedStructWithSeveralFields,
    /// A struct that can only be entirely replaced via a nested type and
    /// field markers.
    #[crd(struct_type = "atomic")]
    pub nested_struct_with_several_fields_double_marked: CronJobSpecNestedStructWithSeveralFieldsDoubleMarked,
    /// This tests that associative lists work via a nested type.
    #[crd(list_map_keys("name", "secondary"), list_type = "map")]
    pub nestedassociative_list: Vec<CronJobSpecNestedassociativeList>,
    /// This flag is like suspend, but for when you really mean it.
    /// It helps test the +kubebuilder:validation:Type marker.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_really_suspend: Option<String>,
    /// Test that we can add a field that can only be set to a non-default value on updates using XValidation OptionalOldSelf.
    #[crd(
        validation(
            rule = "oldSelf.hasValue() || self == 0",
            message = "must be set to 0 on creation. can be set to any value on an update.",
            optional_old_self
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only_allow_setting_on_update: Option<i32>,
    /// This tests that pattern validator is properly applied.
    #[crd(
        pattern = r#"^$|^((https):\/\/?)[^\s()<>]+(?:\([\w\d]+\)|([^[:punct:]\s]|\/?))$"#
    )]
    pub pattern_object: String,
    /// This tests that we can embed protocol correctly (without ending up with allOf).
    /// Context: https://github.com/kubernetes-sigs/controller-tools/issues/1027
    /// Defaults to "TCP".
    #[crd(default = "TCP")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    /// This tests pointers are allowed as map values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptr_data: Option<std::collections::BTreeMap<String, String>>,
    /// The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.
    pub schedule: String,
    /// This tests that the schemaless marker works
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schemaless: Option<String>,
    /// This tests that selectable field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectable_field_string: Option<String>,
    /// Optional deadline in seconds for starting the job if it misses scheduled
    /// time for any reason.  Missed jobs executions will be counted as failed ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starting_deadline_seconds: Option<i64>,
    /// This tests that string alias is handled correctly.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias: Option<String>,
    /// This tests that validation on a string alias type is handled correctly.
    #[crd(max_length = 255, min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias_added_validation: Option<String>,
    /// This tests that validation on a string alias type itself is handled correctly.
    #[crd(max_length = 255, min_length = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias_already_validated: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias_ptr: Option<String>,
    /// These test that title works on both a type and field, with field taking precedence.
    #[crd(title = "title on field")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias_with_added_title: Option<String>,
    #[crd(title = "title on type")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_alias_with_title: Option<String>,
    /// This tests string slice validation.
    #[crd(max_items = 2, min_items = 2)]
    pub string_pair: Vec<String>,
    /// This tests string slices are allowed as map values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_slice_data: Option<std::collections::BTreeMap<String, Vec<String>>>,
    /// Test of the expression-based validation rule marker, with optional message.
    #[crd(
        validation(rule = "self.size() % 2 == 0", message = "must have even length"),
        validation(rule = "true")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_with_even_length: Option<String>,
    /// Test of the expression-based validation on both field and type.
    #[crd(
        validation(rule = "self.startsWith('good-')", message = "must have good prefix"),
        validation(rule = "self.size() % 2 == 0", message = "must have even length")
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_with_even_length_and_good_prefix: Option<String>,
    /// Test of the expression-based validation with messageExpression marker.
    /// Due to a bug in the cost calculation we can not include the lenght in the message expression:
    /// https://github.com/kubernetes/kubernetes/issues/124234
    #[crd(
        validation(
            rule = "self.size() % 2 == 0",
            message_expression = "self + ' has odd length, must be even'"
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub string_with_even_length_and_message_expression: Option<String>,
    /// A struct that can only be entirely replaced
    #[crd(struct_type = "atomic")]
    pub struct_with_several_fields: CronJobSpecStructWithSeveralFields,
    /// The number of successful finished jobs to retain.
    /// This is a pointer to distinguish between explicit zero and not specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successful_jobs_history_limit: Option<i32>,
    /// This flag tells the controller to suspend subsequent executions, it does
    /// not apply to already started executions.  Defaults to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// This tests that markers that are allowed on both fields and types are applied to fields
    #[crd(min_length = 4)]
    pub two_of_a_kind_part0: String,
    /// This tests that markers that are allowed on both fields and types are applied to types
    #[crd(min_length = 4)]
    pub two_of_a_kind_part1: String,
    #[crd(embedded_resource)]
    pub unpruned_embedded_resource: serde_json::Map<String, serde_json::Value>,
    /// This tests that a type-level pruning marker works.
    pub unpruned_fom_type: serde_json::Map<String, serde_json::Value>,
    /// This tests that a type-level pruning marker combined with a field-level pruning marker works.
    pub unpruned_fom_type_and_field: serde_json::Map<String, serde_json::Value>,
    #[crd(preserve_unknown_fields)]
    #[serde(rename = "unprunedJSON")]
    pub unpruned_json: CronJobSpecUnprunedJson,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecAssociativeList {
    pub foo: String,
    pub name: String,
    #[crd(format = "")]
    pub secondary: i64,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecDefaultedEmptyObject {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[crd(default = "forty-two")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecDefaultedObject {
    pub nested: CronJobSpecDefaultedObjectNested,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecDefaultedObjectNested {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplate {
    /// Standard object's metadata of the jobs created from this template.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<CronJobSpecJobTemplateMetadata>,
    /// Specification of the desired behavior of the job.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<CronJobSpecJobTemplateSpec>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct CronJobSpecJobTemplateMetadata {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpec {
    /// Specifies the duration in seconds relative to the startTime that the job
    /// may be continuously active before the system tries to terminate it; value
    /// must be positive integer. If a Job is suspended (at creation or through an
    /// update), this timer will effectively be stopped and reset when the Job is
    /// resumed again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_deadline_seconds: Option<i64>,
    /// Specifies the number of retries before marking this job failed.
    /// Defaults to 6, unless backoffLimitPerIndex (only Indexed Job) is specified.
    /// When backoffLimitPerIndex is specified, backoffLimit defaults to 2147483647.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backoff_limit: Option<i32>,
    /// Specifies the limit for the number of retries within an
    /// index before marking this index as failed. When enabled the number of
    /// failures per index is kept in the pod's
    /// batch.kubernetes.io/job-index-failure-count annotation. It can only
    /// be set when Job's completionMode=Indexed, and the Pod's restart
    /// policy is Never. The field is immutable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backoff_limit_per_index: Option<i32>,
    /// completionMode specifies how Pod completions are tracked. It can be
    /// `NonIndexed` (default) or `Indexed`.
    ///
    /// `NonIndexed` means that the Job is considered complete when there have
    /// been .spec.completions successfully completed Pods. Each Pod completion is
    /// homologous to each other.
    ///
    /// `Indexed` means that the Pods of a
    /// Job get an associated completion index from 0 to (.spec.completions - 1),
    /// available in the annotation batch.kubernetes.io/job-completion-index.
    /// The Job is considered complete when there is one successfully completed Pod
    /// for each index.
    /// When value is `Indexed`, .spec.completions must be specified and
    /// `.spec.parallelism` must be less than or equal to 10^5.
    /// In addition, The Pod name takes the form
    /// `$(job-name)-$(index)-$(random-string)`,
    /// the Pod hostname takes the form `$(job-name)-$(index)`.
    ///
    /// More completion modes can be added in the future.
    /// If the Job controller observes a mode that it doesn't recognize, which
    /// is possible during upgrades due to version skew, the controller
    /// skips updates for the Job.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completion_mode: Option<String>,
    /// Specifies the desired number of successfully finished pods the
    /// job should be run with.  Setting to null means that the success of any
    /// pod signals the success of all pods, and allows parallelism to have any positive
    /// value.  Setting to 1 means that parallelism is limited to 1 and the success of that
    /// pod signals the success of the job.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completions: Option<i32>,
    /// ManagedBy field indicates the controller that manages a Job. The k8s Job
    /// controller reconciles jobs which don't have this field at all or the field
    /// value is the reserved string `kubernetes.io/job-controller`, but skips
    /// reconciling Jobs with a custom value for this field.
    /// The value must be a valid domain-prefixed path (e.g. acme.io/foo) -
    /// all characters before the first "/" must be a valid subdomain as defined
    /// by RFC 1123. All characters trailing the first "/" must be valid HTTP Path
    /// characters as defined by RFC 3986. The value cannot exceed 63 characters.
    /// This field is immutable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub managed_by: Option<String>,
    /// manualSelector controls generation of pod labels and pod selectors.
    /// Leave `manualSelector` unset unless you are certain what you are doing.
    /// When false or unset, the system pick labels unique to this job
    /// and appends those labels to the pod template.  When true,
    /// the user is responsible for picking unique labels and specifying
    /// the selector.  Failure to pick a unique label may cause this
    /// and other jobs to not function correctly.  However, You may see
    /// `manualSelector=true` in jobs that were created with the old `extensions/v1beta1`
    /// API.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/#specifying-your-own-pod-selector
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manual_selector: Option<bool>,
    /// Specifies the maximal number of failed indexes before marking the Job as
    /// failed, when backoffLimitPerIndex is set. Once the number of failed
    /// indexes exceeds this number the entire Job is marked as Failed and its
    /// execution is terminated. When left as null the job continues execution of
    /// all of its indexes and is marked with the `Complete` Job condition.
    /// It can only be specified when backoffLimitPerIndex is set.
    /// It can be null or up to completions. It is required and must be
    /// less than or equal to 10^4 when is completions greater than 10^5.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_failed_indexes: Option<i32>,
    /// Specifies the maximum desired number of pods the job should
    /// run at any given time. The actual number of pods running in steady state will
    /// be less than this number when ((.spec.completions - .status.successful) < .spec.parallelism),
    /// i.e. when the work left to do is less than max parallelism.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parallelism: Option<i32>,
    /// Specifies the policy of handling failed pods. In particular, it allows to
    /// specify the set of actions and conditions which need to be
    /// satisfied to take the associated action.
    /// If empty, the default behaviour applies - the counter of failed pods,
    /// represented by the jobs's .status.failed field, is incremented and it is
    /// checked against the backoffLimit. This field cannot be used in combination
    /// with restartPolicy=OnFailure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_failure_policy: Option<k8s_openapi::api::batch::v1::PodFailurePolicy>,
    /// podReplacementPolicy specifies when to create replacement Pods.
    /// Possible values are:
    /// - TerminatingOrFailed means that we recreate pods
    ///   when they are terminating (has a metadata.deletionTimestamp) or failed.
    /// - Failed means to wait until a previously created Pod is fully terminated (has phase
    ///   Failed or Succeeded) before creating a replacement Pod.
    ///
    /// When using podFailurePolicy, Failed is the the only allowed value.
    /// TerminatingOrFailed and Failed are allowed values when podFailurePolicy is not in use.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_replacement_policy: Option<String>,
    /// A label query over pods that should match the pod count.
    /// Normally, the system sets this field for you.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// successPolicy specifies the policy when the Job can be declared as succeeded.
    /// If empty, the default behavior applies - the Job is declared as succeeded
    /// only when the number of succeeded pods equals to the completions.
    /// When the field is specified, it must be immutable and works only for the Indexed Jobs.
    /// Once the Job meets the SuccessPolicy, the lingering pods are terminated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub success_policy: Option<k8s_openapi::api::batch::v1::SuccessPolicy>,
    /// suspend specifies whether the Job controller should create Pods or not. If
    /// a Job is created with suspend set to true, no Pods are created by the Job
    /// controller. If a Job is suspended after creation (i.e. the flag goes from
    /// false to true), the Job controller will delete all active Pods associated
    /// with this Job. Users must design their workload to gracefully handle this.
    /// Suspending a Job will reset the StartTime field of the Job, effectively
    /// resetting the ActiveDeadlineSeconds timer too. Defaults to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspend: Option<bool>,
    /// Describes the pod that will be created when executing a job.
    /// The only allowed template.spec.restartPolicy values are "Never" or "OnFailure".
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/
    pub template: CronJobSpecJobTemplateSpecTemplate,
    /// ttlSecondsAfterFinished limits the lifetime of a Job that has finished
    /// execution (either Complete or Failed). If this field is set,
    /// ttlSecondsAfterFinished after the Job finishes, it is eligible to be
    /// automatically deleted. When the Job is being deleted, its lifecycle
    /// guarantees (e.g. finalizers) will be honored. If this field is unset,
    /// the Job won't be automatically deleted. If this field is set to zero,
    /// the Job becomes eligible to be deleted immediately after it finishes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ttl_seconds_after_finished: Option<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplate {
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<CronJobSpecJobTemplateSpecTemplateMetadata>,
    /// Specification of the desired behavior of the pod.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<CronJobSpecJobTemplateSpecTemplateSpec>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct CronJobSpecJobTemplateSpecTemplateMetadata {}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpec {
    /// Optional duration in seconds the pod may be active on the node relative to
    /// StartTime before the system will actively try to mark it failed and kill associated containers.
    /// Value must be a positive integer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active_deadline_seconds: Option<i64>,
    /// If specified, the pod's scheduling constraints
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub affinity: Option<k8s_openapi::api::core::v1::Affinity>,
    /// AutomountServiceAccountToken indicates whether a service account token should be automatically mounted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub automount_service_account_token: Option<bool>,
    /// List of containers belonging to the pod.
    /// Containers cannot currently be added or removed.
    /// There must be at least one container in a Pod.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    pub containers: Vec<CronJobSpecJobTemplateSpecTemplateSpecContainers>,
    /// Specifies the DNS parameters of a pod.
    /// Parameters specified here will be merged to the generated DNS
    /// configuration based on DNSPolicy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_config: Option<k8s_openapi::api::core::v1::PodDNSConfig>,
    /// Set DNS policy for the pod.
    /// Defaults to "ClusterFirst".
    /// Valid values are 'ClusterFirstWithHostNet', 'ClusterFirst', 'Default' or 'None'.
    /// DNS parameters given in DNSConfig will be merged with the policy selected with DNSPolicy.
    /// To have DNS options set along with hostNetwork, you have to specify DNS policy
    /// explicitly to 'ClusterFirstWithHostNet'.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dns_policy: Option<String>,
    /// EnableServiceLinks indicates whether information about services should be injected into pod's
    /// environment variables, matching the syntax of Docker links.
    /// Optional: Defaults to true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enable_service_links: Option<bool>,
    /// List of ephemeral containers run in this pod. Ephemeral containers may be run in an existing
    /// pod to perform user-initiated actions such as debugging. This list cannot be specified when
    /// creating a pod, and it cannot be modified by updating the pod spec. In order to add an
    /// ephemeral container to an existing pod, use the pod's ephemeralcontainers subresource.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ephemeral_containers: Option<
        Vec<CronJobSpecJobTemplateSpecTemplateSpecEphemeralContainers>,
    >,
    /// HostAliases is an optional list of hosts and IPs that will be injected into the pod's hosts
    /// file if specified.
    #[crd(list_map_keys("ip"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_aliases: Option<Vec<k8s_openapi::api::core::v1::HostAlias>>,
    /// Use the host's ipc namespace.
    /// Optional: Default to false.
    #[serde(rename = "hostIPC", default, skip_serializing_if = "Option::is_none")]
    pub host_ipc: Option<bool>,
    /// Host networking requested for this pod. Use the host's network namespace.
    /// When using HostNetwork you should specify ports so the scheduler is aware.
    /// When `hostNetwork` is true, specified `hostPort` fields in port definitions must match `containerPort`,
    /// and unspecified `hostPort` fields in port definitions are defaulted to match `containerPort`.
    /// Default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_network: Option<bool>,
    /// Use the host's pid namespace.
    /// Optional: Default to false.
    #[serde(rename = "hostPID", default, skip_serializing_if = "Option::is_none")]
    pub host_pid: Option<bool>,
    /// Use the host's user namespace.
    /// Optional: Default to true.
    /// If set to true or not present, the pod will be run in the host user namespace, useful
    /// for when the pod needs a feature only available to the host user namespace, such as
    /// loading a kernel module with CAP_SYS_MODULE.
    /// When set to false, a new userns is created for the pod. Setting false is useful for
    /// mitigating container breakout vulnerabilities even allowing users to run their
    /// containers as root without actually having root privileges on the host.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_users: Option<bool>,
    /// Specifies the hostname of the Pod
    /// If not specified, the pod's hostname will be set to a system-defined value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    /// HostnameOverride specifies an explicit override for the pod's hostname as perceived by the pod.
    /// This field only specifies the pod's hostname and does not affect its DNS records.
    /// When this field is set to a non-empty string:
    /// - It takes precedence over the values set in `hostname` and `subdomain`.
    /// - The Pod's hostname will be set to this value.
    /// - `setHostnameAsFQDN` must be nil or set to false.
    /// - `hostNetwork` must be set to false.
    ///
    /// This field must be a valid DNS subdomain as defined in RFC 1123 and contain at most 64 characters.
    /// Requires the HostnameOverride feature gate to be enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hostname_override: Option<String>,
    /// ImagePullSecrets is an optional list of references to secrets in the same namespace to use for pulling any of the images used by this PodSpec.
    /// If specified, these secrets will be passed to individual puller implementations for them to use.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#specifying-imagepullsecrets-on-a-pod
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_secrets: Option<
        Vec<k8s_openapi::api::core::v1::LocalObjectReference>,
    >,
    /// List of initialization containers belonging to the pod.
    /// Init containers are executed in order prior to containers being started. If any
    /// init container fails, the pod is considered to have failed and is handled according
    /// to its restartPolicy. The name for an init container or normal container must be
    /// unique among all containers.
    /// Init containers may not have Lifecycle actions, Readiness probes, Liveness probes, or Startup probes.
    /// The resourceRequirements of an init container are taken into account during scheduling
    /// by finding the highest request/limit for each resource type, and then using the max of
    /// that value or the sum of the normal containers. Limits are applied to init containers
    /// in a similar fashion.
    /// Init containers cannot currently be added or removed.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/init-containers/
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_containers: Option<
        Vec<CronJobSpecJobTemplateSpecTemplateSpecInitContainers>,
    >,
    /// NodeName indicates in which node this pod is scheduled.
    /// If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName.
    /// Once this field is set, the kubelet for this node becomes responsible for the lifecycle of this pod.
    /// This field should not be used to express a desire for the pod to be scheduled on a specific node.
    /// https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#nodename
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
    /// NodeSelector is a selector which must be true for the pod to fit on a node.
    /// Selector which must match a node's labels for the pod to be scheduled on that node.
    /// More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/
    #[crd(map_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_selector: Option<std::collections::BTreeMap<String, String>>,
    /// Specifies the OS of the containers in the pod.
    /// Some pod and container fields are restricted if this is set.
    ///
    /// If the OS field is set to linux, the following fields must be unset:
    /// -securityContext.windowsOptions
    ///
    /// If the OS field is set to windows, following fields must be unset:
    /// - spec.hostPID
    /// - spec.hostIPC
    /// - spec.hostUsers
    /// - spec.resources
    /// - spec.securityContext.appArmorProfile
    /// - spec.securityContext.seLinuxOptions
    /// - spec.securityContext.seccompProfile
    /// - spec.securityContext.fsGroup
    /// - spec.securityContext.fsGroupChangePolicy
    /// - spec.securityContext.sysctls
    /// - spec.shareProcessNamespace
    /// - spec.securityContext.runAsUser
    /// - spec.securityContext.runAsGroup
    /// - spec.securityContext.supplementalGroups
    /// - spec.securityContext.supplementalGroupsPolicy
    /// - spec.containers[*].securityContext.appArmorProfile
    /// - spec.containers[*].securityContext.seLinuxOptions
    /// - spec.containers[*].securityContext.seccompProfile
    /// - spec.containers[*].securityContext.capabilities
    /// - spec.containers[*].securityContext.readOnlyRootFilesystem
    /// - spec.containers[*].securityContext.privileged
    /// - spec.containers[*].securityContext.allowPrivilegeEscalation
    /// - spec.containers[*].securityContext.procMount
    /// - spec.containers[*].securityContext.runAsUser
    /// - spec.containers[*].securityContext.runAsGroup
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os: Option<k8s_openapi::api::core::v1::PodOS>,
    /// Overhead represents the resource overhead associated with running a pod for a given RuntimeClass.
    /// This field will be autopopulated at admission time by the RuntimeClass admission controller. If
    /// the RuntimeClass admission controller is enabled, overhead must not be set in Pod create requests.
    /// The RuntimeClass admission controller will reject Pod create requests which have the overhead already
    /// set. If RuntimeClass is configured and selected in the PodSpec, Overhead will be set to the value
    /// defined in the corresponding RuntimeClass, otherwise it will remain unset and treated as zero.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/688-pod-overhead/README.md
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overhead: Option<
        std::collections::BTreeMap<
            String,
            k8s_openapi::apimachinery::pkg::api::resource::Quantity,
        >,
    >,
    /// PreemptionPolicy is the Policy for preempting pods with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// Defaults to PreemptLowerPriority if unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<String>,
    /// The priority value. Various system components use this field to find the
    /// priority of the pod. When Priority Admission Controller is enabled, it
    /// prevents users from setting this field. The admission controller populates
    /// this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// If specified, indicates the pod's priority. "system-node-critical" and
    /// "system-cluster-critical" are two special keywords which indicate the
    /// highest priorities with the former being the highest priority. Any other
    /// name must be defined by creating a PriorityClass object with that name.
    /// If not specified, the pod priority will be default or zero if there is no
    /// default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority_class_name: Option<String>,
    /// If specified, all readiness gates will be evaluated for pod readiness.
    /// A pod is ready when all its containers are ready AND
    /// all conditions specified in the readiness gates have status equal to "True"
    /// More info: https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_gates: Option<Vec<k8s_openapi::api::core::v1::PodReadinessGate>>,
    /// ResourceClaims defines which ResourceClaims must be allocated
    /// and reserved before the Pod is allowed to start. The resources
    /// will be made available to those containers which consume them
    /// by name.
    ///
    /// This is a stable field but requires that the
    /// DynamicResourceAllocation feature gate is enabled.
    ///
    /// This field is immutable.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_claims: Option<
        Vec<CronJobSpecJobTemplateSpecTemplateSpecResourceClaims>,
    >,
    /// Resources is the total amount of CPU and Memory resources required by all
    /// containers in the pod. It supports specifying Requests and Limits for
    /// "cpu", "memory" and "hugepages-" resource names only. ResourceClaims are not supported.
    ///
    /// This field enables fine-grained control over resource allocation for the
    /// entire pod, allowing resource sharing among containers in a pod.
    ///
    /// This is an alpha field and requires enabling the PodLevelResources feature
    /// gate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<k8s_openapi::api::core::v1::ResourceRequirements>,
    /// Restart policy for all containers within the pod.
    /// One of Always, OnFailure, Never. In some contexts, only a subset of those values may be permitted.
    /// Default to Always.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// RuntimeClassName refers to a RuntimeClass object in the node.k8s.io group, which should be used
    /// to run this pod.  If no RuntimeClass resource matches the named class, the pod will not be run.
    /// If unset or empty, the "legacy" RuntimeClass will be used, which is an implicit class with an
    /// empty definition that uses the default runtime handler.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/585-runtime-class
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime_class_name: Option<String>,
    /// If specified, the pod will be dispatched by specified scheduler.
    /// If not specified, the pod will be dispatched by default scheduler.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduler_name: Option<String>,
    /// SchedulingGates is an opaque list of values that if specified will block scheduling the pod.
    /// If schedulingGates is not empty, the pod will stay in the SchedulingGated state and the
    /// scheduler will not attempt to schedule the pod.
    ///
    /// SchedulingGates can only be set at pod creation time, and be removed only afterwards.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduling_gates: Option<Vec<k8s_openapi::api::core::v1::PodSchedulingGate>>,
    /// SchedulingGroup provides a reference to the immediate scheduling runtime
    /// grouping object that this Pod belongs to.
    /// This field is used by the scheduler to identify the group and apply the
    /// correct group scheduling policies. The association with a group also
    /// impacts other lifecycle aspects of a Pod that are relevant in a wider context
    /// of scheduling like preemption, resource attachment, etc. If not specified,
    /// the Pod is treated as a single unit in all of these aspects.
    /// The group object referenced by this field may not exist at the time the
    /// Pod is created.
    /// This field is immutable, but a group object with the same name may be
    /// recreated with different policies. Doing this during pod scheduling
    /// may result in the placement not conforming to the expected policies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scheduling_group: Option<CronJobSpecJobTemplateSpecTemplateSpecSchedulingGroup>,
    /// SecurityContext holds pod-level security attributes and common container settings.
    /// Optional: Defaults to empty.  See type description for default values of each field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<k8s_openapi::api::core::v1::PodSecurityContext>,
    /// DeprecatedServiceAccount is a deprecated alias for ServiceAccountName.
    /// Deprecated: Use serviceAccountName instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account: Option<String>,
    /// ServiceAccountName is the name of the ServiceAccount to use to run this pod.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// If true the pod's hostname will be configured as the pod's FQDN, rather than the leaf name (the default).
    /// In Linux containers, this means setting the FQDN in the hostname field of the kernel (the nodename field of struct utsname).
    /// In Windows containers, this means setting the registry value of hostname for the registry key HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Services\\Tcpip\\Parameters to FQDN.
    /// If a pod does not have FQDN, this has no effect.
    /// Default to false.
    #[serde(
        rename = "setHostnameAsFQDN",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub set_hostname_as_fqdn: Option<bool>,
    /// Share a single process namespace between all of the containers in a pod.
    /// When this is set containers will be able to view and signal processes from other containers
    /// in the same pod, and the first process in each container will not be assigned PID 1.
    /// HostPID and ShareProcessNamespace cannot both be set.
    /// Optional: Default to false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub share_process_namespace: Option<bool>,
    /// If specified, the fully qualified Pod hostname will be "<hostname>.<subdomain>.<pod namespace>.svc.<cluster domain>".
    /// If not specified, the pod will not have a domainname at all.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subdomain: Option<String>,
    /// Optional duration in seconds the pod needs to terminate gracefully. May be decreased in delete request.
    /// Value must be non-negative integer. The value zero indicates stop immediately via
    /// the kill signal (no opportunity to shut down).
    /// If this value is nil, the default grace period will be used instead.
    /// The grace period is the duration in seconds after the processes running in the pod are sent
    /// a termination signal and the time when the processes are forcibly halted with a kill signal.
    /// Set this value longer than the expected cleanup time for your process.
    /// Defaults to 30 seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,
    /// If specified, the pod's tolerations.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerations: Option<Vec<k8s_openapi::api::core::v1::Toleration>>,
    /// TopologySpreadConstraints describes how a group of pods ought to spread across topology
    /// domains. Scheduler will schedule pods in a way which abides by the constraints.
    /// All topologySpreadConstraints are ANDed.
    #[crd(list_map_keys("topologyKey", "whenUnsatisfiable"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topology_spread_constraints: Option<
        Vec<k8s_openapi::api::core::v1::TopologySpreadConstraint>,
    >,
    /// List of volumes that can be mounted by containers belonging to the pod.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volumes: Option<Vec<CronJobSpecJobTemplateSpecTemplateSpecVolumes>>,
}

/// A single application container that you want to run within a pod.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecContainers {
    /// Arguments to the entrypoint.
    /// The container image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The container image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Actions that the management system should take in response to container lifecycle events.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Periodic probe of container liveness.
    /// Container will be restarted if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the container specified as a DNS_LABEL.
    /// Each container in a pod must have a unique name (DNS_LABEL).
    /// Cannot be updated.
    pub name: String,
    /// List of ports to expose from the container. Not specifying a port here
    /// DOES NOT prevent that port from being exposed. Any port which is
    /// listening on the default "0.0.0.0" address inside a container will be
    /// accessible from the network.
    /// Modifying this array with strategic merge patch may corrupt the data.
    /// For more information See https://github.com/kubernetes/kubernetes/issues/108255.
    /// Cannot be updated.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Periodic probe of container service readiness.
    /// Container will be removed from service endpoints if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    /// This field cannot be set on ephemeral containers.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Compute Resources required by this container.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<k8s_openapi::api::core::v1::ResourceRequirements>,
    /// RestartPolicy defines the restart behavior of individual containers in a pod.
    /// This overrides the pod-level restart policy. When this field is not specified,
    /// the restart behavior is defined by the Pod's restart policy and the container type.
    /// Additionally, setting the RestartPolicy as "Always" for the init container will
    /// have the following effect:
    /// this init container will be continually restarted on
    /// exit until all regular containers have terminated. Once all regular
    /// containers have completed, all init containers with restartPolicy "Always"
    /// will be shut down. This lifecycle differs from normal init containers and
    /// is often referred to as a "sidecar" container. Although this init
    /// container still starts in the init container sequence, it does not wait
    /// for the container to complete before proceeding to the next init
    /// container. Instead, the next init container starts immediately after this
    /// init container is started, or after any startupProbe has successfully
    /// completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. The rules are evaluated in
    /// order. Once a rule matches a container exit condition, the remaining
    /// rules are ignored. If no rule matches the container exit condition,
    /// the Container-level restart policy determines the whether the container
    /// is restarted or not. Constraints on the rules:
    /// - At most 20 rules are allowed.
    /// - Rules can have the same action.
    /// - Identical rules are not forbidden in validations.
    /// When rules are specified, container MUST set RestartPolicy explicitly
    /// even it if matches the Pod's RestartPolicy.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// SecurityContext defines the security options the container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<
        CronJobSpecJobTemplateSpecTemplateSpecContainersSecurityContext,
    >,
    /// StartupProbe indicates that the Pod has successfully initialized.
    /// If specified, no other probes are executed until this completes successfully.
    /// If this probe fails, the Pod will be restarted, just as if the livenessProbe failed.
    /// This can be used to provide different probe parameters at the beginning of a Pod's lifecycle,
    /// when it might take a long time to load data or warm a cache, than during steady-state operation.
    /// This cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecContainersSecurityContext {
    /// AllowPrivilegeEscalation controls whether a process can gain more
    /// privileges than its parent process. This bool directly controls if
    /// the no_new_privs flag will be set on the container process.
    /// AllowPrivilegeEscalation is true always when the container is:
    /// 1) run as Privileged
    /// 2) has CAP_SYS_ADMIN
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allow_privilege_escalation: Option<bool>,
    /// appArmorProfile is the AppArmor options to use by this container. If set, this profile
    /// overrides the pod's appArmorProfile.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_armor_profile: Option<k8s_openapi::api::core::v1::AppArmorProfile>,
    /// The capabilities to add/drop when running containers.
    /// Defaults to the default set of capabilities granted by the container runtime.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<k8s_openapi::api::core::v1::Capabilities>,
    /// Run container in privileged mode.
    /// Processes in privileged containers are essentially equivalent to root on the host.
    /// Defaults to false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privileged: Option<bool>,
    /// procMount denotes the type of proc mount to use for the containers.
    /// The default value is Default which uses the container runtime defaults for
    /// readonly paths and masked paths.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proc_mount: Option<String>,
    /// Whether this container has a read-only root filesystem.
    /// Default is false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_root_filesystem: Option<bool>,
    /// The GID to run the entrypoint of the container process.
    /// Uses runtime default if unset.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_group: Option<i64>,
    /// Indicates that the container must run as a non-root user.
    /// If true, the Kubelet will validate the image at runtime to ensure that it
    /// does not run as UID 0 (root) and fail to start the container if it does.
    /// If unset or false, no such validation will be performed.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_non_root: Option<bool>,
    /// The UID to run the entrypoint of the container process.
    /// Defaults to user specified in image metadata if unspecified.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_user: Option<i64>,
    /// The SELinux context to be applied to the container.
    /// If unspecified, the container runtime will allocate a random SELinux context for each
    /// container.  May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se_linux_options: Option<k8s_openapi::api::core::v1::SELinuxOptions>,
    /// The seccomp options to use by this container. If seccomp options are
    /// provided at both the pod & container level, the container options
    /// override the pod options.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seccomp_profile: Option<k8s_openapi::api::core::v1::SeccompProfile>,
    /// The Windows specific settings applied to all containers.
    /// If unspecified, the options from the PodSecurityContext will be used.
    /// If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is linux.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub windows_options: Option<
        k8s_openapi::api::core::v1::WindowsSecurityContextOptions,
    >,
}

/// An EphemeralContainer is a temporary container that you may add to an existing Pod for
/// user-initiated activities such as debugging. Ephemeral containers have no resource or
/// scheduling guarantees, and they will not be restarted when they exit or when a Pod is
/// removed or restarted. The kubelet may evict a Pod if an ephemeral container causes the
/// Pod to exceed its resource allocation.
///
/// To add an ephemeral container, use the ephemeralcontainers subresource of an existing
/// Pod. Ephemeral containers may not be removed or restarted.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecEphemeralContainers {
    /// Arguments to the entrypoint.
    /// The image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Lifecycle is not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the ephemeral container specified as a DNS_LABEL.
    /// This name must be unique among all containers, init containers and ephemeral containers.
    pub name: String,
    /// Ports are not allowed for ephemeral containers.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Resources are not allowed for ephemeral containers. Ephemeral containers use spare resources
    /// already allocated to the pod.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<k8s_openapi::api::core::v1::ResourceRequirements>,
    /// Restart policy for the container to manage the restart behavior of each
    /// container within a pod.
    /// You cannot set this field on ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. You cannot set this field on
    /// ephemeral containers.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// Optional: SecurityContext defines the security options the ephemeral container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<
        CronJobSpecJobTemplateSpecTemplateSpecEphemeralContainersSecurityContext,
    >,
    /// Probes are not allowed for ephemeral containers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// If set, the name of the container from PodSpec that this ephemeral container targets.
    /// The ephemeral container will be run in the namespaces (IPC, PID, etc) of this container.
    /// If not set then the ephemeral container uses the namespaces configured in the Pod spec.
    ///
    /// The container runtime must implement support for this feature. If the runtime does not
    /// support namespace targeting then the result of setting this field is undefined.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_container_name: Option<String>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem. Subpath mounts are not allowed for ephemeral containers.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecEphemeralContainersSecurityContext {
    /// AllowPrivilegeEscalation controls whether a process can gain more
    /// privileges than its parent process. This bool directly controls if
    /// the no_new_privs flag will be set on the container process.
    /// AllowPrivilegeEscalation is true always when the container is:
    /// 1) run as Privileged
    /// 2) has CAP_SYS_ADMIN
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allow_privilege_escalation: Option<bool>,
    /// appArmorProfile is the AppArmor options to use by this container. If set, this profile
    /// overrides the pod's appArmorProfile.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_armor_profile: Option<k8s_openapi::api::core::v1::AppArmorProfile>,
    /// The capabilities to add/drop when running containers.
    /// Defaults to the default set of capabilities granted by the container runtime.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<k8s_openapi::api::core::v1::Capabilities>,
    /// Run container in privileged mode.
    /// Processes in privileged containers are essentially equivalent to root on the host.
    /// Defaults to false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privileged: Option<bool>,
    /// procMount denotes the type of proc mount to use for the containers.
    /// The default value is Default which uses the container runtime defaults for
    /// readonly paths and masked paths.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proc_mount: Option<String>,
    /// Whether this container has a read-only root filesystem.
    /// Default is false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_root_filesystem: Option<bool>,
    /// The GID to run the entrypoint of the container process.
    /// Uses runtime default if unset.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_group: Option<i64>,
    /// Indicates that the container must run as a non-root user.
    /// If true, the Kubelet will validate the image at runtime to ensure that it
    /// does not run as UID 0 (root) and fail to start the container if it does.
    /// If unset or false, no such validation will be performed.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_non_root: Option<bool>,
    /// The UID to run the entrypoint of the container process.
    /// Defaults to user specified in image metadata if unspecified.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_user: Option<i64>,
    /// The SELinux context to be applied to the container.
    /// If unspecified, the container runtime will allocate a random SELinux context for each
    /// container.  May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se_linux_options: Option<k8s_openapi::api::core::v1::SELinuxOptions>,
    /// The seccomp options to use by this container. If seccomp options are
    /// provided at both the pod & container level, the container options
    /// override the pod options.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seccomp_profile: Option<k8s_openapi::api::core::v1::SeccompProfile>,
    /// The Windows specific settings applied to all containers.
    /// If unspecified, the options from the PodSecurityContext will be used.
    /// If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is linux.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub windows_options: Option<
        k8s_openapi::api::core::v1::WindowsSecurityContextOptions,
    >,
}

/// A single application container that you want to run within a pod.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecInitContainers {
    /// Arguments to the entrypoint.
    /// The container image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<String>>,
    /// Entrypoint array. Not executed within a shell.
    /// The container image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<Vec<String>>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    #[crd(list_map_keys("name"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env: Option<Vec<k8s_openapi::api::core::v1::EnvVar>>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub env_from: Option<Vec<k8s_openapi::api::core::v1::EnvFromSource>>,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<String>,
    /// Actions that the management system should take in response to container lifecycle events.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<k8s_openapi::api::core::v1::Lifecycle>,
    /// Periodic probe of container liveness.
    /// Container will be restarted if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Name of the container specified as a DNS_LABEL.
    /// Each container in a pod must have a unique name (DNS_LABEL).
    /// Cannot be updated.
    pub name: String,
    /// List of ports to expose from the container. Not specifying a port here
    /// DOES NOT prevent that port from being exposed. Any port which is
    /// listening on the default "0.0.0.0" address inside a container will be
    /// accessible from the network.
    /// Modifying this array with strategic merge patch may corrupt the data.
    /// For more information See https://github.com/kubernetes/kubernetes/issues/108255.
    /// Cannot be updated.
    #[crd(list_map_keys("containerPort", "protocol"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ports: Option<Vec<k8s_openapi::api::core::v1::ContainerPort>>,
    /// Periodic probe of container service readiness.
    /// Container will be removed from service endpoints if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Resources resize policy for the container.
    /// This field cannot be set on ephemeral containers.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resize_policy: Option<Vec<k8s_openapi::api::core::v1::ContainerResizePolicy>>,
    /// Compute Resources required by this container.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<k8s_openapi::api::core::v1::ResourceRequirements>,
    /// RestartPolicy defines the restart behavior of individual containers in a pod.
    /// This overrides the pod-level restart policy. When this field is not specified,
    /// the restart behavior is defined by the Pod's restart policy and the container type.
    /// Additionally, setting the RestartPolicy as "Always" for the init container will
    /// have the following effect:
    /// this init container will be continually restarted on
    /// exit until all regular containers have terminated. Once all regular
    /// containers have completed, all init containers with restartPolicy "Always"
    /// will be shut down. This lifecycle differs from normal init containers and
    /// is often referred to as a "sidecar" container. Although this init
    /// container still starts in the init container sequence, it does not wait
    /// for the container to complete before proceeding to the next init
    /// container. Instead, the next init container starts immediately after this
    /// init container is started, or after any startupProbe has successfully
    /// completed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. The rules are evaluated in
    /// order. Once a rule matches a container exit condition, the remaining
    /// rules are ignored. If no rule matches the container exit condition,
    /// the Container-level restart policy determines the whether the container
    /// is restarted or not. Constraints on the rules:
    /// - At most 20 rules are allowed.
    /// - Rules can have the same action.
    /// - Identical rules are not forbidden in validations.
    /// When rules are specified, container MUST set RestartPolicy explicitly
    /// even it if matches the Pod's RestartPolicy.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy_rules: Option<
        Vec<k8s_openapi::api::core::v1::ContainerRestartRule>,
    >,
    /// SecurityContext defines the security options the container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub security_context: Option<
        CronJobSpecJobTemplateSpecTemplateSpecInitContainersSecurityContext,
    >,
    /// StartupProbe indicates that the Pod has successfully initialized.
    /// If specified, no other probes are executed until this completes successfully.
    /// If this probe fails, the Pod will be restarted, just as if the livenessProbe failed.
    /// This can be used to provide different probe parameters at the beginning of a Pod's lifecycle,
    /// when it might take a long time to load data or warm a cache, than during steady-state operation.
    /// This cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<k8s_openapi::api::core::v1::Probe>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<bool>,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin_once: Option<bool>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_path: Option<String>,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_message_policy: Option<String>,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tty: Option<bool>,
    /// volumeDevices is the list of block devices to be used by the container.
    #[crd(list_map_keys("devicePath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_devices: Option<Vec<k8s_openapi::api::core::v1::VolumeDevice>>,
    /// Pod volumes to mount into the container's filesystem.
    /// Cannot be updated.
    #[crd(list_map_keys("mountPath"), list_type = "map")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volume_mounts: Option<Vec<k8s_openapi::api::core::v1::VolumeMount>>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub working_dir: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecInitContainersSecurityContext {
    /// AllowPrivilegeEscalation controls whether a process can gain more
    /// privileges than its parent process. This bool directly controls if
    /// the no_new_privs flag will be set on the container process.
    /// AllowPrivilegeEscalation is true always when the container is:
    /// 1) run as Privileged
    /// 2) has CAP_SYS_ADMIN
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allow_privilege_escalation: Option<bool>,
    /// appArmorProfile is the AppArmor options to use by this container. If set, this profile
    /// overrides the pod's appArmorProfile.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_armor_profile: Option<k8s_openapi::api::core::v1::AppArmorProfile>,
    /// The capabilities to add/drop when running containers.
    /// Defaults to the default set of capabilities granted by the container runtime.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<k8s_openapi::api::core::v1::Capabilities>,
    /// Run container in privileged mode.
    /// Processes in privileged containers are essentially equivalent to root on the host.
    /// Defaults to false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privileged: Option<bool>,
    /// procMount denotes the type of proc mount to use for the containers.
    /// The default value is Default which uses the container runtime defaults for
    /// readonly paths and masked paths.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proc_mount: Option<String>,
    /// Whether this container has a read-only root filesystem.
    /// Default is false.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_root_filesystem: Option<bool>,
    /// The GID to run the entrypoint of the container process.
    /// Uses runtime default if unset.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_group: Option<i64>,
    /// Indicates that the container must run as a non-root user.
    /// If true, the Kubelet will validate the image at runtime to ensure that it
    /// does not run as UID 0 (root) and fail to start the container if it does.
    /// If unset or false, no such validation will be performed.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_non_root: Option<bool>,
    /// The UID to run the entrypoint of the container process.
    /// Defaults to user specified in image metadata if unspecified.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_as_user: Option<i64>,
    /// The SELinux context to be applied to the container.
    /// If unspecified, the container runtime will allocate a random SELinux context for each
    /// container.  May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se_linux_options: Option<k8s_openapi::api::core::v1::SELinuxOptions>,
    /// The seccomp options to use by this container. If seccomp options are
    /// provided at both the pod & container level, the container options
    /// override the pod options.
    /// Note that this field cannot be set when spec.os.name is windows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seccomp_profile: Option<k8s_openapi::api::core::v1::SeccompProfile>,
    /// The Windows specific settings applied to all containers.
    /// If unspecified, the options from the PodSecurityContext will be used.
    /// If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is linux.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub windows_options: Option<
        k8s_openapi::api::core::v1::WindowsSecurityContextOptions,
    >,
}

/// PodResourceClaim references exactly one ResourceClaim, either directly
/// or by naming a ResourceClaimTemplate which is then turned into a ResourceClaim
/// for the pod.
///
/// It adds a name to it that uniquely identifies the ResourceClaim inside the Pod.
/// Containers that need access to the ResourceClaim reference it with this name.
///
/// When the DRAWorkloadResourceClaims feature gate is enabled and this Pod
/// belongs to a PodGroup, a PodResourceClaim is matched to a
/// PodGroupResourceClaim if all of their fields are equal (Name,
/// ResourceClaimName, and ResourceClaimTemplateName). A matched claim references
/// a single ResourceClaim shared across all Pods in the PodGroup, reserved for
/// the PodGroup in ResourceClaimStatus.ReservedFor rather than for individual
/// Pods.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecResourceClaims {
    /// Name uniquely identifies this resource claim inside the pod.
    /// This must be a DNS_LABEL.
    pub name: String,
    /// ResourceClaimName is the name of a ResourceClaim object in the same
    /// namespace as this pod.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_claim_name: Option<String>,
    /// ResourceClaimTemplateName is the name of a ResourceClaimTemplate
    /// object in the same namespace as this pod.
    ///
    /// The template will be used to create a new ResourceClaim, which will
    /// be bound to this pod. When this pod is deleted, the ResourceClaim
    /// will also be deleted. The pod name and resource name, along with a
    /// generated component, will be used to form a unique name for the
    /// ResourceClaim, which will be recorded in pod.status.resourceClaimStatuses.
    ///
    /// When the DRAWorkloadResourceClaims feature gate is enabled and the pod
    /// belongs to a PodGroup that defines a PodGroupResourceClaim with the same
    /// Name and ResourceClaimTemplateName, this PodResourceClaim resolves to the
    /// ResourceClaim generated for the PodGroup. All pods in the group that
    /// define an equivalent PodResourceClaim matching the
    /// PodGroupResourceClaim's Name and ResourceClaimTemplateName share the same
    /// generated ResourceClaim. ResourceClaims generated for a PodGroup are
    /// owned by the PodGroup and their lifecycles are tied to the PodGroup
    /// instead of any individual pod.
    ///
    /// This field is immutable and no changes will be made to the
    /// corresponding ResourceClaim by the control plane after creating the
    /// ResourceClaim.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_claim_template_name: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecSchedulingGroup {
    /// PodGroupName specifies the name of the standalone PodGroup object
    /// that represents the runtime instance of this group.
    /// Must be a DNS subdomain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_group_name: Option<String>,
}

/// Volume represents a named volume in a pod that may be accessed by any container in the pod.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJobTemplateSpecTemplateSpecVolumes {
    /// awsElasticBlockStore represents an AWS Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// Deprecated: AWSElasticBlockStore is deprecated. All operations for the in-tree
    /// awsElasticBlockStore type are redirected to the ebs.csi.aws.com CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aws_elastic_block_store: Option<
        k8s_openapi::api::core::v1::AWSElasticBlockStoreVolumeSource,
    >,
    /// azureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
    /// Deprecated: AzureDisk is deprecated. All operations for the in-tree azureDisk type
    /// are redirected to the disk.csi.azure.com CSI driver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub azure_disk: Option<k8s_openapi::api::core::v1::AzureDiskVolumeSource>,
    /// azureFile represents an Azure File Service mount on the host and bind mount to the pod.
    /// Deprecated: AzureFile is deprecated. All operations for the in-tree azureFile type
    /// are redirected to the file.csi.azure.com CSI driver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub azure_file: Option<k8s_openapi::api::core::v1::AzureFileVolumeSource>,
    /// cephFS represents a Ceph FS mount on the host that shares a pod's lifetime.
    /// Deprecated: CephFS is deprecated and the in-tree cephfs type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cephfs: Option<k8s_openapi::api::core::v1::CephFSVolumeSource>,
    /// cinder represents a cinder volume attached and mounted on kubelets host machine.
    /// Deprecated: Cinder is deprecated. All operations for the in-tree cinder type
    /// are redirected to the cinder.csi.openstack.org CSI driver.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cinder: Option<k8s_openapi::api::core::v1::CinderVolumeSource>,
    /// configMap represents a configMap that should populate this volume
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<k8s_openapi::api::core::v1::ConfigMapVolumeSource>,
    /// csi (Container Storage Interface) represents ephemeral storage that is handled by certain external CSI drivers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub csi: Option<k8s_openapi::api::core::v1::CSIVolumeSource>,
    /// downwardAPI represents downward API about the pod that should populate this volume
    #[serde(rename = "downwardAPI", default, skip_serializing_if = "Option::is_none")]
    pub downward_api: Option<k8s_openapi::api::core::v1::DownwardAPIVolumeSource>,
    /// emptyDir represents a temporary directory that shares a pod's lifetime.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empty_dir: Option<k8s_openapi::api::core::v1::EmptyDirVolumeSource>,
    /// ephemeral represents a volume that is handled by a cluster storage driver.
    /// The volume's lifecycle is tied to the pod that defines it - it will be created before the pod starts,
    /// and deleted when the pod is removed.
    ///
    /// Use this if:
    /// a) the volume is only needed while the pod runs,
    /// b) features of normal volumes like restoring from snapshot or capacity
    ///    tracking are needed,
    /// c) the storage driver is specified through a storage class, and
    /// d) the storage driver supports dynamic volume provisioning through
    ///    a PersistentVolumeClaim (see EphemeralVolumeSource for more
    ///    information on the connection between this volume type
    ///    and PersistentVolumeClaim).
    ///
    /// Use PersistentVolumeClaim or one of the vendor-specific
    /// APIs for volumes that persist for longer than the lifecycle
    /// of an individual pod.
    ///
    /// Use CSI for light-weight local ephemeral volumes if the CSI driver is meant to
    /// be used that way - see the documentation of the driver for
    /// more information.
    ///
    /// A pod can use both types of ephemeral volumes and
    /// persistent volumes at the same time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ephemeral: Option<k8s_openapi::api::core::v1::EphemeralVolumeSource>,
    /// fc represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fc: Option<k8s_openapi::api::core::v1::FCVolumeSource>,
    /// flexVolume represents a generic volume resource that is
    /// provisioned/attached using an exec based plugin.
    /// Deprecated: FlexVolume is deprecated. Consider using a CSIDriver instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flex_volume: Option<k8s_openapi::api::core::v1::FlexVolumeSource>,
    /// flocker represents a Flocker volume attached to a kubelet's host machine. This depends on the Flocker control service being running.
    /// Deprecated: Flocker is deprecated and the in-tree flocker type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flocker: Option<k8s_openapi::api::core::v1::FlockerVolumeSource>,
    /// gcePersistentDisk represents a GCE Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// Deprecated: GCEPersistentDisk is deprecated. All operations for the in-tree
    /// gcePersistentDisk type are redirected to the pd.csi.storage.gke.io CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gce_persistent_disk: Option<
        k8s_openapi::api::core::v1::GCEPersistentDiskVolumeSource,
    >,
    /// gitRepo represents a git repository at a particular revision.
    /// Deprecated: GitRepo is deprecated. To provision a container with a git repo, mount an
    /// EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir
    /// into the Pod's container.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub git_repo: Option<k8s_openapi::api::core::v1::GitRepoVolumeSource>,
    /// glusterfs represents a Glusterfs mount on the host that shares a pod's lifetime.
    /// Deprecated: Glusterfs is deprecated and the in-tree glusterfs type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub glusterfs: Option<k8s_openapi::api::core::v1::GlusterfsVolumeSource>,
    /// hostPath represents a pre-existing file or directory on the host
    /// machine that is directly exposed to the container. This is generally
    /// used for system agents or other privileged things that are allowed
    /// to see the host machine. Most containers will NOT need this.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_path: Option<k8s_openapi::api::core::v1::HostPathVolumeSource>,
    /// image represents an OCI object (a container image or artifact) pulled and mounted on the kubelet's host machine.
    /// The volume is resolved at pod startup depending on which PullPolicy value is provided:
    ///
    /// - Always: the kubelet always attempts to pull the reference. Container creation will fail If the pull fails.
    /// - Never: the kubelet never pulls the reference and only uses a local image or artifact. Container creation will fail if the reference isn't present.
    /// - IfNotPresent: the kubelet pulls if the reference isn't already present on disk. Container creation will fail if the reference isn't present and the pull fails.
    ///
    /// The volume gets re-resolved if the pod gets deleted and recreated, which means that new remote content will become available on pod recreation.
    /// A failure to resolve or pull the image during pod startup will block containers from starting and may add significant latency. Failures will be retried using normal volume backoff and will be reported on the pod reason and message.
    /// The types of objects that may be mounted by this volume are defined by the container runtime implementation on a host machine and at minimum must include all valid types supported by the container image field.
    /// The OCI object gets mounted in a single directory (spec.containers[*].volumeMounts.mountPath) by merging the manifest layers in the same way as for container images.
    /// The volume will be mounted read-only (ro).
    /// Sub path mounts for containers are not supported (spec.containers[*].volumeMounts.subpath) before 1.33.
    /// The field spec.securityContext.fsGroupChangePolicy has no effect on this volume type.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image: Option<k8s_openapi::api::core::v1::ImageVolumeSource>,
    /// iscsi represents an ISCSI Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes/#iscsi
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iscsi: Option<k8s_openapi::api::core::v1::ISCSIVolumeSource>,
    /// name of the volume.
    /// Must be a DNS_LABEL and unique within the pod.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    pub name: String,
    /// nfs represents an NFS mount on the host that shares a pod's lifetime
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nfs: Option<k8s_openapi::api::core::v1::NFSVolumeSource>,
    /// persistentVolumeClaimVolumeSource represents a reference to a
    /// PersistentVolumeClaim in the same namespace.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub persistent_volume_claim: Option<
        k8s_openapi::api::core::v1::PersistentVolumeClaimVolumeSource,
    >,
    /// photonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine.
    /// Deprecated: PhotonPersistentDisk is deprecated and the in-tree photonPersistentDisk type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub photon_persistent_disk: Option<
        k8s_openapi::api::core::v1::PhotonPersistentDiskVolumeSource,
    >,
    /// portworxVolume represents a portworx volume attached and mounted on kubelets host machine.
    /// Deprecated: PortworxVolume is deprecated. All operations for the in-tree portworxVolume type
    /// are redirected to the pxd.portworx.com CSI driver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub portworx_volume: Option<k8s_openapi::api::core::v1::PortworxVolumeSource>,
    /// projected items for all in one resources secrets, configmaps, and downward API
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub projected: Option<k8s_openapi::api::core::v1::ProjectedVolumeSource>,
    /// quobyte represents a Quobyte mount on the host that shares a pod's lifetime.
    /// Deprecated: Quobyte is deprecated and the in-tree quobyte type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quobyte: Option<k8s_openapi::api::core::v1::QuobyteVolumeSource>,
    /// rbd represents a Rados Block Device mount on the host that shares a pod's lifetime.
    /// Deprecated: RBD is deprecated and the in-tree rbd type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rbd: Option<k8s_openapi::api::core::v1::RBDVolumeSource>,
    /// scaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes.
    /// Deprecated: ScaleIO is deprecated and the in-tree scaleIO type is no longer supported.
    #[serde(rename = "scaleIO", default, skip_serializing_if = "Option::is_none")]
    pub scale_io: Option<k8s_openapi::api::core::v1::ScaleIOVolumeSource>,
    /// secret represents a secret that should populate this volume.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<k8s_openapi::api::core::v1::SecretVolumeSource>,
    /// storageOS represents a StorageOS volume attached and mounted on Kubernetes nodes.
    /// Deprecated: StorageOS is deprecated and the in-tree storageos type is no longer supported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storageos: Option<k8s_openapi::api::core::v1::StorageOSVolumeSource>,
    /// vsphereVolume represents a vSphere volume attached and mounted on kubelets host machine.
    /// Deprecated: VsphereVolume is deprecated. All operations for the in-tree vsphereVolume type
    /// are redirected to the csi.vsphere.vmware.com CSI driver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vsphere_volume: Option<
        k8s_openapi::api::core::v1::VsphereVirtualDiskVolumeSource,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecJustNestedObject {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecK8sAssociativeList {
    pub foo: String,
    pub name: String,
    #[crd(format = "")]
    pub secondary: i64,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecK8sNestedAssociativeList {
    pub foo: String,
    pub name: String,
    #[crd(format = "")]
    pub secondary: i64,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecKubernetesDefaultedEmptyObject {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[crd(default = "forty-two")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecKubernetesDefaultedObject {
    pub nested: CronJobSpecKubernetesDefaultedObjectNested,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecKubernetesDefaultedObjectNested {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecMinMaxProperties {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baz: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foo: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecNestedMapInStruct {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inner_map: Option<std::collections::BTreeMap<String, String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecNestedStructWithSeveralFields {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecNestedStructWithSeveralFieldsDoubleMarked {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecNestedassociativeList {
    pub foo: String,
    pub name: String,
    #[crd(format = "")]
    pub secondary: i64,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecStructWithSeveralFields {
    pub bar: bool,
    pub foo: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpecUnprunedJson {
    pub bar: bool,
    pub foo: String,
}

/// CronJobStatus defines the observed state of CronJob
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobStatus {
    /// A list of pointers to currently running jobs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub active: Option<Vec<k8s_openapi::api::core::v1::ObjectReference>>,
    /// Duration has a custom Marshaler but no markers.
    /// We want the CRD generation to infer type information
    /// from the go types and ignore the presense of the Marshaler.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration: Option<CronJobStatusDuration>,
    /// LastActiveLogURL specifies the logging url for the last started job
    #[serde(
        rename = "lastActiveLogURL",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub last_active_log_url: Option<String>,
    /// LastActiveLogURL2 specifies the logging url for the last started job
    #[serde(
        rename = "lastActiveLogURL2",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub last_active_log_url2: Option<String>,
    /// LastActiveLogURL3 specifies the logging url for the last started job
    #[serde(
        rename = "lastActiveLogURL3",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub last_active_log_url3: Option<String>,
    /// LastActiveLogURL4 specifies the logging url for the last started job
    #[serde(
        rename = "lastActiveLogURL4",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub last_active_log_url4: Option<String>,
    /// Information about the last time the job was successfully scheduled,
    /// with microsecond precision.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_schedule_micro_time: Option<String>,
    /// Information when was the last time the job was successfully scheduled.
    #[crd(format = "date-time")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_schedule_time: Option<String>,
    /// Information when was the last time the job was successfully scheduled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_schedule_time2: Option<i64>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobStatusDuration {
    /// A Duration represents the elapsed time between two instants
    /// as an int64 nanosecond count. The representation limits the
    /// largest representable duration to approximately 290 years.
    pub value: i64,
}
