//! The `kubernetes.NamedFormat` type of kube-apiserver's CEL library
//! (`k8s.io/apiserver/pkg/cel/library/format.go`): `format.<name>()`,
//! `format.named(name)` (an optional format) and `<format>.validate(s)`, which is
//! `optional.none()` for a valid string and `optional.of([messages])` otherwise, with
//! apimachinery's messages (`IsDNS1123Label`, `IsLabelKey`, …).

use std::sync::{Arc, LazyLock};

use cel::common::types::STRING_TYPE;
use cel::objects::{Opaque, OptionalValue};
use cel::{DeclarationError, Env, Value};
use regex::Regex;

use super::overload::{opaque, opaque_type, overload, string, wrap};

/// The CEL type name of formats.
const FORMAT: &str = "kubernetes.NamedFormat";

/// The formats of `ConstantFormats`, by the name CEL calls them.
const NAMES: [&str; 14] = [
    "dns1123Label",
    "dns1123Subdomain",
    "dns1035Label",
    "qualifiedName",
    "portName",
    "dns1123LabelPrefix",
    "dns1123SubdomainPrefix",
    "dns1035LabelPrefix",
    "labelValue",
    "uri",
    "uuid",
    "byte",
    "date",
    "datetime",
];

/// A named format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Format(&'static str);

impl Opaque for Format {
    fn runtime_type_name(&self) -> &str {
        FORMAT
    }
}

const DNS1123_LABEL: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const DNS1123_LABEL_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
const DNS1123_SUBDOMAIN_MSG: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
const DNS1035_LABEL: &str = "[a-z]([-a-z0-9]*[a-z0-9])?";
const DNS1035_LABEL_MSG: &str = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character";
const LABEL_KEY: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const LABEL_KEY_MSG: &str = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_MSG: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

fn dns1123_subdomain() -> String {
    format!(r"{DNS1123_LABEL}(\.{DNS1123_LABEL})*")
}

fn label_value() -> String {
    format!("({LABEL_KEY})?")
}

/// Does `value` match `^pattern$`? The patterns are the five constants above, each
/// compiled once.
fn full_match(pattern: &str, value: &str) -> bool {
    type Compiled = LazyLock<Option<Regex>>;
    fn whole(pattern: &str) -> Option<Regex> {
        Regex::new(&format!("^(?:{pattern})$")).ok()
    }
    static LABEL: Compiled = LazyLock::new(|| whole(DNS1123_LABEL));
    static SUBDOMAIN: Compiled = LazyLock::new(|| whole(&dns1123_subdomain()));
    static DNS1035: Compiled = LazyLock::new(|| whole(DNS1035_LABEL));
    static KEY: Compiled = LazyLock::new(|| whole(LABEL_KEY));
    static VALUE: Compiled = LazyLock::new(|| whole(&label_value()));
    let re: &Compiled = match pattern {
        DNS1123_LABEL => &LABEL,
        DNS1035_LABEL => &DNS1035,
        LABEL_KEY => &KEY,
        p if p == dns1123_subdomain() => &SUBDOMAIN,
        _ => &VALUE,
    };
    re.as_ref().is_some_and(|re| re.is_match(value))
}

/// `MaxLenError`.
fn max_len(n: usize) -> String {
    format!("must be no more than {n} bytes")
}

/// `RegexError`, with its examples.
fn regex_error(msg: &str, re: &str, examples: &[&str]) -> String {
    if examples.is_empty() {
        return format!("{msg} (regex used for validation is '{re}')");
    }
    let mut out = format!("{msg} (e.g. ");
    for (i, e) in examples.iter().enumerate() {
        if i > 0 {
            out.push_str(" or ");
        }
        out.push_str(&format!("'{e}', "));
    }
    out.push_str(&format!("regex used for validation is '{re}')"));
    out
}

