//! `--message-format`: the same diagnostic as one short line, a JSON object, or a GitHub
//! Actions annotation; verify's stale files as annotations; no colour off a terminal.

mod common;

use common::{crdgen, text};

const LIB: &str = "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get;lsit\")]\npub fn reconcile() {}\n";

fn crate_with(lib: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("Cargo.toml"),
        "[package]\nname = \"op\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), lib).unwrap();
    dir
}

/// `crdgen explain E0507`'s text, which the JSON form carries with the code.
const UNKNOWN_VERB_EXPLANATION: &str = "An RBAC marker names a verb the API server does not know.\n\nVerbs are lowercase (`get`, `list`, `watch`, `create`, `update`, `patch`, `delete`,\n`deletecollection`, and a few special ones); an unknown verb is accepted by the API\nserver but grants nothing, so the controller fails with \"forbidden\" at run time.";

const HELP: &str = "did you mean `list`? known verbs: get, list, watch, create, update, patch, delete, deletecollection, escalate, bind, impersonate, use, approve, sign, *";

#[test]
fn each_format_prints_the_same_error() {
    let dir = crate_with(LIB);
    let human = crdgen(&["generate"], dir.path());
    assert_eq!(human.status.code(), Some(2));
    let rendered = format!(
        "error[E0507]: unknown verb `lsit`\n --> src/lib.rs:1:68\n  |\n1 | {}\n  |                                                                    ^^^^^^^^^^ unknown verb\n  |\n  = help: {HELP}",
        LIB.lines().next().unwrap()
    );
    // Not a terminal: no colour escapes.
    assert_eq!(text(&human.stderr), format!("{rendered}\n"));

    let short = crdgen(&["generate", "--message-format", "short"], dir.path());
    assert_eq!(short.status.code(), Some(2));
    assert_eq!(
        text(&short.stderr),
        "src/lib.rs:1:68: error[E0507]: unknown verb `lsit`\n"
    );

    let json = crdgen(&["verify", "--message-format", "json"], dir.path());
    assert_eq!(json.status.code(), Some(2));
    let value: serde_json::Value = serde_json::from_str(text(&json.stderr).trim_end()).unwrap();
    assert_eq!(
        value,
        serde_json::json!({
            "level": "error",
            "code": {"code": "E0507", "explanation": UNKNOWN_VERB_EXPLANATION},
            "message": "unknown verb `lsit`",
            "span": {"file": "src/lib.rs", "line": 1, "column": 68, "width": 10, "label": "unknown verb"},
            "notes": [],
            "help": HELP,
            "rendered": rendered,
        })
    );

    let github = crdgen(&["verify", "--message-format", "github"], dir.path());
    assert_eq!(github.status.code(), Some(2));
    assert_eq!(
        text(&github.stderr),
        format!(
            "::error file=src/lib.rs,line=1,col=68,endColumn=78,title=crdgen[E0507]::unknown verb `lsit`%0Ahelp: {HELP}\n"
        )
    );
}

#[test]
fn verify_annotates_each_stale_file_for_github() {
    let dir = crate_with(&LIB.replace("lsit", "list"));
    let out = crdgen(&["verify", "--message-format", "github"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "::error file=config/rbac/.crdgen-manifest,line=1,col=1,title=crdgen[E0707]::generated file is missing%0Ahelp: run `crdgen generate` and commit the result\n::error file=config/rbac/role.yaml,line=1,col=1,title=crdgen[E0707]::generated file is missing%0Ahelp: run `crdgen generate` and commit the result\n"
    );
    // The human report still goes to stdout.
    assert_eq!(
        text(&out.stdout),
        "missing: config/rbac/.crdgen-manifest (would be generated)\nmissing: config/rbac/role.yaml (would be generated)\ngenerated files are out of date: 0 changed, 2 missing, 0 stale; run `crdgen generate`\n"
    );
}

#[test]
fn warnings_keep_their_level_and_the_exit_code() {
    let dir = crate_with(&LIB.replace("get;lsit", "*"));
    let out = crdgen(&["generate", "--message-format", "short"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "src/lib.rs:1:68: warning[W0501]: RBAC marker grants `*` in `verbs`: more than least privilege\n"
    );
}

#[test]
fn an_unknown_format_is_refused_by_name() {
    let dir = crate_with(LIB);
    let out = crdgen(&["generate", "--message-format", "xml"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with("error: invalid value 'xml' for '--message-format <MESSAGE_FORMAT>'\n  [possible values: human, short, json, github]\n"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_changed_file_is_annotated_at_its_first_changed_line() {
    let dir = crate_with(&LIB.replace("get;lsit", "get;list"));
    let out = crdgen(&["generate"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let role = dir.path().join("config/rbac/role.yaml");
    let generated = std::fs::read_to_string(&role).unwrap();
    // One verb more in the source: `- watch` is appended after `- list`, the file's
    // last line, which is where the annotation points.
    std::fs::write(
        dir.path().join("src/lib.rs"),
        LIB.replace("get;lsit", "get;list;watch"),
    )
    .unwrap();
    assert_eq!(generated.lines().last(), Some("  - list"));
    let line = generated.lines().count();
    let out = crdgen(&["verify", "--message-format", "github"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "::error file=config/rbac/role.yaml,line={line},col=1,title=crdgen[E0706]::generated file is out of date%0Ahelp: run `crdgen generate` and commit the result\n"
        )
    );
    // Another group: the change is in the middle, at `- apps`.
    std::fs::write(
        dir.path().join("src/lib.rs"),
        LIB.replace("get;lsit", "get;list").replace("apps", "batch"),
    )
    .unwrap();
    let line = generated.lines().position(|l| l == "  - apps").unwrap() + 1;
    assert!(line < generated.lines().count());
    let out = crdgen(&["verify", "--message-format", "github"], dir.path());
    assert_eq!(
        text(&out.stderr),
        format!(
            "::error file=config/rbac/role.yaml,line={line},col=1,title=crdgen[E0706]::generated file is out of date%0Ahelp: run `crdgen generate` and commit the result\n"
        )
    );
}

#[test]
fn allowed_warnings_are_not_reported_even_under_strict() {
    let dir = crate_with(&LIB.replace("get;lsit", "*"));
    let out = crdgen(&["generate", "--strict", "--allow", "W0501"], dir.path());
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (Some(0), String::new())
    );
    // The same from the configuration; `--allow` adds to it.
    std::fs::write(dir.path().join("crdgen.toml"), "allow = [\"w0501\"]\n").unwrap();
    let out = crdgen(&["verify", "--strict"], dir.path());
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (Some(0), String::new())
    );
    let out = crdgen(
        &["verify", "--allow", "E0507", "--allow", "W205"],
        dir.path(),
    );
    assert_eq!(
        (out.status.code(), text(&out.stderr)),
        (
            Some(2),
            "error[E0027]: `allow` names `E0507`, an error: only warnings can be allowed\n |\n = help: fix what the error says; `allow` takes warning codes (W…)\n\nerror[E0027]: `allow` names `W205`, which is not a crdgen warning code\n |\n = help: `crdgen explain --list` lists the codes; warnings look like W0205\n".to_owned()
        )
    );
}
