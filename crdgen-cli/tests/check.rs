//! `crdgen check`: a crate in a temporary git repository, its API and CRD committed, then
//! a sequence of edits, each compared with the committed revision and classified, with
//! the exact message; the ways to accept a finding; `verify --check-compat`; the CRDs of
//! before from the tree or a directory; the errors.

mod common;

use std::path::Path;
use std::process::Command;

use common::{crdgen, text};

/// One version of `Widget`.
const BASE: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    #[crd(minimum = 1)]
    pub size: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default)]
    pub labels: Vec<String>,
}
"#;

/// `Widget` in two versions, `v1` the storage version.
const TWO_VERSIONS: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

pub mod v1beta1 {
    use super::*;

    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
    #[crd(group = "example.com", version = "v1beta1", kind = "Widget", namespaced, shortname = "wd")]
    pub struct WidgetSpec {
        pub size: i32,
    }
}

pub mod v1 {
    use super::*;

    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
    #[crd(group = "example.com", version = "v1", kind = "Widget", namespaced, storage)]
    pub struct WidgetSpec {
        pub size: i32,
    }
}
"#;

/// `Widget` with Rust enums (one in another module, one in a list through a type alias),
/// an enum marker on a `String`, and a free `String`.
const ENUMS: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

pub mod modes {
    use serde::{Deserialize, Serialize};

    #[derive(Serialize, Deserialize, Clone, Debug)]
    pub enum Mode {
        Fast,
        Slow,
    }
}

pub type Speed = modes::Mode;

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    pub mode: modes::Mode,
    #[serde(default)]
    pub speeds: Vec<Speed>,
    #[crd(enum = ["red", "blue"])]
    pub color: String,
    pub name: String,
}
"#;

/// `Widget` with an internally tagged enum, an untagged enum with a `String` variant (any
/// string, limited by a marker), and an enum read by a hand-written `Deserialize`.
const OPEN_ENUMS: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(tag = "type")]
pub enum Action {
    Start { delay: i32 },
    Stop {},
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub enum Mode {
    Fast,
    Slow,
}

#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(untagged)]
pub enum Speed {
    Known(Mode),
    Free(String),
}

/// Read by hand-written code, which may read any string.
#[derive(Serialize, Clone, Debug)]
pub enum Level {
    Low,
    High,
}

impl<'de> Deserialize<'de> for Level {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Ok(if s == "High" { Level::High } else { Level::Low })
    }
}

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    pub action: Action,
    #[crd(enum = ["Fast", "Slow", "Steady"])]
    pub speed: Speed,
    pub level: Level,
}
"#;

/// `Widget` with enums serde reads through other code than their derived `Deserialize`:
/// `try_from` (which reads the old name "Old" as `Slow`), and a field serde never reads.
const CONVERTED_ENUMS: &str = r#"use crdgen::CustomResource;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(try_from = "String")]
pub enum Pace {
    Fast,
    Slow,
    Old,
}

impl TryFrom<String> for Pace {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        match s.as_str() {
            "Fast" => Ok(Pace::Fast),
            "Slow" | "Old" => Ok(Pace::Slow),
            _ => Err(s),
        }
    }
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub enum Mode {
    Fast,
    Slow,
}

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]
#[crd(group = "example.com", version = "v1", kind = "Widget", namespaced)]
pub struct WidgetSpec {
    pub pace: Pace,
    #[serde(default, skip_deserializing)]
    pub opt: Option<Mode>,
}
"#;

/// The field `name` removed from `BASE`.
const REMOVED: (&str, &str) = (
    "    #[serde(default, skip_serializing_if = \"Option::is_none\")]\n    pub name: Option<String>,\n",
    "",
);

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {}", text(&out.stderr));
}

/// A crate whose API (`lib`) and generated CRD are committed in a new git repository.
fn repository(lib: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"widgets\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), lib).unwrap();
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    git(dir.path(), &["init", "-q"]);
    git(dir.path(), &["add", "."]);
    git(dir.path(), &["commit", "-q", "-m", "base"]);
    dir
}

/// Writes `lib` with each `(from, to)` replaced once into the crate's lib.rs.
fn write_edited(dir: &Path, lib: &str, edits: &[(&str, &str)]) {
    let mut lib = lib.to_owned();
    for (from, to) in edits {
        assert!(lib.contains(from), "{from:?} is not in lib.rs");
        lib = lib.replacen(from, to, 1);
    }
    std::fs::write(dir.join("src/lib.rs"), lib).unwrap();
}

/// `crdgen args...` in `dir`: exit code, stdout, stderr.
fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = crdgen(args, dir);
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// One edit of the committed API and what `crdgen check --against HEAD` says of it.
struct Case {
    name: &'static str,
    edits: &'static [(&'static str, &'static str)],
    code: i32,
    stdout: &'static str,
    stderr: &'static str,
}

