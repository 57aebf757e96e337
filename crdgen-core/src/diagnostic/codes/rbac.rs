//! 05xx: RBAC markers.

super::codes! {
    /// An RBAC marker has a key `#[crdgen::rbac(...)]` does not take.
    ///
    /// The keys are `groups`, `resources`, `resource_names`, `verbs`, `urls`, `namespace`
    /// and `role_name`, written in snake case and plural (controller-gen's `resourceNames`
    /// is `resource_names` here). An unknown key would otherwise grant less than intended.
    RBAC_UNKNOWN_KEY = "E0501";

    /// An RBAC marker gives a key twice.
    ///
    /// The second value would silently replace the first. Put all values in one
    /// `;`-separated list, or write a second `#[crdgen::rbac(...)]`.
    RBAC_DUPLICATE_KEY = "E0502";

    /// An RBAC marker's value is not a string or an array of strings.
    ///
    /// Every key takes a string literal, a `;`-separated list in one (`"get;list"`), or an
    /// array of string literals (`["get", "list"]`).
    RBAC_VALUE_NOT_A_STRING = "E0503";

    /// An RBAC marker's value or list entry is empty.
    ///
    /// An empty verb or resource grants nothing, and an empty `namespace` or `role_name`
    /// is not a name. Remove the empty entry, or leave the key out for its default. For
    /// the core API group write `groups = ""` or `groups = "core"`.
    RBAC_EMPTY_VALUE = "E0504";

    /// A single-valued RBAC key is given a list.
    ///
    /// `namespace` and `role_name` name one Role; a rule in two roles is two markers. Write
    /// one name, and a second `#[crdgen::rbac(...)]` for the other role.
    RBAC_MULTIPLE_VALUES = "E0505";

    /// An RBAC marker lacks a key every rule needs.
    ///
    /// The API server rejects a PolicyRule without verbs, or with resources but no API
    /// groups, and a rule with neither resources nor non-resource URLs grants nothing. Add
    /// the key the message names: `verbs`, `groups` (`""` for the core group), `resources`
    /// or `urls`.
    RBAC_INCOMPLETE = "E0506";

    /// An RBAC marker names a verb the API server does not know.
    ///
    /// Verbs are lowercase (`get`, `list`, `watch`, `create`, `update`, `patch`, `delete`,
    /// `deletecollection`, and a few special ones); an unknown verb is accepted by the API
    /// server but grants nothing, so the controller fails with "forbidden" at run time.
    RBAC_UNKNOWN_VERB = "E0507";

    /// An RBAC marker's `namespace` is not a valid namespace name.
    ///
    /// Namespaces are DNS labels: at most 63 lowercase letters, digits and `-`, starting
    /// and ending with a letter or digit. The API server would reject the Role.
    RBAC_INVALID_NAMESPACE = "E0508";

    /// A role name is not one the API server accepts.
    ///
    /// Role and ClusterRole names may hold any characters except `/` and `%`, and may not
    /// be `.` or `..`. This applies to a marker's `role_name` and to `role-name` in the
    /// `[rbac]` table of the crdgen configuration.
    RBAC_INVALID_ROLE_NAME = "E0509";

    /// Non-resource URLs are granted in a namespace.
    ///
    /// Non-resource URLs (`/metrics`, `/healthz`) exist only in ClusterRoles: a namespaced
    /// Role with them is rejected. Remove `namespace`, or move the URLs to their own marker.
    RBAC_URLS_IN_NAMESPACE = "E0510";

    /// One RBAC rule grants both resources and non-resource URLs.
    ///
    /// The API server rejects a PolicyRule with both. Write the URLs in their own
    /// `#[crdgen::rbac(urls = ..., verbs = ...)]`.
    RBAC_URLS_WITH_RESOURCES = "E0511";

    /// An RBAC marker names a resource of the project's own group by the wrong plural.
    ///
    /// Resources are granted by their plural (`memcacheds`), not the kind (`Memcached`) or a
    /// near miss; the wrong name grants nothing and the controller fails with "forbidden" at
    /// run time. Write the plural the CRD serves, as the help says.
    RBAC_WRONG_PLURAL = "E0512";

    /// A controller-gen `+kubebuilder:rbac` marker is written in a doc comment.
    ///
    /// crdgen does not read RBAC markers in comments, so the rule would be lost without a
    /// word. Write the `#[crdgen::rbac(...)]` attribute the help shows instead.
    RBAC_DOC_COMMENT_MARKER = "E0513";

    /// An RBAC marker grants `*`.
    ///
    /// A wildcard grants every verb, resource or group, now and in future, which is more
    /// than least privilege. List what the controller uses instead. Under `--strict` this
    /// warning is an error (and keeps its `W` code).
    RBAC_WILDCARD = "W0501";
}
