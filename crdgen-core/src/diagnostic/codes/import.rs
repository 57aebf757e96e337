//! 13xx: `crdgen import`, CRD YAML to Rust types.

super::codes! {
    /// A document given to `crdgen import` is not an `apiextensions.k8s.io/v1` CustomResourceDefinition.
    ///
    /// `crdgen import` turns CRDs into the Rust types that generate them. Every YAML
    /// document of its files must be a CustomResourceDefinition of `apiextensions.k8s.io/v1`
    /// (the only version the API server still serves since Kubernetes 1.22). Give only CRD
    /// files, or split the other documents off; a `v1beta1` CRD can be converted with
    /// `kubectl convert` or by re-running the generator that wrote it.
    NOT_A_CRD = "E1301";

    /// A CustomResourceDefinition lacks a field `crdgen import` needs, or has it of the wrong type.
    ///
    /// The API server requires `spec.group`, `spec.names.kind`, `spec.names.plural`,
    /// `spec.scope` and at least one entry of `spec.versions`, each with a `name` and a
    /// `schema.openAPIV3Schema` object; a CRD without them could never be applied. Fix the
    /// CRD file (or regenerate it) and import it again.
    CRD_FIELD_MISSING = "E1302";

    /// A file given to `crdgen import` is not YAML crdgen's reader takes.
    ///
    /// The file is read with the same reader as `crdgen fmt` (go-yaml's YAML subset, as
    /// controller-gen writes it; comments anywhere are fine, since import needs only the
    /// values). Besides invalid YAML it refuses anchors, aliases, tags, directives,
    /// duplicate keys and `.inf`/`.nan`, which a CRD (JSON) cannot hold. Fix the YAML at
    /// the position shown.
    YAML_INVALID = "E1303";

    /// Two CRDs given to `crdgen import` define the same kind of the same group.
    ///
    /// Each kind becomes one set of Rust types, so the same group and kind can be imported
    /// once only. Give each CRD file once.
    DUPLICATE_KIND = "E1304";

    /// A file `crdgen import` would write exists already.
    ///
    /// `crdgen import` writes new files only and never overwrites a file it did not write.
    /// The `--out` directory may exist and hold other files (a `.git`, a README); but if
    /// the crate's `Cargo.toml`, `crdgen.toml`, `src/lib.rs` or a module's file is there
    /// (or, with `--module NAME`, anything `src/NAME/` would hold), nothing is written and
    /// the error lists them. So does a module's other file: the crate's own `src/NAME.rs`
    /// where `src/NAME/mod.rs` would be written, which rustc would refuse beside it. Give a new or empty directory, remove those files, or, to add
    /// the types to a crate that exists, use `--module` with a name the crate does not use.
    OUT_DIR_NOT_EMPTY = "E1305";

    /// A file given to `crdgen import` cannot be read.
    ///
    /// The operating system refused (no such file, no permission), or the path is not a
    /// regular file. Check the path.
    IMPORT_READ_FAILED = "E1306";

    /// The `--module` of `crdgen import` is not a module name.
    ///
    /// `--module NAME` writes the module tree as `src/NAME/` of an existing crate, declared
    /// with `pub mod NAME;`, so the name must be a Rust module name in snake case (lower
    /// case letters, digits and `_`, not starting with a digit). Give such a name.
    MODULE_NAME_INVALID = "E1307";

    /// `crdgen import --module` was given an `--out` that is not a crate.
    ///
    /// `--module NAME` adds the module tree to an existing crate, as `src/NAME/`: `--out`
    /// must be that crate's directory, the one holding its `Cargo.toml` with a
    /// `[package]` (a workspace's root manifest without one is not a crate). Give the
    /// crate's directory, or leave out `--module` to write a new crate at `--out`.
    MODULE_NOT_A_CRATE = "E1308";

    /// A schema no Rust type writes is kept as a schema override on its field.
    ///
    /// Some schemas have no serde shape whose crdgen schema is the same: `oneOf` or
    /// `anyOf` between shapes (beyond int-or-string), `not`, a description on the items of
    /// a list of scalars, a keyword crdgen has no marker for. `crdgen import` keeps such a
    /// node exactly, as `#[crd(schema = r#"{…}"#)]` on its field with a comment saying why,
    /// so the CRD it generates stays the same. The field's type is what serde writes as
    /// the node's types say where they are scalars, or lists or maps of them (`Vec<String>`
    /// for a list of described strings), and otherwise the loosest Rust type of the node's
    /// `type` (`serde_json::Map` for an object with properties, `serde_json::Value` for
    /// none). Replace a loose type with one that serde writes the way the schema says (a
    /// struct, an untagged enum) when you want typed access, and check the CRD with
    /// `crdgen check`.
    SCHEMA_OVERRIDE = "W1301";

    /// A description cannot be written as a doc comment that gives it back exactly.
    ///
    /// crdgen cleans doc comments as controller-gen cleans Go comments: the first space
    /// after `///` goes, as do trailing spaces, leading and trailing blank lines, runs of
    /// blank lines, lines starting with `+` or `TODO` and everything from a line starting
    /// with `---`. With `controller-gen-version = "v0.9.2"` (a CRD whose version
    /// annotation names it) lines are instead trimmed and joined with a space, a blank line
    /// giving `\n`, as that release joined them, so only descriptions in that form come
    /// back. A description that such cleaning would change is written as the doc comment
    /// closest to it, and the regenerated CRD's description differs there (a spec's or
    /// status's is kept exactly as `spec_doc`/`status_doc` instead). Edit the doc comment if
    /// the difference matters.
    DESCRIPTION_CHANGED = "W1302";

    /// A setting of the CRD is not carried into the Rust types.
    ///
    /// `crdgen import` carries every setting of a CRD that crdgen can write; the ones it
    /// cannot (the message names it) are left out, and the CRD crdgen generates lacks them.
    /// Add them by hand where crdgen has a spelling for them (README, "Kind attribute").
    /// controller-gen's version annotation is one when it names a release crdgen does not
    /// write like (`crdgen explain E0021` lists those it does).
    SETTING_DROPPED = "W1303";

    /// `crdgen import --module` writes no `crdgen.toml`, and the import has settings for one.
    ///
    /// Some of what an import carries is crate configuration, not Rust: the
    /// `max-description-length` the CRDs' descriptions were cut with, the controller-gen
    /// release their version annotation names, and for `--external` the `[clients]` table
    /// that makes `crdgen generate` write the typed clients. A new crate gets them in its
    /// `crdgen.toml`; with `--module` the crate is yours, so the warning gives the exact
    /// lines to add to its configuration (`crdgen.toml`, or `[package.metadata.crdgen]` of
    /// its Cargo.toml). Without them `crdgen generate` writes the descriptions uncut, no
    /// version annotation, or no clients.
    MODULE_SETTINGS = "W1304";

    /// The CRDs of one `crdgen import` differ in a setting the crate's configuration holds once.
    ///
    /// The `max-description-length` the descriptions were cut with and the controller-gen
    /// release of the version annotation are crate-wide settings of `crdgen.toml`, not
    /// kind options. When the imported CRDs do not agree on one (some cut, some not; one
    /// annotated, one not), the import writes none, and the CRDs crdgen generates differ
    /// from some of the inputs there; the warning lists the kinds of each value. Import the
    /// CRDs of each value into a crate of their own, or set one value and accept the
    /// difference for the others.
    SETTING_DIFFERS = "W1305";

    /// An imported CRD's schema is not structural, or breaks a rule the API server checks.
    ///
    /// The API server rejects such a CRD, and `crdgen generate` refuses the imported types
    /// until the node is fixed (the code in the message names the rule: see its
    /// explanation). `crdgen import` still writes the crate, so the whole CRD is there to
    /// fix, and puts a comment at the field behind the node (or above the kind, for the
    /// root or `metadata`) saying what `generate` will refuse and why. Fix the field's
    /// schema in the Rust (or the CRD, and import it again).
    NOT_STRUCTURAL = "W1307";

    /// A subtree is a Kubernetes built-in type at another Kubernetes version than the crate's.
    ///
    /// `crdgen import` writes a k8s-openapi type (`PodTemplateSpec`, `Condition`, …) where
    /// a subtree equals exactly the schema crdgen writes for that type. That schema depends
    /// on the Kubernetes version of the definitions (descriptions and fields change between
    /// releases) and on `generate-embedded-object-meta`, and a crate has one of each: the
    /// import picks the one that most subtrees of the run fit and names it in the crate's
    /// `crdgen.toml`. A subtree that fits another one only (the message says which) is
    /// written as structs, which generate the same schema. Nothing to do unless you want the
    /// k8s-openapi type there; then import that CRD on its own, or regenerate it against
    /// the crate's Kubernetes version.
    BUILTIN_AT_OTHER_VERSION = "W1311";

    /// Imported with `--module`, the types use k8s-openapi types whose schemas depend on the crate's configuration.
    ///
    /// A field of a k8s-openapi type gets the schema of the crate's Kubernetes version
    /// (`kubernetes-version`, else the k8s-openapi feature) and `ObjectMeta` form
    /// (`generate-embedded-object-meta`). A crate written by `crdgen import` gets the ones
    /// its CRDs were generated with in its `crdgen.toml`; with `--module` the existing
    /// crate keeps its own configuration, which the import does not touch. Set the settings
    /// the message names there, or `crdgen generate` writes these fields' schemas as the
    /// crate's settings say. With `--external` there is no such warning: no CRD is
    /// generated from external kinds, so the settings change nothing.
    BUILTIN_SETTING_NOT_WRITTEN = "W1312";

    /// The imported built-in types' schemas are of another Kubernetes version than the k8s-openapi the crate builds.
    ///
    /// The CRDs give each k8s-openapi type (`PodTemplateSpec`, …) the schema of the
    /// Kubernetes version they were generated against, which the import names in
    /// `crdgen.toml` (`kubernetes-version`). The Rust types are k8s-openapi's for the
    /// version feature the crate enables (with `--module`, the existing crate's own; a
    /// crate the import writes gets the CRDs' version, W1310). Where a type differs between the two
    /// versions, a field only the newer one has is in the Rust but not in the schema (the
    /// API server prunes what a client sets there), or the other way round. Enable the
    /// k8s-openapi feature of the CRDs' version (the message names it), or import CRDs
    /// generated against the crate's version.
    BUILTIN_FEATURE_MISMATCH = "W1309";

    /// A new imported crate enables a Kubernetes version feature of k8s-openapi other than
    /// `latest`.
    ///
    /// The CRDs' built-in types (`PodTemplateSpec`, …) have the schemas of a Kubernetes
    /// version whose fields differ from the newest's, so the crate's Cargo.toml enables
    /// that version's feature (`v1_36`): its Rust types then write what the schemas
    /// keep. k8s-openapi builds one version per build, so a crate that depends on this
    /// one and enables another feature (`latest` too) does not compile. Enable the same
    /// feature there, or import CRDs generated against the newest Kubernetes version.
    BUILTIN_FEATURE_PINNED = "W1310";

    /// A version's root `apiVersion`, `kind` or `metadata` is not what crdgen writes, and is kept as the kind's `root_properties`.
    ///
    /// crdgen writes these three properties of every object itself: `metav1.TypeMeta`'s
    /// descriptions as the crate's controller-gen release joins them (cut by
    /// `max-description-length` when the import finds the CRD cut), and `metadata: {type:
    /// object}`. A CRD written by hand, or a version kept from an older controller-gen,
    /// may describe them otherwise or leave them out. `crdgen import` then writes them as
    /// they are, as `#[crd(root_properties = r#"{...}"#)]` on the version's spec struct
    /// (one left out is left out), with a comment saying why, so the CRD it generates is
    /// the same. The API server reads only their types (and keeps the three fields of
    /// every object whatever the schema says); remove the option to get crdgen's.
    ROOT_PROPERTIES_KEPT = "W1313";

    /// The CRD has a `status`, which the API server sets itself and crdgen does not write.
    ///
    /// A CustomResourceDefinition's `status` (`acceptedNames`, `conditions`,
    /// `storedVersions`) is the API server's: kube-apiserver resets it when the CRD is
    /// created (the CRD strategy's `PrepareForCreate`) and keeps its own when it is updated
    /// (`PrepareForUpdate`), so what a file says there never reaches the cluster.
    /// controller-gen's older releases wrote an empty one (v0.9.2, the oldest crdgen writes
    /// like, does not); crdgen writes none, so `crdgen import` leaves it out and says so.
    /// Nothing to do.
    CRD_STATUS_NOT_WRITTEN = "W1314";

    /// `crdgen import --module`: descriptions hold blocks that `cargo test` runs as doctests.
    ///
    /// rustdoc reads an indented block, or a fenced one with no language, in a doc comment
    /// as Rust code, and `cargo test` compiles and runs each as a doctest. Imported doc
    /// comments are the CRDs' descriptions (each is the description `crdgen generate`
    /// writes back, so it cannot be marked `text`), and such a block in one is YAML or
    /// prose, which fails as a doctest. A crate written by `crdgen import` gets `doctest =
    /// false` under `[lib]` in its Cargo.toml; with `--module` the crate is yours: set that
    /// there, or leave the doctests out of its test runs (`cargo test --lib --tests`).
    DOCTESTS_IN_DESCRIPTIONS = "W1315";
}
