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
    /// controller-gen writes it). Besides invalid YAML it refuses what it could not write
    /// back, such as a comment inside a document (comments before the first line of a
    /// document are kept). Fix the YAML at the position shown, or remove the comment.
    YAML_INVALID = "E1303";

    /// Two CRDs given to `crdgen import` define the same kind of the same group.
    ///
    /// Each kind becomes one set of Rust types, so the same group and kind can be imported
    /// once only. Give each CRD file once.
    DUPLICATE_KIND = "E1304";

    /// The `--out` directory of `crdgen import` exists and is not empty.
    ///
    /// `crdgen import` writes a new crate and never overwrites files it did not write.
    /// Give a directory that does not exist yet (or is empty), or remove the old one first.
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

    /// A schema no Rust type writes is kept as a schema override on its field.
    ///
    /// Some schemas have no serde shape whose crdgen schema is the same: `oneOf` or
    /// `anyOf` between shapes (beyond int-or-string), `not`, a description on the items of
    /// a list of scalars, a keyword crdgen has no marker for. `crdgen import` keeps such a
    /// node exactly, as `#[crd(schema = r#"{…}"#)]` on its field with a comment saying why,
    /// so the CRD it generates stays the same; the field's type is the loosest Rust type of
    /// the node's `type` (`serde_json::Map` for an object, `serde_json::Value` for none).
    /// Replace it with a Rust type that serde writes the way the schema says (an untagged
    /// enum, say) when you want typed access, and check the CRD with `crdgen check`.
    SCHEMA_OVERRIDE = "W1301";

    /// A description cannot be written as a doc comment that gives it back exactly.
    ///
    /// crdgen cleans doc comments as controller-gen cleans Go comments: the first space
    /// after `///` goes, as do trailing spaces, leading and trailing blank lines, runs of
    /// blank lines, lines starting with `+` or `TODO` and everything from a line starting
    /// with `---`. A description that such cleaning would change is written as the doc
    /// comment closest to it, and the regenerated CRD's description differs there. Edit the
    /// doc comment if the difference matters.
    DESCRIPTION_CHANGED = "W1302";

    /// A setting of the CRD is not carried into the Rust types.
    ///
    /// `crdgen import` carries every setting of a CRD that crdgen can write; the ones it
    /// cannot (the message names it) are left out, and the CRD crdgen generates lacks them.
    /// Add them by hand where crdgen has a spelling for them (README, "Kind attribute").
    SETTING_DROPPED = "W1303";

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
    /// crate's settings say.
    BUILTIN_SETTING_NOT_WRITTEN = "W1312";
}
