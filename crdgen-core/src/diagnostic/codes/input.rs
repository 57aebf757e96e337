//! 00xx: reading the input — files, Rust syntax, the config file, size and nesting limits.

super::codes! {
    /// An attribute's arguments do not parse.
    ///
    /// The tokens inside `#[crd(...)]` (or another crdgen attribute) are not the
    /// `key = value, key(...)` form the attribute takes: a missing comma, an unclosed
    /// parenthesis, a value that is not a literal. The message says what the parser
    /// expected at that point.
    ATTRIBUTE_SYNTAX = "E0001";

    /// A source file is not valid Rust.
    ///
    /// crdgen reads the source without compiling it, so it parses each file the crate's
    /// modules reach and stops at the first syntax error in one. `cargo check` reports the
    /// same error; fix it there and run crdgen again.
    RUST_SYNTAX = "E0002";

    /// The crdgen configuration has an unknown key or a value of the wrong type.
    ///
    /// `crdgen.toml` (or `[package.metadata.crdgen]` in Cargo.toml) is read strictly, so a
    /// misspelt key is an error rather than a setting silently left at its default. The
    /// keys are `paths`, `crd-dir`, `kubernetes-version`, `controller-gen-version`,
    /// `controller-gen-version-annotation`, `header-file`, `max-description-length`,
    /// `generate-embedded-object-meta`, `[rbac]` and `[clients]`; keys are written
    /// kebab-case.
    CONFIG_INVALID = "E0003";

    /// A file or directory crdgen needs cannot be read.
    ///
    /// The operating system refused to read it (missing, no permission, not UTF-8 text, a
    /// broken symlink, not a regular file). The message carries the system's reason. Make
    /// the file readable, or fix the path that names it.
    READ_FAILED = "E0004";

    /// The crate directory does not exist.
    ///
    /// `crdgen generate` and `crdgen verify` run on the directory holding the crate's
    /// `Cargo.toml`: the working directory, or the one given with `-C`. Pass an existing
    /// crate directory.
    CRATE_DIR_NOT_FOUND = "E0005";

    /// A configured source directory does not exist.
    ///
    /// `paths` in the crdgen configuration (or `--path`) names the directories crdgen
    /// reads, relative to the crate directory; the default is `src`. Create the directory,
    /// or fix the path.
    SOURCE_DIR_NOT_FOUND = "E0006";

    /// A configured source directory lies outside the crate directory.
    ///
    /// crdgen reads only the crate it generates for, so a `paths` entry that climbs out
    /// with `..`, is absolute, or is a symlink to elsewhere is refused. Configure
    /// directories inside the crate only.
    SOURCE_DIR_OUTSIDE_CRATE = "E0007";

    /// Two of the configured source directories are crate roots.
    ///
    /// A directory holding `lib.rs` or `main.rs` is read as a crate root whose `mod` items
    /// crdgen follows; two of them would define `crate` twice. Configure the source
    /// directories of one crate only, and run crdgen once per crate.
    TWO_CRATE_ROOTS = "E0008";

    /// A file or directory among the sources is a symlink that leads out of the crate.
    ///
    /// crdgen reads only files inside the crate directory, also after following symlinks,
    /// so a link to elsewhere cannot pull outside files into the generated output. Copy the
    /// files into the crate, or point the symlink at a place inside the crate directory.
    SYMLINK_OUTSIDE_CRATE = "E0009";

    /// The configured Kubernetes version is not one crdgen ships.
    ///
    /// Built-in types (PodTemplateSpec, Condition, …) expand to the schemas of the
    /// Kubernetes version set by `kubernetes-version` (or `--kubernetes-version`); crdgen
    /// carries the definitions of a fixed set of versions (those k8s-openapi 0.29
    /// supports). Choose one of those the message lists.
    KUBERNETES_VERSION_UNKNOWN = "E0010";

    /// The configured header file cannot be read.
    ///
    /// `header-file` (or `--header-file`) names a file, relative to the crate directory,
    /// whose text is written before each generated YAML document. Create the file, or fix
    /// or remove the setting.
    HEADER_FILE_UNREADABLE = "E0011";

    /// A file crdgen reads is larger than the 4 MiB it reads from one file.
    ///
    /// API type files are a few hundred kilobytes at most, and the configuration and the
    /// header file a few kilobytes; the limit keeps crdgen from reading generated data
    /// or a device without end. Split a source file into smaller modules, keep generated
    /// data out of the source directories, and point `header-file` at the licence text
    /// only.
    FILE_TOO_LARGE = "E0012";

    /// Brackets or generic arguments in a source file nest more than 128 levels deep.
    ///
    /// The Rust parser recurses once per level, so absurd nesting would overflow crdgen's
    /// stack; real code nests a dozen levels or so. Flatten the nesting, e.g. with a type
    /// alias for the inner part.
    SOURCE_TOO_DEEP = "E0013";

    /// A type's schema nests more than 32 levels deep.
    ///
    /// Every local struct or enum, array item and map value adds a level. Kubernetes
    /// clients (kube, crdgen's `crd()`) read CRDs with serde_json, which stops at 128
    /// levels of JSON, and each level of the schema costs a few. Flatten the type, or use
    /// `serde_json::Value` for the deep part.
    SCHEMA_TOO_DEEP = "E0014";

    /// A chain of wrappers and type aliases is more than 256 levels deep.
    ///
    /// crdgen follows `Option`, `Box` and type aliases one level at a time; the limit stops
    /// it before its stack runs out. Shorten the chain of wrappers and aliases.
    TYPE_TOO_DEEP = "E0015";

    /// More kinds were found than the configured limit (`max-kinds`, 250,000 by default).
    ///
    /// The limit bounds the time and memory of one run against runaway input. Raise
    /// `max-kinds` in the crdgen configuration (or pass `--max-kinds`), split the API types
    /// into several crates, or point `paths` at fewer modules.
    TOO_MANY_KINDS = "E0016";

    /// A YAML file given to `crdgen fmt` nests more than 512 levels of sequences and mappings.
    ///
    /// The emitter recurses once per level, so absurd nesting would overflow crdgen's stack;
    /// real CRDs nest a few dozen levels. Check that the file is the CRD you meant to
    /// format.
    YAML_TOO_DEEP = "E0017";

    /// A path crdgen reads is not a regular file: a directory, a FIFO, a device, a socket
    /// or a symbolic link that loops or leads nowhere.
    ///
    /// crdgen reads source files, its configuration, the header file and the files it
    /// generated earlier. It looks at what is at the path before opening it: opening a
    /// FIFO waits for a writer, a device such as `/dev/zero` never ends, and a loop or a
    /// directory would only fail with the operating system's terse reason. Put the file
    /// itself at the path, or point the `mod` item, `#[path]` or setting at the file.
    NOT_A_FILE = "E0018";

    /// The k8s-openapi version feature the crate enables selects a Kubernetes version
    /// crdgen does not ship, or one crdgen cannot tell.
    ///
    /// When the configuration sets no `kubernetes-version`, crdgen uses the Kubernetes
    /// version of the feature the crate enables on its k8s-openapi dependency (`v1_35`,
    /// `latest`, `earliest`), so that the CRDs describe the same types the operator is
    /// built with. crdgen ships the definitions of the versions k8s-openapi 0.29 supports;
    /// a newer feature (`v1_38`), or `latest`/`earliest` of another k8s-openapi release,
    /// has none. Set `kubernetes-version` to a shipped version (the CRDs then lack what
    /// the newer Kubernetes added), or use a crdgen that ships the version.
    KUBERNETES_VERSION_FEATURE_UNKNOWN = "E0020";

    /// The crate enables two k8s-openapi version features that select different
    /// Kubernetes versions.
    ///
    /// k8s-openapi builds with exactly one version feature (its build script refuses two),
    /// and crdgen takes the Kubernetes version of its schemas from that feature. Keep one
    /// of the features (in the crate's `Cargo.toml` or the workspace's
    /// `[workspace.dependencies]`), or set `kubernetes-version` in the crdgen
    /// configuration.
    KUBERNETES_VERSION_FEATURES_CONFLICT = "E0019";

    /// The configured controller-gen version is not one crdgen knows.
    ///
    /// `controller-gen-version` (or `--controller-gen-version`) names the controller-gen
    /// release whose output crdgen matches where releases differ (the form of one-of
    /// rules, the order of CEL rules, how doc comments become descriptions,
    /// `creationTimestamp: null`), and the value of the optional
    /// `controller-gen.kubebuilder.io/version` annotation. crdgen knows the releases the
    /// message lists, written as controller-gen's tags are (`v0.21.0`); choose one of
    /// them.
    CONTROLLER_GEN_VERSION_UNKNOWN = "E0021";

    /// `external-kinds` in the configuration names a kind the crate does not define.
    ///
    /// An entry marks a kind the crate uses but does not own, written `Kind.group`
    /// (`Certificate.cert-manager.io`), so that crdgen writes no CRD and no editor/viewer
    /// roles for it. An entry that matches no kind is a typo or a leftover: the kind it
    /// meant would get a CRD after all. Correct the entry (the help names the nearest kind)
    /// or remove it.
    EXTERNAL_KIND_UNKNOWN = "E0022";

    /// No `Cargo.toml` (or `crdgen.toml`) was found in the directory crdgen runs in or
    /// above it.
    ///
    /// Without `-C`, crdgen works on the crate around the current directory, found as
    /// cargo finds it: the nearest `Cargo.toml` (or `crdgen.toml`) at or above it. Run crdgen inside the crate
    /// that holds the API types, or give its root with `-C`.
    NO_CRATE_FOUND = "E0023";

    /// A workspace's `members` holds a pattern that is not a valid glob.
    ///
    /// `--workspace` reads the members from the workspace's `Cargo.toml` as cargo does;
    /// cargo refuses the same pattern. Fix it in `[workspace] members`.
    WORKSPACE_MEMBERS_INVALID = "E0024";

    /// crdgen was run at a virtual workspace root without `--workspace`.
    ///
    /// A workspace root that is no package has no API types of its own. Run with
    /// `--workspace` to generate (or verify) every member that has crdgen configuration,
    /// or give one member with `-C`; the message lists the configured members.
    WORKSPACE_ROOT = "E0025";

    /// `--workspace` found no member with crdgen configuration.
    ///
    /// crdgen works on the members that have a `crdgen.toml` or a
    /// `[package.metadata.crdgen]` table in their `Cargo.toml` (an empty one will do), so
    /// that crates without API types are left alone. Add the configuration to the crates
    /// that hold API types.
    WORKSPACE_NOT_CONFIGURED = "E0026";

    /// `allow` (or `--allow`) names something that is not a crdgen warning code.
    ///
    /// `allow = ["W0205"]` in the configuration, or `--allow W0205`, stops a warning
    /// from being reported (and from failing `--strict`). Errors cannot be allowed: what
    /// they report would break the CRD. An unknown code is refused because it would
    /// silence nothing; `crdgen explain --list` lists the codes.
    ALLOW_INVALID = "E0027";

    /// A run found nothing to generate.
    ///
    /// No type derives `CustomResource` or `CrdSchema`, and there is no
    /// `#[crdgen::rbac(...)]` or `#[crdgen::webhook(...)]` marker in the files read, so
    /// the run writes nothing (and
    /// removes the files of an earlier run). Usually crdgen was pointed at the wrong
    /// crate or `paths` misses the modules with the API types. Derive
    /// `crdgen::CustomResource` on a spec struct with
    /// `#[crd(group = "...", version = "...", kind = "...")]`, or fix `-C` or `paths`.
    NOTHING_TO_GENERATE = "W0001";
}
