//! 10xx: webhook markers (`#[crdgen::webhook(...)]`).

super::codes! {
    /// A webhook marker has a key `#[crdgen::webhook(...)]` does not take.
    ///
    /// The keys are controller-gen's, in snake case: `mutating`, `failure_policy`,
    /// `match_policy`, `side_effects`, `timeout_seconds`, `groups`, `resources`, `verbs`,
    /// `versions`, `name`, `path`, `url`, `service_name`, `service_namespace`,
    /// `service_port`, `webhook_versions`, `admission_review_versions`,
    /// `reinvocation_policy`, `namespace_selector` and `object_selector`. An unknown key
    /// would otherwise be dropped from the manifest without a word.
    WEBHOOK_UNKNOWN_KEY = "E1001";

    /// A webhook marker gives a key twice.
    ///
    /// The second value would silently replace the first. Give each key once; a list goes
    /// in one `;`-separated string (`"create;update"`) or one array.
    WEBHOOK_DUPLICATE_KEY = "E1002";

    /// A webhook marker's value has the wrong type.
    ///
    /// `mutating` takes `true` or `false`, `timeout_seconds` and `service_port` an integer,
    /// every other key a string literal; list keys also take an array of string literals.
    WEBHOOK_WRONG_TYPE = "E1003";

    /// A webhook marker lacks a key every webhook needs.
    ///
    /// controller-gen requires `mutating`, `failure_policy`, `groups`, `resources`,
    /// `verbs`, `versions` and `name`, and the API server needs the webhook's address: a
    /// `path` on the webhook service, or a `url`. Add the key the message names.
    WEBHOOK_MISSING_KEY = "E1004";

    /// A webhook marker has no `admission_review_versions`.
    ///
    /// admissionregistration.k8s.io/v1 requires the list of AdmissionReview versions the
    /// webhook understands, and controller-gen refuses a marker without it. Write
    /// `admission_review_versions = "v1"` (the version kube's admission types speak).
    WEBHOOK_ADMISSION_REVIEW_VERSIONS_REQUIRED = "E1005";

    /// A webhook's `side_effects` is missing, `Some` or `Unknown`.
    ///
    /// admissionregistration.k8s.io/v1 only accepts `None` and `NoneOnDryRun`: a webhook
    /// with side effects would break dry-run requests. controller-gen refuses the others
    /// too. Write `side_effects = "None"`, or `"NoneOnDryRun"` if the webhook skips its
    /// side effects when the request is a dry run.
    WEBHOOK_SIDE_EFFECTS = "E1006";

    /// A webhook's `timeout_seconds` is outside 1–30.
    ///
    /// The API server rejects a timeout below 1 or above 30 seconds. Leave the key out for
    /// the default of 10 seconds, or give a value between 1 and 30.
    WEBHOOK_TIMEOUT = "E1007";

    /// A webhook marker asks for a webhook configuration version crdgen does not write.
    ///
    /// Only `admissionregistration.k8s.io/v1` is written; `v1beta1` was removed in
    /// Kubernetes 1.22 and controller-gen refuses it as well. Remove `webhook_versions` or
    /// write `webhook_versions = "v1"`.
    WEBHOOK_UNSUPPORTED_VERSION = "E1008";

    /// A webhook marker's value is not one the API server knows.
    ///
    /// `failure_policy` is `Fail` or `Ignore`, `match_policy` `Exact` or `Equivalent`,
    /// `reinvocation_policy` `Never` or `IfNeeded`, `side_effects` `None` or
    /// `NoneOnDryRun`, and verbs are `create`, `update`, `delete`, `connect` or `*` (any
    /// case, as in controller-gen).
    WEBHOOK_UNKNOWN_VALUE = "E1009";

    /// A webhook marker's value or list entry is empty.
    ///
    /// An empty verb, resource or version matches nothing, and an empty name or path is
    /// not one. Remove the empty entry; for the core API group write `groups = ""` or
    /// `groups = "core"`.
    WEBHOOK_EMPTY_VALUE = "E1010";

    /// A validating webhook has a `reinvocation_policy`.
    ///
    /// Only mutating webhooks are reinvoked; a ValidatingWebhook has no such field, so the
    /// value would be lost. Remove it, or set `mutating = true`.
    WEBHOOK_REINVOCATION_ON_VALIDATING = "E1011";

    /// A webhook's address is contradictory or one the API server rejects.
    ///
    /// A webhook is called either at `url` (which must be `https://`) or on a service
    /// (`service_name`, `service_namespace`, `service_port`, default `webhook-service` in
    /// `system`, kustomize rewrites them); not both. A `path` must start with `/`, and a
    /// port is 1–65535.
    WEBHOOK_CLIENT_CONFIG = "E1012";

    /// A webhook's `namespace_selector` or `object_selector` is not a label selector.
    ///
    /// Selectors are written as kubectl's `-l`: comma-separated requirements `key=value`
    /// (matchLabels), `key!=value`, `key in (a,b)`, `key notin (a,b)`, `key` and `!key`
    /// (matchExpressions), e.g. `"env in (dev,prod),managed-by=op"`.
    WEBHOOK_INVALID_SELECTOR = "E1013";

    /// A webhook or webhook configuration name is not one the API server accepts.
    ///
    /// A webhook's `name` must be a fully qualified DNS name with at least three segments
    /// (`validate.memcached.cache.example.com`); the configurations' names (`[webhook]`
    /// `mutating-name`, `validating-name`) must be DNS subdomains.
    WEBHOOK_INVALID_NAME = "E1014";

    /// A controller-gen `+kubebuilder:webhook` marker is written in a doc comment.
    ///
    /// crdgen does not read webhook markers in comments, so the webhook would be lost
    /// without a word. Write the `#[crdgen::webhook(...)]` attribute the help shows.
    WEBHOOK_DOC_COMMENT_MARKER = "E1015";

    /// Two webhooks of one configuration have the same name.
    ///
    /// The API server rejects a MutatingWebhookConfiguration or
    /// ValidatingWebhookConfiguration whose webhooks share a name. controller-gen writes
    /// such a file anyway (its own test suite does), so crdgen writes it too, byte for byte,
    /// and warns; give each webhook its own `name`. Under `--strict` this warning is an
    /// error.
    WEBHOOK_DUPLICATE_NAME = "W1001";
}
