//! What a rule reports: one [`Violation`] per message apimachinery would return, with
//! enough structure for a caller to word it its own way, and apimachinery's own wording
//! as its `Display`.

use std::fmt;

/// One way a value breaks a rule: one entry of the `[]string` apimachinery's
/// `Is…` function returns, in the same order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Violation {
    /// Which part of the value it is about.
    pub part: Part,
    /// What is wrong with it.
    pub problem: Problem,
}

/// The part of a value a [`Violation`] is about: only qualified names (label keys) have
/// parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// The whole value.
    Whole,
    /// The DNS subdomain before the `/` of a qualified name.
    Prefix,
    /// The name of a qualified name (after the `/`, or all of it without one).
    Name,
}

/// What is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Problem {
    /// Empty where the rule needs a value (apimachinery's `EmptyError`): the prefix
    /// before a `/`, or the name part.
    Empty,
    /// Longer than the rule allows (`MaxLenError`). Lengths are in bytes, as Go's `len`
    /// counts them.
    TooLong {
        /// The value's length.
        length: usize,
        /// The most the rule allows.
        max: usize,
    },
    /// Does not match the rule's pattern (`RegexError`).
    Format {
        /// The pattern.
        format: Format,
        /// The first thing wrong with the value, for messages that say where.
        flaw: Flaw,
    },
    /// A qualified name with more than one `/`; apimachinery reports nothing else then.
    TooManySlashes,
}

/// The patterns of apimachinery's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// `IsDNS1123Label`: `[a-z0-9]([-a-z0-9]*[a-z0-9])?`.
    Dns1123Label,
    /// `IsDNS1123Subdomain`: DNS-1123 labels joined by `.` (no limit per label).
    Dns1123Subdomain,
    /// `IsDNS1035Label`: `[a-z]([-a-z0-9]*[a-z0-9])?`.
    Dns1035Label,
    /// The name part of `IsQualifiedName`: `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`.
    QualifiedName,
    /// `IsValidLabelValue`: empty, or what a qualified name's name part may be.
    LabelValue,
}

/// The first thing wrong with a value that does not match its [`Format`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Flaw {
    /// The value is empty.
    Empty,
    /// A character the format allows nowhere (the first one).
    Char(char),
    /// The first character is allowed inside the value but not at its start (`-`, or a
    /// digit in a DNS-1035 label).
    Start,
    /// The last character is allowed inside the value but not at its end.
    End,
    /// A subdomain with an empty label: two dots in a row, or a dot at either end.
    EmptyLabel,
    /// The first label of a subdomain that is not a DNS-1123 label.
    Label(String),
    /// A DNS-1123 label with dots that would be a valid subdomain (apimachinery then
    /// says only "must not contain dots").
    Dots,
}

impl Format {
    /// apimachinery's description of the pattern (`dns1123LabelErrMsg`, …).
    fn description(self) -> &'static str {
        match self {
            Format::Dns1123Label => {
                "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"
            }
            Format::Dns1123Subdomain => {
                "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"
            }
            Format::Dns1035Label => {
                "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character"
            }
            Format::QualifiedName => {
                "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
            }
            Format::LabelValue => {
                "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
            }
        }
    }

    /// The regular expression apimachinery shows (`dns1123LabelFmt`, …).
    pub fn regex(self) -> &'static str {
        match self {
            Format::Dns1123Label => "[a-z0-9]([-a-z0-9]*[a-z0-9])?",
            Format::Dns1123Subdomain => {
                "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*"
            }
            Format::Dns1035Label => "[a-z]([-a-z0-9]*[a-z0-9])?",
            Format::QualifiedName => "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]",
            Format::LabelValue => "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?",
        }
    }

    /// The examples apimachinery gives with the pattern.
    fn examples(self) -> &'static [&'static str] {
        match self {
            Format::Dns1123Label => &["my-name", "123-abc"],
            Format::Dns1123Subdomain => &["example.com"],
            Format::Dns1035Label => &["my-name", "abc-123"],
            Format::QualifiedName => &["MyName", "my.name", "123-abc"],
            Format::LabelValue => &["MyValue", "my_value", "12345"],
        }
    }

    /// apimachinery's `RegexError(msg, fmt, examples...)` for this pattern, including
    /// its spacing: each example is followed by `, ` and joined with ` or `, so the
    /// server's text has two spaces before each `or`.
    pub fn regex_error(self) -> String {
        let mut message = format!("{} (e.g. ", self.description());
        for (i, example) in self.examples().iter().enumerate() {
            if i > 0 {
                message.push_str(" or ");
            }
            message.push_str(&format!("'{example}', "));
        }
        message.push_str(&format!("regex used for validation is '{}')", self.regex()));
        message
    }
}

impl fmt::Display for Violation {
    /// The message apimachinery's `k8s.io/apimachinery/pkg/util/validation` returns,
    /// word for word (`prefix part …`, `name part …` for qualified names). Newer
    /// releases route label keys and values through `pkg/api/validate/content`, which
    /// calls a key with two slashes "a valid label key" and may count lengths in
    /// "bytes"; object names (`IsDNS1123Subdomain`) keep this wording.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.part {
            Part::Whole => {}
            Part::Prefix => f.write_str("prefix part ")?,
            Part::Name => f.write_str("name part ")?,
        }
        match &self.problem {
            Problem::Empty => f.write_str("must be non-empty"),
            Problem::TooLong { max, .. } => write!(f, "must be no more than {max} characters"),
            Problem::Format {
                flaw: Flaw::Dots, ..
            } => f.write_str("must not contain dots"),
            Problem::Format { format, .. } => f.write_str(&format.regex_error()),
            Problem::TooManySlashes => write!(
                f,
                "a qualified name {} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
                Format::QualifiedName.regex_error()
            ),
        }
    }
}
