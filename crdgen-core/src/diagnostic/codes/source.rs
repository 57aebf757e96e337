//! 01xx: modules and type resolution — finding the types a kind uses.

super::codes! {
    /// A `mod` item names a module whose file does not exist.
    ///
    /// crdgen follows `mod name;` the way rustc does: to `name.rs` or `name/mod.rs` beside
    /// the declaring file (in its directory of children). Create the file, fix the module's
    /// name, or name the file with `#[path = "..."]`.
    MODULE_FILE_NOT_FOUND = "E0101";

    /// A module's file exists in two places.
    ///
    /// Both `name.rs` and `name/mod.rs` exist for one module (or, in a directory read
    /// without a crate root, two files map to the same module path); rustc refuses this
    /// too. Delete or rename one of the two files.
    MODULE_FILE_AMBIGUOUS = "E0102";

    /// A module is defined more than once.
    ///
    /// Two `mod` items of one module declare the same name, so the module path means two
    /// modules. Remove one of the definitions, or rename one of the modules.
    MODULE_DEFINED_TWICE = "E0103";

    /// A module file includes itself through `#[path]`.
    ///
    /// Following the `mod` items would loop forever: a `#[path]` attribute names a file
    /// that is already being read higher up the module tree. Fix the `#[path]` attribute so
    /// that it names another file.
    MODULE_INCLUDES_ITSELF = "E0104";

    /// A name used in a type is not found.
    ///
    /// crdgen resolves paths the way rustc does, from the module's own items and its `use`
    /// imports (it reads the source, so it cannot ask the compiler). Import the type, fix
    /// its spelling, or write the path where it is defined; the help names candidates:
    /// the type of that name elsewhere in the crate, a name a typo away, or a type whose
    /// words the written name abbreviates or is part of (`DbStatus` for `DatabaseStatus`).
    NAME_NOT_FOUND = "E0105";

    /// A name may come from a glob import of another crate.
    ///
    /// `use other_crate::*;` brings names crdgen cannot see, because it reads only this
    /// crate's source. Import the type by name (`use other_crate::Type;`) so that crdgen
    /// knows where it comes from.
    NAME_FROM_EXTERNAL_GLOB = "E0106";

    /// A name is ambiguous between two glob imports.
    ///
    /// Two `use path::*;` imports bring items of the same name, and rustc would reject a use
    /// of it too. Import the one you mean by name.
    NAME_AMBIGUOUS = "E0107";

    /// A path goes through an item that is not a module.
    ///
    /// `Foo::Bar` where `Foo` is a struct, enum, alias or trait would name an associated
    /// type or an enum variant, which cannot be a field's type here. Name the type itself.
    NOT_A_MODULE = "E0108";

    /// A path keyword (`crate`, `self`, `super`) stands in the middle of a path.
    ///
    /// These keywords may only start a path (`super::super::x` aside). Start the path with
    /// `crate::`, `self::` or `super::`.
    MISPLACED_PATH_KEYWORD = "E0109";

    /// `Self` is used where crdgen cannot know what it means.
    ///
    /// A field's type is resolved outside any `impl`, so `Self` has no meaning there.
    /// Write the type's name instead.
    SELF_TYPE = "E0110";

    /// `super` climbs above the crate root.
    ///
    /// The crate root has no parent module. Remove one `super::`, or start the path with
    /// `crate::`.
    SUPER_ABOVE_CRATE_ROOT = "E0111";

    /// A path in a type names something that is not a type.
    ///
    /// A field's type must be a struct, an enum or a type alias; the path resolves to a
    /// module, a function, a constant or another item. Name a type.
    NOT_A_TYPE = "E0112";

    /// A type is not found in the sources crdgen reads.
    ///
    /// The derive asked for the schema of a type that the configured source paths (`paths`,
    /// default `src`) do not contain, or the source on disk is not the source being
    /// compiled. Check `paths` in the crdgen configuration.
    NOT_IN_SOURCES = "E0113";

    /// A `#[path]` attribute names a file outside the crate directory.
    ///
    /// crdgen reads only the crate's own files, so that its output depends on the crate
    /// alone and a hostile `#[path = "/etc/..."]` cannot make it read elsewhere. This holds
    /// for absolute paths, for `..` that climbs out, and for symlinks that lead out. Move
    /// the file into the crate and point `#[path]` at it there (`paths` in the crdgen
    /// configuration takes only directories inside the crate).
    PATH_OUTSIDE_CRATE = "E0114";

    /// A name's resolution goes through too many imports.
    ///
    /// crdgen follows `use` items and glob imports the way rustc does. A chain of more than
    /// 128 imports (each renaming or re-exporting the one before), or a dense cycle of glob
    /// re-exports (modules that each re-export many of the others) whose walk to a name
    /// takes more than 20,000 lookups, is refused instead of exhausting the stack or taking
    /// minutes. A chain or ring of glob re-exports costs lookups in proportion to its
    /// modules; eight modules that each re-export all the others reach the limit. Import
    /// the name from where it is defined, or replace glob imports (`pub use m::*;`) on the
    /// way with named ones.
    RESOLUTION_TOO_DEEP = "E0115";
}
