//! The cases of apimachinery's `validation_test.go` for each rule, and every message's
//! exact text.

use super::*;

const LABEL_REGEX_ERROR: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_REGEX_ERROR: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const DNS1035_REGEX_ERROR: &str = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const NAME_REGEX_ERROR: &str = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE_REGEX_ERROR: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

fn messages(violations: Vec<Violation>) -> Vec<String> {
    violations.iter().map(ToString::to_string).collect()
}

fn format(part: Part, format: Format, flaw: Flaw) -> Violation {
    Violation {
        part,
        problem: Problem::Format { format, flaw },
    }
}

fn too_long(part: Part, length: usize, max: usize) -> Violation {
    Violation {
        part,
        problem: Problem::TooLong { length, max },
    }
}

#[test]
fn dns1123_labels() {
    for good in [
        "a",
        "ab",
        "abc",
        "a1",
        "a-1",
        "a--1--2--b",
        "0",
        "01",
        "012",
        "1a",
        "1-a",
        "1--a--b--2",
        &"a".repeat(63),
    ] {
        assert_eq!(is_dns1123_label(good), vec![], "{good}");
    }
    for bad in [
        "", "A", "ABC", "aBc", "A1", "A-1", "1-A", "-", "a-", "-a", "1-", "-1", "_", "a_", "_a",
        "a_b", "1_", "_1", "1_2", ".", "a.", ".a", "1.", ".1", " ", "a ", " a", "a b", "1 2", "é",
    ] {
        assert_eq!(
            messages(is_dns1123_label(bad)),
            [LABEL_REGEX_ERROR],
            "{bad:?}"
        );
    }
    assert_eq!(
        is_dns1123_label("a.b"),
        [format(Part::Whole, Format::Dns1123Label, Flaw::Dots)]
    );
    assert_eq!(messages(is_dns1123_label("a.b")), ["must not contain dots"]);
    assert_eq!(
        is_dns1123_label("a-"),
        [format(Part::Whole, Format::Dns1123Label, Flaw::End)]
    );
    assert_eq!(
        is_dns1123_label("aBc"),
        [format(Part::Whole, Format::Dns1123Label, Flaw::Char('B'))]
    );
    assert_eq!(
        is_dns1123_label(""),
        [format(Part::Whole, Format::Dns1123Label, Flaw::Empty)]
    );
    assert_eq!(
        messages(is_dns1123_label(&"a".repeat(64))),
        ["must be no more than 63 characters"]
    );
    assert_eq!(
        is_dns1123_label(&format!("{}_", "a".repeat(64))),
        [
            too_long(Part::Whole, 65, 63),
            format(Part::Whole, Format::Dns1123Label, Flaw::Char('_'))
        ]
    );
}

#[test]
fn dns1123_subdomains() {
    for good in [
        "a",
        "a.b.c",
        "1.a-b",
        "0.0",
        // No limit per label, as in apimachinery (kubernetes#8202 was never fixed).
        &format!("{}.com", "a".repeat(64)),
        &format!("a{}", ".a".repeat(126)),
    ] {
        assert_eq!(is_dns1123_subdomain(good), vec![], "{good}");
    }
    for bad in [
        "", "A", "a..b", ".a", "a.", "a_b.c", "-a.com", "a.-b", "é.com",
    ] {
        assert_eq!(
            messages(is_dns1123_subdomain(bad)),
            [SUBDOMAIN_REGEX_ERROR],
            "{bad:?}"
        );
    }
    assert_eq!(
        is_dns1123_subdomain("a..b"),
        [format(
            Part::Whole,
            Format::Dns1123Subdomain,
            Flaw::EmptyLabel
        )]
    );
    assert_eq!(
        is_dns1123_subdomain("ok.Example.com"),
        [format(
            Part::Whole,
            Format::Dns1123Subdomain,
            Flaw::Label("Example".into())
        )]
    );
    assert_eq!(
        is_dns1123_subdomain(""),
        [format(Part::Whole, Format::Dns1123Subdomain, Flaw::Empty)]
    );
    assert_eq!(
        messages(is_dns1123_subdomain(&format!("a{}.", ".a".repeat(126)))),
        [
            "must be no more than 253 characters".to_owned(),
            SUBDOMAIN_REGEX_ERROR.to_owned()
        ]
    );
}