/// `IsDNS1123Label`.
fn dns1123_label(value: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if value.len() > 63 {
        errs.push(max_len(63));
    }
    if !full_match(DNS1123_LABEL, value) {
        if full_match(&dns1123_subdomain(), value) {
            errs.push("must not contain dots".to_owned());
        } else {
            errs.push(regex_error(
                DNS1123_LABEL_MSG,
                DNS1123_LABEL,
                &["my-name", "123-abc"],
            ));
        }
    }
    errs
}

/// `IsDNS1123Subdomain`.
fn dns1123_subdomain_errors(value: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if value.len() > 253 {
        errs.push(max_len(253));
    }
    let re = dns1123_subdomain();
    if !full_match(&re, value) {
        errs.push(regex_error(DNS1123_SUBDOMAIN_MSG, &re, &["example.com"]));
    }
    errs
}

/// `IsDNS1035Label`.
fn dns1035_label(value: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if value.len() > 63 {
        errs.push(max_len(63));
    }
    if !full_match(DNS1035_LABEL, value) {
        errs.push(regex_error(
            DNS1035_LABEL_MSG,
            DNS1035_LABEL,
            &["my-name", "abc-123"],
        ));
    }
    errs
}

/// `IsLabelKey` (`IsQualifiedName`).
fn qualified_name(value: &str) -> Vec<String> {
    let mut errs = Vec::new();
    let parts: Vec<&str> = value.split('/').collect();
    let name = match parts.as_slice() {
        [name] => *name,
        [prefix, name] => {
            if prefix.is_empty() {
                errs.push("prefix part must be non-empty".to_owned());
            } else {
                errs.extend(
                    dns1123_subdomain_errors(prefix)
                        .into_iter()
                        .map(|m| format!("prefix part {m}")),
                );
            }
            *name
        }
        _ => {
            errs.push(format!(
                "a valid label key {} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
                regex_error(LABEL_KEY_MSG, LABEL_KEY, &["MyName", "my.name", "123-abc"])
            ));
            return errs;
        }
    };
    if name.is_empty() {
        errs.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errs.push(format!("name part {}", max_len(63)));
    }
    if !full_match(LABEL_KEY, name) {
        errs.push(format!(
            "name part {}",
            regex_error(LABEL_KEY_MSG, LABEL_KEY, &["MyName", "my.name", "123-abc"])
        ));
    }
    errs
}

/// `IsValidPortName`.
fn port_name(port: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if port.len() > 15 {
        errs.push(max_len(15));
    }
    if port.is_empty()
        || !port
            .bytes()
            .all(|c| c == b'-' || c.is_ascii_lowercase() || c.is_ascii_digit())
    {
        errs.push(
            "must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)".to_owned(),
        );
    }
    if !port.bytes().any(|c| c.is_ascii_lowercase()) {
        errs.push("must contain at least one letter (a-z)".to_owned());
    }
    if port.contains("--") {
        errs.push("must not contain consecutive hyphens".to_owned());
    }
    if port.starts_with('-') || port.ends_with('-') {
        errs.push("must not begin or end with a hyphen".to_owned());
    }
    errs
}

/// `IsLabelValue`.
fn label_value_errors(value: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if value.len() > 63 {
        errs.push(max_len(63));
    }
    let re = label_value();
    if !full_match(&re, value) {
        errs.push(regex_error(
            LABEL_VALUE_MSG,
            &re,
            &["MyValue", "my_value", "12345"],
        ));
    }
    errs
}

/// `maskTrailingDash`: a name that will get a suffix may end in a dash (the server
/// replaces its last two characters with `a`).
fn mask_trailing_dash(name: &str) -> String {
    if name.len() > 1 && name.ends_with('-') {
        let mut cut = name.len() - 2;
        while !name.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}a", &name[..cut])
    } else {
        name.to_owned()
    }
}