fn check_cases(lib: &str, cases: &[Case]) {
    let dir = repository(lib);
    for case in cases {
        write_edited(dir.path(), lib, case.edits);
        let got = run(dir.path(), &["check", "--against", "HEAD"]);
        assert_eq!(
            got,
            (
                Some(case.code),
                case.stdout.to_owned(),
                case.stderr.to_owned()
            ),
            "{}",
            case.name
        );
    }
}

#[test]
fn each_edit_of_a_field_is_classified_with_its_message() {
    check_cases(
        BASE,
        &[
            Case {
                name: "a new optional field",
                edits: &[(
                    "    #[serde(default)]\n    pub labels",
                    "    #[serde(default, skip_serializing_if = \"Option::is_none\")]\n    pub color: Option<String>,\n    #[serde(default)]\n    pub labels",
                )],
                code: 0,
                stdout: "compatible: `.spec.color` of widgets.example.com v1: a new optional field\n0 breaking change(s), 0 accepted, 0 needing care, 1 compatible\n",
                stderr: "",
            },
            Case {
                name: "a bound tightened",
                edits: &[("minimum = 1", "minimum = 3")],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.size` of widgets.example.com v1: `minimum` tightened from 1 to 3\n --> src/lib.rs:8:9\n  |\n8 |     pub size: i32,\n  |         ^^^^ needs care\n  |\n  = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n  = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
            Case {
                name: "a bound loosened",
                edits: &[("minimum = 1", "minimum = 0")],
                code: 0,
                stdout: "compatible: `.spec.size` of widgets.example.com v1: `minimum` loosened from 1 to 0\n0 breaking change(s), 0 accepted, 0 needing care, 1 compatible\n",
                stderr: "",
            },
            Case {
                name: "a field removed",
                edits: &[(
                    "    #[serde(default, skip_serializing_if = \"Option::is_none\")]\n    pub name: Option<String>,\n",
                    "",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.name` of widgets.example.com v1: the field was removed\n --> src/lib.rs:6:12\n  |\n6 | pub struct WidgetSpec {\n  |            ^^^^^^^^^^ breaking for stored objects\n  |\n  = note: convention: api_changes.md: removing a field\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n  = help: stored values of it are pruned at the next write and clients that send it lose it; keep the field (documented as deprecated) in this version and remove it in a new version\n\n",
            },
            Case {
                name: "a field renamed",
                edits: &[("pub name: Option<String>", "pub title: Option<String>")],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.name` of widgets.example.com v1: the field was renamed to `title`\n  --> src/lib.rs:10:9\n   |\n10 |     pub title: Option<String>,\n   |         ^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: renaming a field\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored values under `name` are pruned at the next write and clients still send `name`; keep the wire name with `#[serde(rename = \"name\")]`, or keep `name` (documented as deprecated) beside `title` in this version\n\n",
            },
            Case {
                name: "a type changed",
                edits: &[("pub name: Option<String>", "pub name: Option<bool>")],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.name` of widgets.example.com v1: the type changed from string to boolean\n  --> src/lib.rs:10:9\n   |\n10 |     pub name: Option<bool>,\n   |         ^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: changing a field's type\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects hold string values the new schema refuses, and clients read them as the old type; keep this version as it is and make the change in a new version (with a conversion)\n\n",
            },
            Case {
                name: "a format changed",
                edits: &[("pub size: i32", "pub size: i64")],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0902]: `.spec.size` of widgets.example.com v1: `format` changed from \"int32\" to \"int64\"\n --> src/lib.rs:8:9\n  |\n8 |     pub size: i64,\n  |         ^^^^ breaking for clients\n  |\n  = note: convention: api_changes.md: changing a field's type\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.size\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n  = help: clients generated from the schema read the field as another type; keep the format in this version\n\n",
            },
            Case {
                name: "a required field added",
                edits: &[(
                    "    pub size: i32,\n",
                    "    pub size: i32,\n    pub mode: String,\n",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.mode` of widgets.example.com v1: a new required field without a default\n --> src/lib.rs:9:9\n  |\n9 |     pub mode: String,\n  |         ^^^^ breaking for stored objects\n  |\n  = note: convention: api_changes.md: adding a required field\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.mode\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n  = help: objects without it can no longer be created or updated (the API server does not ratchet `required`); make it optional (an `Option`, or `#[serde(default)]`) or give it a default with `#[crd(default = ...)]`\n\n",
            },
            Case {
                name: "a required field added with a default",
                edits: &[(
                    "    pub size: i32,\n",
                    "    pub size: i32,\n    #[crd(default = \"fast\")]\n    pub mode: String,\n",
                )],
                code: 0,
                stdout: "compatible: `.spec.mode` of widgets.example.com v1: a new field with the default \"fast\"\n0 breaking change(s), 0 accepted, 0 needing care, 1 compatible\n",
                stderr: "",
            },
            Case {
                name: "a CEL rule added",
                edits: &[(
                    "    #[serde(default)]\n    pub labels",
                    "    #[serde(default)]\n    #[crd(validation(rule = \"self.all(l, l.size() < 10)\"))]\n    pub labels",
                )],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.labels` of widgets.example.com v1: a CEL rule was added: `self.all(l, l.size() < 10)`\n  --> src/lib.rs:12:11\n   |\n12 |     #[crd(validation(rule = \"self.all(l, l.size() < 10)\"))]\n   |           ^^^^^^^^^^ needs care\n   |\n   = note: convention: CRD validation rules: ratcheting\n   = help: the API server ratchets rules that do not read `oldSelf` (stored objects failing it can still be updated while this field is unchanged), but any write that changes the field must pass; to exempt the values already stored when they change, write it with `optional_old_self` (`!oldSelf.hasValue() || ...`) or add it in a new version\n\n",
            },
            Case {
                name: "a transition rule added",
                edits: &[(
                    "    #[serde(default)]\n    pub labels",
                    "    #[serde(default)]\n    #[crd(immutable)]\n    pub labels",
                )],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 2 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.labels` of widgets.example.com v1: a transition rule was added: `self == oldSelf`\n  --> src/lib.rs:12:11\n   |\n12 |     #[crd(immutable)]\n   |           ^^^^^^^^^ needs care\n   |\n   = note: convention: CRD validation rules: transition rules\n   = help: transition rules are never ratcheted: every update that changes the field must pass it (it is skipped on create and when there is no old value)\n\nwarning[W0903]: `.spec` of widgets.example.com v1: a transition rule was added: `!has(oldSelf.labels) || has(self.labels)`\n  --> src/lib.rs:12:11\n   |\n12 |     #[crd(immutable)]\n   |           ^^^^^^^^^ needs care\n   |\n   = note: convention: CRD validation rules: transition rules\n   = help: transition rules are never ratcheted: every update that changes the field must pass it (it is skipped on create and when there is no old value)\n\n",
            },
            Case {
                name: "a list type changed",
                edits: &[(
                    "    #[serde(default)]\n    pub labels",
                    "    #[serde(default)]\n    #[crd(list_type = \"set\")]\n    pub labels",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.labels` of widgets.example.com v1: the list type changed from atomic to set\n  --> src/lib.rs:13:9\n   |\n13 |     pub labels: Vec<String>,\n   |         ^^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: tightening validation; not ratcheted by the API server\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.labels\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored lists with duplicate items (or keys) can no longer be updated: the API server does not ratchet the list type; keep it in this version\n\n",
            },
            Case {
                name: "the scope changed",
                edits: &[(", namespaced)]", ")]")],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: widgets.example.com: the scope changed from Namespaced to Cluster\n --> src/lib.rs:5:53\n  |\n5 | #[crd(group = \"example.com\", version = \"v1\", kind = \"Widget\")]\n  |                                                     ^^^^^^^^ breaking for stored objects\n  |\n  = note: convention: CRD spec: scope is immutable\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml (an entry without a path accepts every breaking finding of its CRD or version, later ones too)\n  = help: the API server refuses to change an existing CRD's scope, and stored objects belong to namespaces (or not); put the kind in a new group or under a new plural instead\n\n",
            },
            Case {
                name: "a breaking change accepted on the field",
                edits: &[(
                    "    #[crd(minimum = 1)]\n    pub size: i32",
                    "    #[crd(minimum = 1, allow_breaking = \"no client reads the format yet\")]\n    pub size: i64",
                )],
                code: 0,
                stdout: "0 breaking change(s), 1 accepted, 0 needing care, 0 compatible\n",
                stderr: "warning[W0904]: `.spec.size` of widgets.example.com v1: `format` changed from \"int32\" to \"int64\"\n --> src/lib.rs:8:9\n  |\n8 |     pub size: i64,\n  |         ^^^^ breaking for clients, accepted\n  |\n  = note: accepted: no client reads the format yet\n  = note: convention: api_changes.md: changing a field's type\n\n",
            },
        ],
    );
}

/// A value a Rust enum no longer reads makes stored objects holding it unreadable
/// (E0901); a value a `String`'s enum marker no longer allows is ratcheted (W0903).
#[test]
fn each_edit_of_an_enum_is_classified_by_what_the_rust_type_reads() {
    check_cases(
        ENUMS,
        &[
            Case {
                name: "a variant removed",
                edits: &[("        Fast,\n        Slow,\n", "        Fast,\n")],
                code: 1,
                stdout: "2 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.mode` of widgets.example.com v1: `enum` no longer allows \"Slow\", which the Rust enum no longer reads\n  --> src/lib.rs:18:9\n   |\n18 |     pub mode: modes::Mode,\n   |         ^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.mode\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects may hold \"Slow\" (the API server ratchets `enum`), and deserializing such an object fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the variant, or read the old value as the variant that replaces it with `#[serde(alias = \"Slow\")]` on that variant, or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`\n\nerror[E0901]: `.spec.speeds[*]` of widgets.example.com v1: `enum` no longer allows \"Slow\", which the Rust enum no longer reads\n  --> src/lib.rs:20:9\n   |\n20 |     pub speeds: Vec<Speed>,\n   |         ^^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.speeds[*]\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects may hold \"Slow\" (the API server ratchets `enum`), and deserializing such an object fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the variant, or read the old value as the variant that replaces it with `#[serde(alias = \"Slow\")]` on that variant, or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`\n\n",
            },
            Case {
                name: "a variant removed from an enum in a list",
                edits: &[(
                    "pub type Speed = modes::Mode;",
                    "#[derive(Serialize, Deserialize, Clone, Debug)]\npub enum Speed {\n    Fast,\n}",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.speeds[*]` of widgets.example.com v1: `enum` no longer allows \"Slow\", which the Rust enum no longer reads\n  --> src/lib.rs:24:9\n   |\n24 |     pub speeds: Vec<Speed>,\n   |         ^^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.speeds[*]\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects may hold \"Slow\" (the API server ratchets `enum`), and deserializing such an object fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the variant, or read the old value as the variant that replaces it with `#[serde(alias = \"Slow\")]` on that variant, or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`\n\n",
            },
            Case {
                name: "a value removed from a String's enum marker",
                edits: &[("[\"red\", \"blue\"]", "[\"red\"]")],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.color` of widgets.example.com v1: `enum` no longer allows \"blue\"\n  --> src/lib.rs:23:9\n   |\n23 |     pub color: String,\n   |         ^^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
            Case {
                name: "a String became a Rust enum",
                edits: &[("pub name: String", "pub name: modes::Mode")],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: `.spec.name` of widgets.example.com v1: `enum` was added: a Rust enum now reads the field\n  --> src/lib.rs:24:9\n   |\n24 |     pub name: modes::Mode,\n   |         ^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: changing a field's type\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects may hold any value, and deserializing one other than those the enum reads (\"Fast\", \"Slow\") fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the field a `String` in this version, or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`\n\n",
            },
            Case {
                name: "a Rust enum became a String",
                edits: &[("pub mode: modes::Mode", "pub mode: String")],
                code: 0,
                stdout: "compatible: `.spec.mode` of widgets.example.com v1: `enum` was removed\n0 breaking change(s), 0 accepted, 0 needing care, 1 compatible\n",
                stderr: "",
            },
            Case {
                name: "a variant added",
                edits: &[("        Slow,\n", "        Slow,\n        Steady,\n")],
                code: 0,
                stdout: "compatible: `.spec.mode` of widgets.example.com v1: `enum` now also allows \"Steady\"\ncompatible: `.spec.speeds[*]` of widgets.example.com v1: `enum` now also allows \"Steady\"\n0 breaking change(s), 0 accepted, 0 needing care, 2 compatible\n",
                stderr: "",
            },
            Case {
                name: "a variant renamed, the old name kept as an alias",
                edits: &[(
                    "        Slow,\n",
                    "        #[serde(alias = \"Slow\")]\n        Slower,\n",
                )],
                code: 0,
                stdout: "compatible: `.spec.mode` of widgets.example.com v1: `enum` now also allows \"Slower\"\ncompatible: `.spec.speeds[*]` of widgets.example.com v1: `enum` now also allows \"Slower\"\n0 breaking change(s), 0 accepted, 2 needing care, 2 compatible\n",
                stderr: "warning[W0903]: `.spec.mode` of widgets.example.com v1: `enum` no longer allows \"Slow\"\n  --> src/lib.rs:20:9\n   |\n20 |     pub mode: modes::Mode,\n   |         ^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\nwarning[W0903]: `.spec.speeds[*]` of widgets.example.com v1: `enum` no longer allows \"Slow\"\n  --> src/lib.rs:22:9\n   |\n22 |     pub speeds: Vec<Speed>,\n   |         ^^^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
            Case {
                name: "a variant removed, a serde(other) variant added",
                edits: &[(
                    "        Slow,\n",
                    "        #[serde(other)]\n        Unknown,\n",
                )],
                code: 1,
                stdout: "compatible: `.spec.mode` of widgets.example.com v1: `enum` now also allows \"Unknown\"\ncompatible: `.spec.speeds[*]` of widgets.example.com v1: `enum` now also allows \"Unknown\"\n2 breaking change(s), 0 accepted, 0 needing care, 2 compatible\n",
                stderr: "error[E0901]: `.spec.mode` of widgets.example.com v1: `enum` no longer allows \"Slow\", which the Rust enum now reads as \"Unknown\"\n  --> src/lib.rs:20:9\n   |\n20 |     pub mode: modes::Mode,\n   |         ^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.mode\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects holding such a value stay readable, but a typed client reads it as \"Unknown\" and writes \"Unknown\" back when it updates the object, so the stored value is lost; keep the variant, or first rewrite every stored object to a value the new type reads\n\nerror[E0901]: `.spec.speeds[*]` of widgets.example.com v1: `enum` no longer allows \"Slow\", which the Rust enum now reads as \"Unknown\"\n  --> src/lib.rs:22:9\n   |\n22 |     pub speeds: Vec<Speed>,\n   |         ^^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.speeds[*]\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects holding such a value stay readable, but a typed client reads it as \"Unknown\" and writes \"Unknown\" back when it updates the object, so the stored value is lost; keep the variant, or first rewrite every stored object to a value the new type reads\n\n",
            },
        ],
    );
}

/// An enum's tag is read like a unit-only enum; an enum whose `Deserialize` is written
/// by hand, or a `String` variant, may read any value, so a removal stays W0903.
#[test]
fn enum_tags_and_enums_that_read_any_value() {
    check_cases(
        OPEN_ENUMS,
        &[
            Case {
                name: "a variant of an internally tagged enum removed",
                edits: &[("    Stop {},\n", "")],
                code: 1,
                stdout: "compatible: `.spec.action` of widgets.example.com v1: the CEL rule `self.type != 'Stop' || !has(self.delay)` was removed\n1 breaking change(s), 0 accepted, 0 needing care, 1 compatible\n",
                stderr: "error[E0901]: `.spec.action.type` of widgets.example.com v1: `enum` no longer allows \"Stop\", which the Rust enum no longer reads\n  --> src/lib.rs:40:9\n   |\n40 |     pub action: Action,\n   |         ^^^^^^ breaking for stored objects\n   |\n   = note: convention: api_changes.md: removing an enum value\n   = note: if the change is meant (nothing stored holds the old form yet, say), accept it with #[crd(allow_breaking = \"reason\")] on the field, or add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.action.type\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n   = help: stored objects may hold \"Stop\" (the API server ratchets `enum`), and deserializing such an object fails, so every typed list and watch of the kind fails (kube-rs reads a whole list at once); keep the variant, or read the old value as the variant that replaces it with `#[serde(alias = \"Stop\")]` on that variant, or first rewrite every stored object to a value the new type reads, then accept the change with `#[crd(allow_breaking = \"reason\")]`\n\n",
            },
            Case {
                name: "a variant of an enum read by hand-written code removed",
                edits: &[
                    ("    Low,\n    High,\n", "    Low,\n"),
                    (
                        "Ok(if s == \"High\" { Level::High } else { Level::Low })",
                        "let _ = s;\n        Ok(Level::Low)",
                    ),
                ],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.level` of widgets.example.com v1: `enum` no longer allows \"High\"\n  --> src/lib.rs:44:9\n   |\n44 |     pub level: Level,\n   |         ^^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
            Case {
                name: "a value removed from the enum marker of an untagged enum with a String variant",
                edits: &[("[\"Fast\", \"Slow\", \"Steady\"]", "[\"Fast\", \"Slow\"]")],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.speed` of widgets.example.com v1: `enum` no longer allows \"Steady\"\n  --> src/lib.rs:43:9\n   |\n43 |     pub speed: Speed,\n   |         ^^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
        ],
    );
}

/// An enum read through `try_from` (or `from`), or a field serde never reads, has no
/// derived reader: a value removed there is ratcheted like a `String`'s (W0903).
#[test]
fn enums_serde_reads_through_other_code_are_ratcheted() {
    check_cases(
        CONVERTED_ENUMS,
        &[
            Case {
                name: "a variant of a try_from enum removed",
                edits: &[("    Slow,\n    Old,\n", "    Slow,\n")],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.pace` of widgets.example.com v1: `enum` no longer allows \"Old\"\n  --> src/lib.rs:31:9\n   |\n31 |     pub pace: Pace,\n   |         ^^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
            Case {
                name: "a variant of an enum in a field serde never reads removed",
                edits: &[(
                    "    Fast,\n    Slow,\n}\n\n#[derive(CustomResource",
                    "    Fast,\n}\n\n#[derive(CustomResource",
                )],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: `.spec.opt` of widgets.example.com v1: `enum` no longer allows \"Slow\"\n  --> src/lib.rs:33:9\n   |\n33 |     pub opt: Option<Mode>,\n   |         ^^^ needs care\n   |\n   = note: convention: api_changes.md: tightening validation; CRD validation ratcheting\n   = help: objects already holding values it refuses can still be updated while this field is unchanged (validation ratcheting, Kubernetes 1.30 and later), but such values can no longer be written; loosen it again, or tighten it in a new version\n\n",
            },
        ],
    );
}

#[test]
fn each_edit_of_the_versions_is_classified_with_its_message() {
    check_cases(
        TWO_VERSIONS,
        &[
            Case {
                name: "a version no longer served",
                edits: &[(
                    "namespaced, shortname = \"wd\")]",
                    "namespaced, shortname = \"wd\", served = false)]",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0902]: widgets.example.com v1beta1: the version is no longer served\n --> src/lib.rs:8:44\n  |\n8 |     #[crd(group = \"example.com\", version = \"v1beta1\", kind = \"Widget\", namespaced, shortname = \"wd\", served = false)]\n  |                                            ^^^^^^^^^ breaking for clients\n  |\n  = note: convention: CRD versioning: deprecating and removing a served version\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1beta1\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml (an entry without a path accepts every breaking finding of its CRD or version, later ones too)\n  = help: clients using it fail; mark it `deprecated` for a release before `served = false`\n\n",
            },
            Case {
                name: "the storage version moved",
                edits: &[
                    ("namespaced, storage)]", "namespaced)]"),
                    ("shortname = \"wd\")]", "shortname = \"wd\", storage)]"),
                ],
                code: 0,
                stdout: "0 breaking change(s), 0 accepted, 1 needing care, 0 compatible\n",
                stderr: "warning[W0903]: widgets.example.com v1: the version is no longer the storage version (now `v1beta1`)\n  --> src/lib.rs:18:44\n   |\n18 |     #[crd(group = \"example.com\", version = \"v1\", kind = \"Widget\", namespaced)]\n   |                                            ^^^^ needs care\n   |\n   = note: convention: CRD versioning: storage version\n   = help: objects stay stored as this version until rewritten: keep it in the CRD (and served while clients use it) until a storage migration removed it from `status.storedVersions`\n\n",
            },
            Case {
                name: "the storage version removed",
                edits: &[(
                    "\npub mod v1 {\n    use super::*;\n\n    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n    #[crd(group = \"example.com\", version = \"v1\", kind = \"Widget\", namespaced, storage)]\n    pub struct WidgetSpec {\n        pub size: i32,\n    }\n}\n",
                    "",
                )],
                code: 1,
                stdout: "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0901]: widgets.example.com v1: the version was removed\n --> src/lib.rs:8:62\n  |\n8 |     #[crd(group = \"example.com\", version = \"v1beta1\", kind = \"Widget\", namespaced, shortname = \"wd\")]\n  |                                                              ^^^^^^^^ breaking for stored objects\n  |\n  = note: convention: CRD versioning: status.storedVersions\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml (an entry without a path accepts every breaking finding of its CRD or version, later ones too)\n  = help: objects are stored as this version (it was the storage version, so it is in `status.storedVersions`), and the API server refuses a CRD that drops such a version; keep it with `served = false` until a storage migration has rewritten every object and removed it from `status.storedVersions`\n\n",
            },
            Case {
                name: "a served version removed",
                edits: &[(
                    "pub mod v1beta1 {\n    use super::*;\n\n    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug)]\n    #[crd(group = \"example.com\", version = \"v1beta1\", kind = \"Widget\", namespaced, shortname = \"wd\")]\n    pub struct WidgetSpec {\n        pub size: i32,\n    }\n}\n\n",
                    "",
                )],
                code: 1,
                stdout: "2 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
                stderr: "error[E0902]: widgets.example.com v1beta1: the version was removed\n --> src/lib.rs:8:57\n  |\n8 |     #[crd(group = \"example.com\", version = \"v1\", kind = \"Widget\", namespaced, storage)]\n  |                                                         ^^^^^^^^ breaking for clients\n  |\n  = note: convention: CRD versioning: deprecating and removing a served version\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1beta1\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml (an entry without a path accepts every breaking finding of its CRD or version, later ones too)\n  = help: clients using it fail; mark it `deprecated` for a release, then `served = false`, before removing it\n\nerror[E0902]: widgets.example.com: `names.shortNames` no longer holds `wd`\n --> src/lib.rs:8:57\n  |\n8 |     #[crd(group = \"example.com\", version = \"v1\", kind = \"Widget\", namespaced, storage)]\n  |                                                         ^^^^^^^^ breaking for clients\n  |\n  = note: convention: api_changes.md: renaming a kind or resource\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml (an entry without a path accepts every breaking finding of its CRD or version, later ones too)\n  = help: `kubectl get` with it and scripts using it stop working; keep it\n\n",
            },
        ],
    );
}

#[test]
fn the_crds_of_before_come_from_the_tree_or_a_directory() {
    let dir = repository(BASE);
    assert_eq!(
        run(dir.path(), &["check"]),
        (
            Some(0),
            "0 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(),
            "".to_owned()
        )
    );
    let before = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(dir.path().join("config/crd/bases")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, before.path().join(path.file_name().unwrap())).unwrap();
    }
    write_edited(dir.path(), BASE, &[REMOVED]);
    assert_eq!(
        run(dir.path(), &["check", "--message-format", "short"]),
        (Some(1), "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "src/lib.rs:6:12: error[E0901]: `.spec.name` of widgets.example.com v1: the field was removed\n".to_owned())
    );
    // The default is what is committed (git's HEAD), not the files on disk: after
    // `generate` rewrote them from the new types, the change is still found.
    assert_eq!(run(dir.path(), &["generate"]).0, Some(0));
    assert_eq!(
        run(dir.path(), &["check", "--message-format", "short"]),
        (Some(1), "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "src/lib.rs:6:12: error[E0901]: `.spec.name` of widgets.example.com v1: the field was removed\n".to_owned())
    );
    let against = before.path().to_str().unwrap();
    assert_eq!(
        run(dir.path(), &["check", "--against-dir", against, "--message-format", "github"]),
        (Some(1), "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "::error file=src/lib.rs,line=6,col=12,endColumn=22,title=crdgen[E0901]::`.spec.name` of widgets.example.com v1: the field was removed%0Anote: convention: api_changes.md: removing a field%0Anote: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml%0Ahelp: stored values of it are pruned at the next write and clients that send it lose it; keep the field (documented as deprecated) in this version and remove it in a new version\n".to_owned())
    );
}

#[test]
fn the_crds_of_before_are_read_with_their_comments() {
    // A CRD kept by hand (or edited with kubectl) may carry comments: `check` reads it as
    // `crdgen import` does, the values only.
    let dir = repository(BASE);
    let before = tempfile::tempdir().unwrap();
    let crd = std::fs::read_to_string(dir.path().join("config/crd/bases/example.com_widgets.yaml"))
        .unwrap();
    let commented = format!(
        "# The CRD of release 1.0, kept by hand.\n{}",
        crd.replacen(
            "  group: example.com\n",
            "  group: example.com # the API group\n  # names follow\n",
            1
        )
    );
    assert_ne!(commented, crd);
    std::fs::write(before.path().join("example.com_widgets.yaml"), &commented).unwrap();
    write_edited(dir.path(), BASE, &[REMOVED]);
    let against = before.path().to_str().unwrap();
    assert_eq!(
        run(dir.path(), &["check", "--against-dir", against, "--message-format", "short"]),
        (Some(1), "1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "src/lib.rs:6:12: error[E0901]: `.spec.name` of widgets.example.com v1: the field was removed\n".to_owned())
    );
    // What the reader still refuses (an anchor) is E0905, at the place.
    let anchored = crd.replacen("  group: example.com\n", "  group: &g example.com\n", 1);
    std::fs::write(before.path().join("example.com_widgets.yaml"), &anchored).unwrap();
    let (code, stdout, stderr) = run(dir.path(), &["check", "--against-dir", against]);
    assert_eq!(
        (
            code,
            stdout.as_str(),
            stderr.replace(against, "<before>").as_str()
        ),
        (
            Some(2),
            "",
            "error[E0905]: cannot read the CRD of before: anchors are not supported\n --> <before>/example.com_widgets.yaml:7:10\n  |\n7 |   group: &g example.com\n  |          ^\n  |\n  = help: crdgen reads the CRD files it wrote (and controller-gen's); anchors, aliases and tags are not read\n"
        )
    );
}

#[test]
fn a_configuration_entry_accepts_a_finding_with_its_reason() {
    let dir = repository(BASE);
    std::fs::write(
        dir.path().join("crdgen.toml"),
        "[check]\nallow = [{ path = \".spec.name\", reason = \"never released\" }]\n",
    )
    .unwrap();
    // Before the change, the entry accepts nothing, and says so.
    assert_eq!(
        run(dir.path(), &["check", "--against", "HEAD"]),
        (
            Some(0),
            "0 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(),
            "warning[W0906]: the `[check] allow` entry { path = \".spec.name\" } accepts no breaking change\n |\n = note: its reason: never released\n = help: remove the entry once the change it accepted is released, or correct its crd, version and path (as the findings print them)\n\n".to_owned()
        )
    );
    write_edited(dir.path(), BASE, &[REMOVED]);
    assert_eq!(run(dir.path(), &["check", "--against", "HEAD"]), (Some(0), "0 breaking change(s), 1 accepted, 0 needing care, 0 compatible\n".to_owned(), "warning[W0904]: `.spec.name` of widgets.example.com v1: the field was removed\n --> src/lib.rs:6:12\n  |\n6 | pub struct WidgetSpec {\n  |            ^^^^^^^^^^ breaking for stored objects, accepted\n  |\n  = note: accepted: never released\n  = note: convention: api_changes.md: removing a field\n\n".to_owned()));
}

#[test]
fn verify_check_compat_runs_both_and_exits_with_the_worse() {
    let dir = repository(BASE);
    write_edited(dir.path(), BASE, &[REMOVED]);
    assert_eq!(run(dir.path(), &["verify", "--check-compat", "HEAD"]), (Some(1), "--- a/config/crd/bases/example.com_widgets.yaml\n+++ b/config/crd/bases/example.com_widgets.yaml\n@@ -39,8 +39,6 @@\n                 items:\n                   type: string\n                 type: array\n-              name:\n-                type: string\n               size:\n                 format: int32\n                 minimum: 1\ngenerated files are out of date: 1 changed, 0 missing, 0 stale; run `crdgen generate`\n1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "error[E0901]: `.spec.name` of widgets.example.com v1: the field was removed\n --> src/lib.rs:6:12\n  |\n6 | pub struct WidgetSpec {\n  |            ^^^^^^^^^^ breaking for stored objects\n  |\n  = note: convention: api_changes.md: removing a field\n  = note: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml\n  = help: stored values of it are pruned at the next write and clients that send it lose it; keep the field (documented as deprecated) in this version and remove it in a new version\n\n".to_owned()));
}

#[test]
fn an_unknown_revision_or_no_repository_is_an_error() {
    let dir = repository(BASE);
    assert_eq!(run(dir.path(), &["check", "--against", "no-such-branch"]), (Some(2), "".to_owned(), "error[E0905]: `no-such-branch` is not a revision of the git repository at .\n |\n = help: give a branch, tag or commit git knows; in a shallow CI clone, fetch the history first (actions/checkout with `fetch-depth: 0`)\n".to_owned()));
    std::fs::remove_dir_all(dir.path().join(".git")).unwrap();
    assert_eq!(run(dir.path(), &["check", "--against", "HEAD"]), (Some(2), "".to_owned(), "error[E0905]: `git rev-parse --verify --quiet --end-of-options HEAD^{commit}` failed: fatal: not a git repository (or any of the parent directories): .git\n |\n = help: `--against REV` needs git and a revision it knows (in a shallow CI clone, fetch the history first: actions/checkout with `fetch-depth: 0`)\n".to_owned()));
}

/// The `crdgen` command of the README's GitHub Actions step for `check`, as arguments.
fn readme_ci_command() -> Vec<String> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .unwrap();
    let section = readme
        .split("## `crdgen check`")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap();
    let line = section
        .lines()
        .find(|l| l.starts_with("- run: crdgen "))
        .unwrap();
    line["- run: crdgen ".len()..]
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_readme_github_actions_step_runs_as_documented() {
    let args = readme_ci_command();
    assert_eq!(
        args,
        [
            "verify",
            "--check-compat",
            "origin/main",
            "--message-format",
            "github"
        ]
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let dir = repository(BASE);
    // What `actions/checkout` with `fetch-depth: 0` leaves: the base branch as a
    // remote-tracking ref.
    git(
        dir.path(),
        &["update-ref", "refs/remotes/origin/main", "HEAD"],
    );
    assert_eq!(
        run(dir.path(), &args),
        (Some(0), "2 generated file(s) are up to date\n0 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n".to_owned(), "".to_owned())
    );
    // A pull request that removes a field and regenerates: fresh, but breaking.
    write_edited(dir.path(), BASE, &[REMOVED]);
    assert_eq!(crdgen(&["generate"], dir.path()).status.code(), Some(0));
    git(dir.path(), &["commit", "-q", "-am", "remove name"]);
    let (code, stdout, stderr) = run(dir.path(), &args);
    assert_eq!((code, stdout.as_str(), stderr.as_str()), README_BREAKING);
}

/// What the README's step prints when a pull request removes a field (and regenerates).
const README_BREAKING: (Option<i32>, &str, &str) = (
    Some(1),
    "2 generated file(s) are up to date\n1 breaking change(s), 0 accepted, 0 needing care, 0 compatible\n",
    "::error file=src/lib.rs,line=6,col=12,endColumn=22,title=crdgen[E0901]::`.spec.name` of widgets.example.com v1: the field was removed%0Anote: convention: api_changes.md: removing a field%0Anote: if the change is meant (nothing stored holds the old form yet, say), accept it: add { crd = \"widgets.example.com\", version = \"v1\", path = \".spec.name\", reason = \"...\" } to `allow` under `[check]` in crdgen.toml%0Ahelp: stored values of it are pruned at the next write and clients that send it lose it; keep the field (documented as deprecated) in this version and remove it in a new version\n",
);