#[test]
fn dns1035_labels() {
    for good in ["a", "ab", "abc", "a1", "a-1", "a--1--2--b", &"a".repeat(63)] {
        assert_eq!(is_dns1035_label(good), vec![], "{good}");
    }
    for bad in [
        "0", "01", "1a", "", "A", "aBc", "-", "a-", "-a", "a_b", "a.b", "a b", "é",
    ] {
        assert_eq!(
            messages(is_dns1035_label(bad)),
            [DNS1035_REGEX_ERROR],
            "{bad:?}"
        );
    }
    let flaw = |value| match is_dns1035_label(value).pop().map(|v| v.problem) {
        Some(Problem::Format { flaw, .. }) => Some(flaw),
        _ => None,
    };
    assert_eq!(flaw(""), Some(Flaw::Empty));
    assert_eq!(flaw("1Foo"), Some(Flaw::Char('F')));
    assert_eq!(flaw("1foo"), Some(Flaw::Start));
    assert_eq!(flaw("-foo"), Some(Flaw::Start));
    assert_eq!(flaw("foo-"), Some(Flaw::End));
    assert_eq!(
        is_dns1035_label(&"a".repeat(64)),
        [too_long(Part::Whole, 64, 63)]
    );
}

#[test]
fn qualified_names() {
    for good in [
        "simple",
        "now-with-dashes",
        "1-starts-with-num",
        "1234",
        "simple/simple",
        "now-with-dashes/simple",
        "now-with-dashes/now-with-dashes",
        "now.with.dots/simple",
        "now-with.dashes-and.dots/simple",
        "1-num.2-num/3-num",
        "1234/5678",
        "1.2.3.4/5678",
        "Uppercase_Is_OK_123",
        "example.com/Uppercase_Is_OK_123",
        "requests.storage-foo",
        &"a".repeat(63),
        &format!("{}/{}", "a".repeat(253), "b".repeat(63)),
    ] {
        assert_eq!(is_qualified_name(good), vec![], "{good}");
    }
    for bad in [
        "nospecialchars%^=@",
        "cantendwithadash-",
        "-cantstartwithadash-",
        "_a",
        "a b",
    ] {
        assert_eq!(
            messages(is_qualified_name(bad)),
            [format!("name part {NAME_REGEX_ERROR}")],
            "{bad:?}"
        );
    }
    assert_eq!(
        messages(is_qualified_name("only/one/slash")),
        [format!(
            "a qualified name {NAME_REGEX_ERROR} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
        )]
    );
    assert_eq!(
        is_qualified_name("/simple"),
        [Violation {
            part: Part::Prefix,
            problem: Problem::Empty
        }]
    );
    assert_eq!(
        messages(is_qualified_name("/simple")),
        ["prefix part must be non-empty"]
    );
    assert_eq!(
        messages(is_qualified_name("example.com/")),
        [
            "name part must be non-empty".to_owned(),
            format!("name part {NAME_REGEX_ERROR}")
        ]
    );
    assert_eq!(
        is_qualified_name("Example.com/x"),
        [format(
            Part::Prefix,
            Format::Dns1123Subdomain,
            Flaw::Label("Example".into())
        )]
    );
    assert_eq!(
        messages(is_qualified_name("Example.com/x")),
        [format!("prefix part {SUBDOMAIN_REGEX_ERROR}")]
    );
    assert_eq!(
        messages(is_qualified_name(&format!("{}/abc", "a".repeat(254)))),
        ["prefix part must be no more than 253 characters"]
    );
    assert_eq!(
        is_qualified_name(&"a".repeat(64)),
        [too_long(Part::Name, 64, 63)]
    );
    assert_eq!(
        messages(is_qualified_name(&"a".repeat(64))),
        ["name part must be no more than 63 characters"]
    );
    assert_eq!(
        is_qualified_name("x/a.b_"),
        [format(Part::Name, Format::QualifiedName, Flaw::End)]
    );
}

#[test]
fn label_values() {
    for good in [
        "",
        "simple",
        "now-with-dashes",
        "1-starts-with-num",
        "end-with-num-1",
        "1234",
        "1.2.3.4",
        "Uppercase_Is_OK_123",
        "v1.2_x-y",
        &"a".repeat(63),
    ] {
        assert_eq!(is_valid_label_value(good), vec![], "{good}");
    }
    for bad in [
        "nospecialchars%^=@",
        "Tama-nui-te-rā.is.Māori.sun",
        "\\backslashes\\are\\bad",
        "-starts-with-dash",
        "ends-with-dash-",
        ".starts.with.dot",
        "ends.with.dot.",
        "a/b",
    ] {
        assert_eq!(
            messages(is_valid_label_value(bad)),
            [LABEL_VALUE_REGEX_ERROR],
            "{bad:?}"
        );
    }
    assert_eq!(
        is_valid_label_value("a/b"),
        [format(Part::Whole, Format::LabelValue, Flaw::Char('/'))]
    );
    assert_eq!(
        is_valid_label_value("x."),
        [format(Part::Whole, Format::LabelValue, Flaw::End)]
    );
    assert_eq!(
        messages(is_valid_label_value(&"a".repeat(64))),
        ["must be no more than 63 characters"]
    );
}