/// `base64.StdEncoding.DecodeString` succeeds (it skips CR and LF).
fn is_base64(s: &str) -> bool {
    let b: Vec<u8> = s.bytes().filter(|&c| c != b'\r' && c != b'\n').collect();
    if !b.len().is_multiple_of(4) {
        return false;
    }
    let alphabet = |c: u8| c.is_ascii_alphanumeric() || c == b'+' || c == b'/';
    let chunks: Vec<&[u8]> = b.chunks(4).collect();
    chunks.iter().enumerate().all(|(i, q)| {
        if i + 1 < chunks.len() {
            return q.iter().all(|&c| alphabet(c));
        }
        match q {
            [a, b, b'=', b'='] => alphabet(*a) && alphabet(*b),
            [a, b, c, b'='] => alphabet(*a) && alphabet(*b) && alphabet(*c),
            _ => q.iter().all(|&c| alphabet(c)),
        }
    })
}

impl Format {
    /// The format's `ValidateFunc`: its messages, none when `s` is valid.
    fn validate(&self, s: &str) -> Vec<String> {
        let one = |ok: bool, msg: &str| if ok { vec![] } else { vec![msg.to_owned()] };
        match self.0 {
            "dns1123Label" => dns1123_label(s),
            "dns1123Subdomain" => dns1123_subdomain_errors(s),
            "dns1035Label" => dns1035_label(s),
            "qualifiedName" => qualified_name(s),
            "portName" => port_name(s),
            "dns1123LabelPrefix" => dns1123_label(&mask_trailing_dash(s)),
            "dns1123SubdomainPrefix" => dns1123_subdomain_errors(&mask_trailing_dash(s)),
            "dns1035LabelPrefix" => dns1035_label(&mask_trailing_dash(s)),
            "labelValue" => label_value_errors(s),
            "uri" => super::url::parse_request_uri(s).err().into_iter().collect(),
            "uuid" => one(
                crate::formats::accepts("uuid", s),
                "does not match the UUID format",
            ),
            "byte" => one(is_base64(s), "invalid base64"),
            "date" => one(crate::formats::accepts("date", s), "invalid date"),
            _ => one(crate::formats::accepts("datetime", s), "invalid datetime"),
        }
    }
}

fn optional(value: Option<Value>) -> Value {
    Value::Opaque(Arc::new(match value {
        Some(v) => OptionalValue::of(v),
        None => OptionalValue::none(),
    }))
}

overload!(format_validate, |a| {
    let messages = opaque::<Format>(a, 0)?.validate(string(a, 1)?);
    Ok(optional((!messages.is_empty()).then(|| {
        Value::List(Arc::new(messages.into_iter().map(Value::from).collect()))
    })))
});
overload!(format_named, |a| {
    let name = string(a, 0)?;
    Ok(optional(
        NAMES.iter().find(|n| **n == name).map(|n| wrap(Format(n))),
    ))
});

/// One overload per named format: `format.<name>()`.
macro_rules! constant_formats {
    ($env:ident, $($name:literal => $f:ident),* $(,)?) => {
        $(
            overload!($f, |_a| Ok(wrap(Format($name))));
            $env.add_overload(concat!("format.", $name), concat!("format.", $name), vec![], $f)?;
        )*
    };
}

/// Registers the format library.
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_type(opaque_type(FORMAT))?;
    env.add_member_overload(
        "validate",
        "format-validate",
        opaque_type(FORMAT),
        vec![STRING_TYPE],
        format_validate,
    )?;
    env.add_overload(
        "format.named",
        "format-named",
        vec![STRING_TYPE],
        format_named,
    )?;
    constant_formats!(env,
        "dns1123Label" => dns1123_label_format,
        "dns1123Subdomain" => dns1123_subdomain_format,
        "dns1035Label" => dns1035_label_format,
        "qualifiedName" => qualified_name_format,
        "portName" => port_name_format,
        "dns1123LabelPrefix" => dns1123_label_prefix_format,
        "dns1123SubdomainPrefix" => dns1123_subdomain_prefix_format,
        "dns1035LabelPrefix" => dns1035_label_prefix_format,
        "labelValue" => label_value_format,
        "uri" => uri_format,
        "uuid" => uuid_format,
        "byte" => byte_format,
        "date" => date_format,
        "datetime" => datetime_format,
    );
    Ok(())
}
