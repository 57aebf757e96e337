//! The forms diagnostics are printed in, chosen with `--message-format`: `human` (rustc's
//! layout, coloured only on a terminal), `short` (one `file:line:col: level: message` line
//! each, for editors and grep), `json` (one object per line, with the human rendering in
//! `rendered`, like cargo's), and `github` (GitHub Actions workflow commands, so
//! `crdgen verify` in CI annotates the pull request at the offending line).

use std::fmt::Write as _;

use serde_json::json;

use crate::diagnostic::{Diagnostic, Diagnostics, Severity};

/// How diagnostics are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MessageFormat {
    /// rustc's layout with the source line, label, notes and help.
    #[default]
    Human,
    /// One line per diagnostic.
    Short,
    /// One JSON object per line.
    Json,
    /// GitHub Actions `::error` / `::warning` workflow commands.
    Github,
}

impl MessageFormat {
    /// The names `--message-format` accepts, in help order.
    pub const NAMES: [&'static str; 4] = ["human", "short", "json", "github"];

    /// Parses a `--message-format` value.
    pub fn parse(name: &str) -> Option<MessageFormat> {
        match name {
            "human" => Some(MessageFormat::Human),
            "short" => Some(MessageFormat::Short),
            "json" => Some(MessageFormat::Json),
            "github" => Some(MessageFormat::Github),
            _ => None,
        }
    }
}

/// Renders `diagnostics` in `format`; `color` only affects `human`. The result ends
/// without a line break.
pub fn render(diagnostics: &Diagnostics, format: MessageFormat, color: bool) -> String {
    let lines: Vec<String> = diagnostics
        .0
        .iter()
        .map(|d| match format {
            MessageFormat::Human => d.render_styled(color),
            MessageFormat::Short => short(d),
            MessageFormat::Json => json_line(d),
            MessageFormat::Github => github(d),
        })
        .collect();
    let separator = if format == MessageFormat::Human {
        "\n\n"
    } else {
        "\n"
    };
    lines.join(separator)
}

fn level(d: &Diagnostic) -> &'static str {
    match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// `error[E0201]`.
fn level_with_code(d: &Diagnostic) -> String {
    format!("{}[{}]", level(d), d.code.id)
}

/// `crdgen[E0201]`: the title GitHub shows above the annotation.
fn github_title(d: &Diagnostic) -> String {
    format!("crdgen[{}]", d.code.id)
}

/// `src/lib.rs:7:11: error[E0201]: message` (rustc's `--error-format short`).
pub fn short(d: &Diagnostic) -> String {
    match &d.location {
        Some(l) => format!(
            "{}:{}:{}: {}: {}",
            l.file.display(),
            l.line,
            l.column,
            level_with_code(d),
            d.message
        ),
        None => format!("{}: {}", level_with_code(d), d.message),
    }
}

/// One JSON object: level, code (with its explanation, as cargo's messages carry
/// rustc's), message, span (file, line, column, width, label), notes, help, and the
/// human rendering.
pub fn json_line(d: &Diagnostic) -> String {
    let span = d.location.as_ref().map(|l| {
        json!({
            "file": l.file.display().to_string(),
            "line": l.line,
            "column": l.column,
            "width": l.width,
            "label": d.label,
        })
    });
    let code = json!({
        "code": d.code.id,
        "explanation": crate::diagnostic::codes::explanation_text(&d.code),
    });
    json!({
        "level": level(d),
        "code": code,
        "message": d.message,
        "span": span,
        "notes": d.notes,
        "help": d.help,
        "rendered": d.render(),
    })
    .to_string()
}

/// `::error file=src/lib.rs,line=7,col=11,title=crdgen[E0201]::message%0Ahelp: ...`.
pub fn github(d: &Diagnostic) -> String {
    let mut properties = Vec::new();
    if let Some(l) = &d.location {
        properties.push(format!(
            "file={}",
            escape_property(&l.file.display().to_string())
        ));
        properties.push(format!("line={}", l.line));
        properties.push(format!("col={}", l.column));
        if l.width > 1 {
            properties.push(format!("endColumn={}", l.column + l.width));
        }
    }
    properties.push(format!("title={}", escape_property(&github_title(d))));
    let mut text = d.message.clone();
    for note in &d.notes {
        let _ = write!(text, "\nnote: {note}");
    }
    if let Some(help) = &d.help {
        let _ = write!(text, "\nhelp: {help}");
    }
    format!(
        "::{} {}::{}",
        level(d),
        properties.join(","),
        escape_data(&text)
    )
}

/// Workflow-command message escaping (`%`, CR, LF), as @actions/core does.
fn escape_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Workflow-command property escaping: the message escapes plus `:` and `,`.
fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// Whether human output should be coloured: on a terminal, unless `NO_COLOR` is set to
/// a non-empty value (<https://no-color.org>).
pub fn use_color(is_terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    is_terminal && no_color.is_none_or(|v| v.is_empty())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::diagnostic::Location;

    fn sample() -> Diagnostic {
        Diagnostic::error(crate::diagnostic::codes::rbac::RBAC_UNKNOWN_VERB, "unknown verb `lsit`")
            .at(Location {
                file: PathBuf::from("src/lib.rs"),
                line: 3,
                column: 72,
                source_line: "#[crdgen::rbac(groups = \"apps\", resources = \"deployments\", verbs = \"get;lsit\")]".into(),
                width: 10,
            })
            .label("unknown verb")
            .note("a 100% sure note, with: punctuation")
            .help("did you mean `list`?")
    }

    #[test]
    fn short_json_and_github_forms() {
        let d = sample();
        assert_eq!(
            short(&d),
            "src/lib.rs:3:72: error[E0507]: unknown verb `lsit`"
        );
        assert_eq!(
            github(&d),
            "::error file=src/lib.rs,line=3,col=72,endColumn=82,title=crdgen[E0507]::unknown verb `lsit`%0Anote: a 100%25 sure note, with: punctuation%0Ahelp: did you mean `list`?"
        );
        let value: serde_json::Value = serde_json::from_str(&json_line(&d)).unwrap();
        assert_eq!(
            value,
            json!({
                "level": "error",
                "code": {
                    "code": "E0507",
                    "explanation": crate::diagnostic::codes::explanation_text(&crate::diagnostic::codes::rbac::RBAC_UNKNOWN_VERB),
                },
                "message": "unknown verb `lsit`",
                "span": {"file": "src/lib.rs", "line": 3, "column": 72, "width": 10, "label": "unknown verb"},
                "notes": ["a 100% sure note, with: punctuation"],
                "help": "did you mean `list`?",
                "rendered": d.render(),
            })
        );
        let no_location =
            Diagnostic::warning(crate::diagnostic::codes::rbac::RBAC_WILDCARD, "x, y: z");
        assert_eq!(short(&no_location), "warning[W0501]: x, y: z");
        assert_eq!(
            github(&no_location),
            "::warning title=crdgen[W0501]::x, y: z"
        );
        assert_eq!(escape_property("a:b,c%"), "a%3Ab%2Cc%25");
    }

    #[test]
    fn colour_only_on_a_terminal_without_no_color() {
        use std::ffi::OsStr;
        assert!(use_color(true, None));
        assert!(use_color(true, Some(OsStr::new(""))));
        assert!(!use_color(true, Some(OsStr::new("1"))));
        assert!(!use_color(false, None));
        let d = sample();
        assert_eq!(d.render_styled(false), d.render());
        let styled = d.render_styled(true);
        assert!(styled.contains('\u{1b}'), "{styled}");
        assert!(styled.contains("src/lib.rs:3:72"), "{styled}");
    }
}
