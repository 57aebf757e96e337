//! `cilium.io/v1alpha1`, imported by `crdgen import` from `cilium__tetragon__cilium.io_tracingpolicies.yaml`.

// Written from CRDs, not by hand: the doc comments are their descriptions as other tools
// wrote them (tabs, Markdown lists indented as Go comments indent them), the attributes
// repeat what the schema repeats, and the types nest as the schema does.
#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::tabs_in_doc_comments
)]

// Some of these types or fields have no description in the CRDs, and a doc comment here
// would become one: a crate that warns of missing docs keeps them undocumented.
#![allow(missing_docs)]

use crdgen::{CrdSchema, CustomResource};
use serde::{Deserialize, Serialize};

/// Tracing policy specification.
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    group = "cilium.io",
    version = "v1alpha1",
    kind = "TracingPolicy",
    plural = "tracingpolicies",
    singular = "tracingpolicy",
    shortname = "tgtp",
    category = "tetragon",
    metadata_required
)]
pub struct TracingPolicySpec {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<TracingPolicySpecContainerSelector>,
    /// A enforcer spec.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enforcers: Option<Vec<TracingPolicySpecEnforcers>>,
    /// A list of fentry specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fentries: Option<Vec<TracingPolicySpecFentries>>,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<TracingPolicySpecHostSelector>,
    /// A list of kprobe specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kprobes: Option<Vec<TracingPolicySpecKprobes>>,
    /// A list of list specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lists: Option<Vec<TracingPolicySpecLists>>,
    /// Enable loader events
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loader: Option<bool>,
    /// A list of uprobe specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lsmhooks: Option<Vec<TracingPolicySpecLsmhooks>>,
    /// NodeSelector selects the nodes, by label, on which Tetragon agents load
    /// this policy. If empty or unset, the policy is loaded on all nodes. This differs in
    /// purpose from hostSelector: nodeSelector controls where a policy is loaded
    /// (on which nodes), whereas hostSelector controls which workloads a loaded
    /// policy applies to (host vs pod workloads) and does not affect whether the
    /// policy is loaded on a node. Use nodeSelector to target a node group such
    /// as GPU nodes, a specific architecture or OS, or a canary pool; use
    /// hostSelector to scope a loaded policy to host workloads. Unlike
    /// hostSelector, nodeSelector supports arbitrary matchLabels and
    /// matchExpressions.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node_selector: Option<TracingPolicySpecNodeSelector>,
    /// A list of overloaded options
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<TracingPolicySpecOptions>>,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<TracingPolicySpecPodSelector>,
    /// SelectorsMacros is used to define selectors macros, which can be used
    /// in probes/hooks selectors by their names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors_macros: Option<
        std::collections::BTreeMap<String, TracingPolicySpecSelectorsMacros>,
    >,
    /// A list of tracepoint specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tracepoints: Option<Vec<TracingPolicySpecTracepoints>>,
    /// A list of uprobe specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uprobes: Option<Vec<TracingPolicySpecUprobes>>,
    /// A list of usdt specs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usdts: Option<Vec<TracingPolicySpecUsdts>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecContainerSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecEnforcers {
    /// Calls where enforcer is executed in
    pub calls: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!has(self.return) || (!self.return || has(self.returnArg))",
        message = "ReturnArg not specified with Return=true."
    )
)]
pub struct TracingPolicySpecFentries {
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecFentriesArgs>>,
    /// Name of the function to apply the kprobe spec to.
    pub call: String,
    /// A list of data to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Vec<TracingPolicySpecFentriesData>>,
    /// Conditions for ignoring this kprobe
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ignore: Option<TracingPolicySpecFentriesIgnore>,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Indicates whether to collect return value of the traced function.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#return: Option<bool>,
    /// A return argument to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_arg: Option<TracingPolicySpecFentriesReturnArg>,
    /// An action to perform on the return value.
    /// Use returnArg to include the return value in the event output.
    /// Supported actions are: TrackSock;UntrackSock
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_arg_action: Option<String>,
    /// Selectors to apply before producing trace output. Selectors are ORed and short-circuited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecFentriesSelectors>>,
    /// Indicates whether the traced function is a syscall.
    #[crd(default = true)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syscall: Option<bool>,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesData {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesIgnore {
    /// Ignores calls that are not present in the system
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call_not_found: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesReturnArg {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecFentriesSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecFentriesSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecFentriesSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecFentriesSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecFentriesSelectorsMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecFentriesSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchReturnArgs>,
    >,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecFentriesSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecFentriesSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecFentriesSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecFentriesSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecFentriesSelectorsMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<
        TracingPolicySpecFentriesSelectorsMatchWorkloadsPodSelector,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecFentriesSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecFentriesSelectorsMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecFentriesSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<Vec<TracingPolicySpecHostSelectorMatchExpressions>>,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!has(self.return) || (!self.return || has(self.returnArg))",
        message = "ReturnArg not specified with Return=true."
    )
)]
pub struct TracingPolicySpecKprobes {
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecKprobesArgs>>,
    /// Name of the function to apply the kprobe spec to.
    pub call: String,
    /// A list of data to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Vec<TracingPolicySpecKprobesData>>,
    /// Conditions for ignoring this kprobe
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ignore: Option<TracingPolicySpecKprobesIgnore>,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Indicates whether to collect return value of the traced function.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#return: Option<bool>,
    /// A return argument to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_arg: Option<TracingPolicySpecKprobesReturnArg>,
    /// An action to perform on the return value.
    /// Use returnArg to include the return value in the event output.
    /// Supported actions are: TrackSock;UntrackSock
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_arg_action: Option<String>,
    /// Selectors to apply before producing trace output. Selectors are ORed and short-circuited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecKprobesSelectors>>,
    /// Indicates whether the traced function is a syscall.
    #[crd(default = true)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syscall: Option<bool>,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesData {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesIgnore {
    /// Ignores calls that are not present in the system
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call_not_found: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesReturnArg {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecKprobesSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecKprobesSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecKprobesSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecKprobesSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecKprobesSelectorsMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecKprobesSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<Vec<TracingPolicySpecKprobesSelectorsMatchReturnArgs>>,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecKprobesSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecKprobesSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecKprobesSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecKprobesSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecKprobesSelectorsMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<TracingPolicySpecKprobesSelectorsMatchWorkloadsPodSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecKprobesSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecKprobesSelectorsMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecKprobesSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLists {
    /// Name of the list
    pub name: String,
    /// Pattern for 'generated' lists.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// Indicates the type of the list values.
    #[crd(enum = ["syscalls", "generated_syscalls", "generated_ftrace"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// List was validated
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validated: Option<bool>,
    /// Values of the list
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooks {
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecLsmhooksArgs>>,
    /// Name of the function to apply the kprobe spec to.
    pub hook: String,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Selectors to apply before producing trace output. Selectors are ORed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecLsmhooksSelectors>>,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecLsmhooksSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchReturnArgs>,
    >,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecLsmhooksSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecLsmhooksSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecLsmhooksSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecLsmhooksSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecLsmhooksSelectorsMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<
        TracingPolicySpecLsmhooksSelectorsMatchWorkloadsPodSelector,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecLsmhooksSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecLsmhooksSelectorsMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecLsmhooksSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecNodeSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<Vec<TracingPolicySpecNodeSelectorMatchExpressions>>,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecNodeSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecOptions {
    /// Name of the option
    pub name: String,
    /// Value of the option
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<Vec<TracingPolicySpecPodSelectorMatchExpressions>>,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacros {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecSelectorsMacrosMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecSelectorsMacrosMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecSelectorsMacrosMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecSelectorsMacrosMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecSelectorsMacrosMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecSelectorsMacrosMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<Vec<TracingPolicySpecSelectorsMacrosMatchReturnArgs>>,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecSelectorsMacrosMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecSelectorsMacrosMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecSelectorsMacrosMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecSelectorsMacrosMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecSelectorsMacrosMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<TracingPolicySpecSelectorsMacrosMatchWorkloadsPodSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecSelectorsMacrosMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecSelectorsMacrosMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecSelectorsMacrosMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepoints {
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecTracepointsArgs>>,
    /// Tracepoint event
    pub event: String,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Enable raw tracepoint arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<bool>,
    /// Selectors to apply before producing trace output. Selectors are ORed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecTracepointsSelectors>>,
    /// Tracepoint subsystem
    pub subsystem: String,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecTracepointsSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecTracepointsSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecTracepointsSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecTracepointsSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchNamespaces>,
    >,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecTracepointsSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<
        Vec<TracingPolicySpecTracepointsSelectorsMatchReturnArgs>,
    >,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecTracepointsSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecTracepointsSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecTracepointsSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecTracepointsSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecTracepointsSelectorsMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<
        TracingPolicySpecTracepointsSelectorsMatchWorkloadsPodSelector,
    >,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecTracepointsSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecTracepointsSelectorsMatchWorkloadsHostSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecTracepointsSelectorsMatchWorkloadsPodSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecTracepointsSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.symbols) && has(self.addrs)) && !(has(self.symbols) && has(self.offsets)) && !(has(self.addrs) && has(self.offsets))",
        message = "uprobe needs at most one of symbols, addrs or offsets defined"
    ),
    validation(
        rule = "!has(self.return) || (!self.return || has(self.returnArg))",
        message = "ReturnArg not specified with Return=true."
    )
)]
pub struct TracingPolicySpecUprobes {
    /// List of the traced addresses
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub addrs: Option<Vec<i64>>,
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecUprobesArgs>>,
    /// BinaryDigests specifies a set of digests for the traced binary.
    /// The uprobe/hook is installed only if the digest of the traced binary matches a digest in the set.
    /// Tetragon's tracing policy status API can be used to see each hook's status in order to determine
    /// if the hook was attached or not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub binary_digests: Option<Vec<String>>,
    /// path for a BTF file for the traced binary
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_path: Option<String>,
    /// A list of data to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Vec<TracingPolicySpecUprobesData>>,
    /// Conditions for ignoring this uprobe
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ignore: Option<TracingPolicySpecUprobesIgnore>,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// List of the traced offsets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offsets: Option<Vec<i64>>,
    /// Name of the traced binary
    pub path: String,
    /// List of the traced ref_ctr_offsets
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ref_ctr_offsets: Option<Vec<i64>>,
    /// Indicates whether to collect return value of the traced function.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#return: Option<bool>,
    /// A return argument to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_arg: Option<TracingPolicySpecUprobesReturnArg>,
    /// Selectors to apply before producing trace output. Selectors are ORed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecUprobesSelectors>>,
    /// List of the traced symbols
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symbols: Option<Vec<String>>,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesData {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesIgnore {
    /// Ignores uprobe where the digest verification of the traced binary fails
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest_verification_failure: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesReturnArg {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecUprobesSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecUprobesSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecUprobesSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecUprobesSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecUprobesSelectorsMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecUprobesSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<Vec<TracingPolicySpecUprobesSelectorsMatchReturnArgs>>,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecUprobesSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecUprobesSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecUprobesSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecUprobesSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<
        TracingPolicySpecUprobesSelectorsMatchWorkloadsHostSelector,
    >,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<TracingPolicySpecUprobesSelectorsMatchWorkloadsPodSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecUprobesSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecUprobesSelectorsMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUprobesSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdts {
    /// A list of function arguments to include in the trace output.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<TracingPolicySpecUsdtsArgs>>,
    /// path for a BTF file for the traced binary
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_path: Option<String>,
    /// A short message of 256 characters max that will be included
    /// in the event output to inform users what is going on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Usdt name
    pub name: String,
    /// Name of the traced binary
    pub path: String,
    /// Usdt provider name
    pub provider: String,
    /// Selectors to apply before producing trace output. Selectors are ORed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selectors: Option<Vec<TracingPolicySpecUsdtsSelectors>>,
    /// Tags to categorize the event, will be include in the event output.
    /// Maximum of 16 Tags are supported.
    #[crd(max_items = 16)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tags: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsArgs {
    /// Type to use as the initial resolve type. For kprobe args it looks up the named struct
    /// from the kernel BTF, casting the argument's type before traversing the resolve path.
    /// For UprobeSpecs and UsdtSpecs it looks up the type from the BTF file defined by BTFPath.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type: Option<String>,
    /// Kernel module that contains the BTFType. This is used only for kprobe args.
    /// The module must already be loaded and expose BTF in /sys/kernel/btf.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub btf_type_module: Option<String>,
    /// Position of the argument.
    #[crd(minimum = 0)]
    pub index: i32,
    /// Label to output in the JSON
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Read maximum possible data (currently 327360). This field is only used
    /// for char_buff data. When this value is false (default), the bpf program
    /// will fetch at most 4096 bytes. In later kernels (>=5.4) tetragon
    /// supports fetching up to 327360 bytes if this flag is turned on
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_data: Option<bool>,
    /// Resolve the path to a specific attribute
    #[crd(default = "")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolve: Option<String>,
    /// This field is used only for char_buf and char_iovec types. It indicates
    /// that this argument should be read later (when the kretprobe for the
    /// symbol is triggered) because it might not be populated when the kprobe
    /// is triggered at the entrance of the function. For example, a buffer
    /// supplied to read(2) won't have content until kretprobe is triggered.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub return_copy: Option<bool>,
    /// Specifies the position of the corresponding size argument for this argument.
    /// This field is used only for char_buf and char_iovec types.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_arg_index: Option<i32>,
    /// Source of the data, if missing the default if function arguments
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Argument type.
    #[crd(
        default = "auto",
        enum = ["auto",
        "int",
        "sint8",
        "int8",
        "uint8",
        "sint16",
        "int16",
        "uint16",
        "uint32",
        "sint32",
        "int32",
        "ulong",
        "uint64",
        "size_t",
        "long",
        "sint64",
        "int64",
        "char_buf",
        "char_iovec",
        "skb",
        "sock",
        "sockaddr",
        "socket",
        "sockaddr_un",
        "string",
        "fd",
        "file",
        "filename",
        "path",
        "nop",
        "bpf_attr",
        "perf_event",
        "bpf_map",
        "user_namespace",
        "capability",
        "kiocb",
        "iov_iter",
        "cred",
        "const_buf",
        "load_info",
        "module",
        "syscall64",
        "kernel_cap_t",
        "cap_inheritable",
        "cap_permitted",
        "cap_effective",
        "linux_binprm",
        "data_loc",
        "net_device",
        "bpf_cmd",
        "dentry",
        "bpf_prog"]
    )]
    pub r#type: String,
}

/// KProbeSelector selects function calls for kprobe based on PIDs and function arguments. The
/// results of MatchPIDs and MatchArgs are ANDed.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectors {
    /// Human-readable selector label used in status and metrics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A list of macros names, defined in spec.selectorsMacros.
    /// Filters specified in macros will be appended to corresponding filters of the selector.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub macros: Option<Vec<String>>,
    /// A list of actions to execute when this selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_actions: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchActions>>,
    /// A list of argument filters. MatchArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_args: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchArgs>>,
    /// A list of binary exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_binaries: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchBinaries>>,
    /// A list of capabilities and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capabilities: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchCapabilities>,
    >,
    /// IDs for capabilities changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_capability_changes: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchCapabilityChanges>,
    >,
    /// A list of argument filters. MatchData are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_data: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchData>>,
    /// IDs for namespace changes
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespace_changes: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchNamespaceChanges>,
    >,
    /// A list of namespaces and IDs
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_namespaces: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchNamespaces>>,
    /// A list of process ID filters. MatchPIDs are ANDed.
    #[serde(rename = "matchPIDs", default, skip_serializing_if = "Option::is_none")]
    pub match_pi_ds: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchPiDs>>,
    /// A list of process parent exec name filters.
    #[crd(max_items = 1)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_parent_binaries: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchParentBinaries>,
    >,
    /// A list of actions to execute when MatchReturnArgs selector matches
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_actions: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchReturnActions>,
    >,
    /// A list of argument filters. MatchReturnArgs are ANDed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_return_args: Option<Vec<TracingPolicySpecUsdtsSelectorsMatchReturnArgs>>,
    /// Workloads to match
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_workloads: Option<TracingPolicySpecUsdtsSelectorsMatchWorkloads>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecUsdtsSelectorsMatchActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchCapabilities {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchCapabilityChanges {
    /// Indicates whether these caps are namespace caps.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_capability: Option<bool>,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Type of capabilities
    #[crd(default = "Effective", enum = ["Effective", "Inheritable", "Permitted"])]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    /// Capabilities to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchData {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchNamespaceChanges {
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace types (e.g., Mnt, Pid) to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchNamespaces {
    /// Namespace selector name.
    #[crd(
        enum = ["Uts",
        "Ipc",
        "Mnt",
        "Pid",
        "PidForChildren",
        "Net",
        "Time",
        "TimeForChildren",
        "Cgroup",
        "User"]
    )]
    pub namespace: String,
    /// Namespace selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Namespace IDs (or host_ns for host namespace) of namespaces to match.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchPiDs {
    /// Matches any descendant processes of the matching PIDs.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_forks: Option<bool>,
    /// Indicates whether PIDs are namespace PIDs.
    #[crd(default = false)]
    #[serde(rename = "isNamespacePID", default, skip_serializing_if = "Option::is_none")]
    pub is_namespace_pid: Option<bool>,
    /// PID selector operator.
    #[crd(enum = ["In", "NotIn"])]
    pub operator: String,
    /// Process IDs to match.
    pub values: Vec<i32>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchParentBinaries {
    /// In addition to binaries, match children processes of specified binaries.
    #[crd(default = false)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub follow_children: Option<bool>,
    /// Filter operation.
    #[crd(enum = ["In", "NotIn", "Prefix", "NotPrefix", "Postfix", "NotPostfix"])]
    pub operator: String,
    /// Value to compare the argument against.
    pub values: Vec<String>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
#[crd(
    validation(
        rule = "!(has(self.argNewSymbol) && has(self.argNewAddr)) && !(has(self.argNewSymbol) && has(self.argNewOffset)) && !(has(self.argNewAddr) && has(self.argNewOffset))",
        message = "override action needs at most one of argNewSymbol, argNewAddr or argNewOffset defined"
    )
)]
pub struct TracingPolicySpecUsdtsSelectorsMatchReturnActions {
    /// Action to execute.
    /// The Override action has three variants, depending on what arguments are set
    ///   1. Override the return value of function
    ///        Supported hooks: kprobes, uprobes, lsm
    ///        Arguments: ArgError (return value)
    ///   2. Override the value of a register
    ///        Supported hooks: uprobes
    ///        Arguments: ArgRegs
    ///   3. Override a function call
    ///        Supported hooks: uprobes
    ///        Arguments: One of:
    ///        - ArgNewSymbol: override call to a new symbol (in the binary)
    /// 	      - ArgNewAddr: override call to a new address (in the binary)
    /// 	      - ArgNewOffset: override call to an offset (in the binary)
    #[crd(
        enum = ["Post",
        "Sigkill",
        "Override",
        "GetUrl",
        "DnsLookup",
        "NoPost",
        "Signal",
        "TrackSock",
        "UntrackSock",
        "NotifyEnforcer",
        "CleanupEnforcerNotification",
        "Set"]
    )]
    pub action: String,
    /// error value for override action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_error: Option<i32>,
    /// A FQDN to lookup for the dnsLookup action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_fqdn: Option<String>,
    /// An arg index for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_index: Option<i32>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's address.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_addr: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol's offset.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_offset: Option<i64>,
    /// An arg value for the override action, uprobe only.
    /// The new symbol name.
    /// Beware that the symbol MUST be binary compatible with the traced uprobe symbol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_new_symbol: Option<String>,
    /// An arg value for the override action, uprobe only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_regs: Option<Vec<String>>,
    /// A signal number for signal action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sig: Option<i32>,
    /// An arg index for the sock for trackSock and untrackSock actions
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_sock: Option<i32>,
    /// A URL for the getUrl action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_url: Option<String>,
    /// An arg value for the set action
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arg_value: Option<i32>,
    /// Enable collection of file hashes from integrity subsystem.
    /// Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ima_hash: Option<bool>,
    /// Enable kernel stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kernel_stack_trace: Option<bool>,
    /// A time period within which repeated messages will not be posted. Can be
    /// specified in seconds (default or with 's' suffix), minutes ('m' suffix)
    /// or hours ('h' suffix). Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
    /// The scope of the provided rate limit argument. Can be "thread" (default),
    /// "process" (all threads for the same process), or "global". If "thread" is
    /// selected then rate limiting applies per thread; if "process" is selected
    /// then rate limiting applies per process; if "global" is selected then rate
    /// limiting applies regardless of which process or thread caused the action.
    /// Only valid with the post action and with a rateLimit specified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate_limit_scope: Option<String>,
    /// Enable user stack trace export. Only valid with the post action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_stack_trace: Option<bool>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchReturnArgs {
    /// Position of the operator arguments (in spec file) to apply the filter to.
    #[crd(items(minimum = 0))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub args: Option<Vec<i32>>,
    /// Position of the argument (in function prototype) to apply the filter to.
    #[crd(minimum = 0)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<i32>,
    /// Filter operation.
    #[crd(
        enum = ["Equal",
        "NotEqual",
        "Prefix",
        "NotPrefix",
        "Postfix",
        "NotPostfix",
        "GreaterThan",
        "LessThan",
        "GT",
        "LT",
        "Mask",
        "SPort",
        "NotSPort",
        "SPortPriv",
        "NotSportPriv",
        "DPort",
        "NotDPort",
        "DPortPriv",
        "NotDPortPriv",
        "SAddr",
        "NotSAddr",
        "DAddr",
        "NotDAddr",
        "Protocol",
        "Family",
        "State",
        "InMap",
        "NotInMap",
        "CapabilitiesGained",
        "InRange",
        "NotInRange",
        "SubString",
        "SubStringIgnCase",
        "CelExpr",
        "FileType",
        "NotFileType"]
    )]
    pub operator: String,
    /// Value to compare the argument against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloads {
    /// ContainerSelector selects containers that this policy applies to.
    /// A map of container fields will be constructed in the same way as a map of labels.
    /// The name of the field represents the label "key", and the value of the field - label "value".
    /// Currently, only the "name" field is supported.
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub container_selector: Option<
        TracingPolicySpecUsdtsSelectorsMatchWorkloadsContainerSelector,
    >,
    /// HostSelector selects hosts that this policy applies to.
    /// For now only ~ (none) and {} (all) is supported.
    #[crd(
        struct_type = "atomic",
        validation(
            rule = "!has(self.matchLabels) && !has(self.matchExpressions)",
            message = "The hostSelector should be either null or {}."
        )
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_selector: Option<TracingPolicySpecUsdtsSelectorsMatchWorkloadsHostSelector>,
    /// PodSelector selects pods that this policy applies to
    #[crd(struct_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pod_selector: Option<TracingPolicySpecUsdtsSelectorsMatchWorkloadsPodSelector>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsContainerSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<
            TracingPolicySpecUsdtsSelectorsMatchWorkloadsContainerSelectorMatchExpressions,
        >,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsContainerSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsHostSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchWorkloadsHostSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsHostSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsPodSelector {
    /// matchExpressions is a list of label selector requirements. The requirements are ANDed.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<
        Vec<TracingPolicySpecUsdtsSelectorsMatchWorkloadsPodSelectorMatchExpressions>,
    >,
    /// matchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels
    /// map is equivalent to an element of matchExpressions, whose key field is "key", the
    /// operator is "In", and the values array contains only "value". The requirements are ANDed.
    // crdgen import: a description or validations on the values of a map; the schema is kept as it is (W1301)
    #[crd(
        schema = r#"{"additionalProperties":{"description":"MatchLabelsValue represents the value from the MatchLabels {key,value} pair.","maxLength":63,"pattern":"^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$","type":"string"},"type":"object"}"#
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<std::collections::BTreeMap<String, String>>,
}

/// A label selector requirement is a selector that contains values, a key, and an operator that
/// relates the key and values.
#[derive(CrdSchema, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TracingPolicySpecUsdtsSelectorsMatchWorkloadsPodSelectorMatchExpressions {
    /// key is the label key that the selector applies to.
    pub key: String,
    /// operator represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists and DoesNotExist.
    #[crd(enum = ["In", "NotIn", "Exists", "DoesNotExist"])]
    pub operator: String,
    /// values is an array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. This array is replaced during a strategic
    /// merge patch.
    #[crd(list_type = "atomic")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}
