//! Label and field selectors against apimachinery's `labels.Parse`, `Requirement.Matches`,
//! `String()`, `LabelSelectorAsSelector` and `fields.ParseSelector` behaviour.
#![cfg(feature = "client")]

use std::collections::BTreeMap;

use crdgen::client::selector::{
    ErrorLocation, FieldOperator, FieldRequirement, FieldSelector, LabelSelector, Operator,
    Requirement,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1 as metav1;

fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn parse(s: &str) -> LabelSelector {
    LabelSelector::parse(s).unwrap_or_else(|e| panic!("{s:?} should parse: {e}"))
}

/// Input → canonical form (apimachinery's `String()`: sorted by key, values sorted).
#[test]
fn parses_to_canonical_form() {
    let cases = [
        ("", ""),
        ("   ", ""),
        ("x=a", "x=a"),
        ("x==a", "x==a"),
        ("x!=a", "x!=a"),
        ("x", "x"),
        ("!x", "!x"),
        ("x>1", "x>1"),
        ("x<10", "x<10"),
        ("x in (b,a)", "x in (a,b)"),
        ("x notin (a)", "x notin (a)"),
        ("x in (a,a,b)", "x in (a,b)"),
        ("z=1,a=2,m", "a=2,m,z=1"),
        ("  x  =  a , ! y ", "x=a,!y"),
        ("x=", "x="),
        ("x=,y", "x=,y"),
        ("x in ()", "x in ()"),
        ("x in (,)", "x in ()"),
        ("x in (,a)", "x in (,a)"),
        ("x in (a,)", "x in (,a)"),
        ("x in (a,,b)", "x in (,a,b)"),
        ("x in(a)", "x in (a)"),
        ("in in (in,notin)", "in in (in,notin)"),
        ("notin notin (in)", "notin notin (in)"),
        ("x=in", "x=in"),
        ("example.com/app=web", "example.com/app=web"),
        ("a.b-c_d=E.f-G_1", "a.b-c_d=E.f-G_1"),
        // Two requirements on one key stay in the order written.
        ("x!=a,x!=b", "x!=a,x!=b"),
        ("b=1,a=1,b=0", "a=1,b=1,b=0"),
        ("\tx\r\n=\ta\n", "x=a"),
    ];
    for (input, canonical) in cases {
        let selector = parse(input);
        assert_eq!(selector.to_string(), canonical, "{input:?}");
        // Canonical form parses back to the same selector.
        assert_eq!(parse(canonical), selector, "{canonical:?}");
        assert_eq!(input.parse::<LabelSelector>().as_ref(), Ok(&selector));
    }
}

#[test]
fn everything() {
    assert!(LabelSelector::everything().is_everything());
    assert!(parse("").is_everything());
    assert!(!parse("a").is_everything());
    assert_eq!(LabelSelector::everything(), parse(" "));
    assert!(LabelSelector::everything().matches(&labels(&[])));
    assert!(LabelSelector::everything().matches(&labels(&[("a", "b")])));
}

#[test]
fn requirements_are_exposed_sorted() {
    let selector = parse("b in (y,x),!a,c>5");
    let parts: Vec<(&str, Operator, Vec<&str>)> = selector
        .requirements()
        .iter()
        .map(|r| {
            (
                r.key(),
                r.operator(),
                r.values().iter().map(String::as_str).collect(),
            )
        })
        .collect();
    assert_eq!(
        parts,
        vec![
            ("a", Operator::DoesNotExist, vec![]),
            ("b", Operator::In, vec!["x", "y"]),
            ("c", Operator::GreaterThan, vec!["5"]),
        ]
    );
}

/// Selector × labels → match, apimachinery's semantics (notably: `!=` and `notin` match
/// objects without the key; `>`/`<` never match a non-integer).
#[test]
fn matches_like_apimachinery() {
    let none = labels(&[]);
    let web = labels(&[("app", "web"), ("tier", "front"), ("replicas", "3")]);
    let db = labels(&[("app", "db"), ("replicas", "x")]);
    let cases: [(&str, [bool; 3]); 22] = [
        // selector            none   web    db
        ("app=web", [false, true, false]),
        ("app==web", [false, true, false]),
        ("app!=web", [true, false, true]),
        ("app in (web,db)", [false, true, true]),
        ("app in (cache)", [false, false, false]),
        ("app notin (web)", [true, false, true]),
        ("app notin (web,db)", [true, false, false]),
        ("tier", [false, true, false]),
        ("!tier", [true, false, true]),
        ("replicas>2", [false, true, false]),
        ("replicas>3", [false, false, false]),
        ("replicas<4", [false, true, false]),
        ("replicas<3", [false, false, false]),
        ("replicas>0", [false, true, false]),
        ("app=web,tier=front", [false, true, false]),
        ("app=web,tier=back", [false, false, false]),
        ("app,!tier", [false, false, true]),
        ("tier=", [false, false, false]),
        ("tier!=", [true, true, true]),
        ("tier in ()", [false, false, false]),
        ("tier notin ()", [true, true, true]),
        ("", [true, true, true]),
    ];
    for (selector, expected) in cases {
        let parsed = parse(selector);
        let actual = [
            parsed.matches(&none),
            parsed.matches(&web),
            parsed.matches(&db),
        ];
        assert_eq!(actual, expected, "{selector:?}");
    }
    // The empty value is a value: `x=` matches a label set to "".
    assert!(parse("tier=").matches(&labels(&[("tier", "")])));
    assert!(parse("tier in (,a)").matches(&labels(&[("tier", "")])));
    assert!(!parse("tier!=").matches(&labels(&[("tier", "")])));
}

/// Every parse error: message, column, and the whole Display text.
#[test]
fn parse_errors_say_where_and_what() {
    let cases: &[(&str, usize, &str)] = &[
        ("x in (a", 8, "found end of string, expected: ',' or ')'"),
        ("x in a", 6, "found 'a', expected: '('"),
        ("x in", 5, "found end of string, expected: '('"),
        ("x in ()x", 8, "found 'x', expected: ',' or end of string"),
        ("x in (=)", 7, "found '=', expected: ',', ')' or a value"),
        ("x in (a,,)", 10, "found ')', expected: ',' or a value"),
        ("x in (a b)", 9, "found 'b', expected: ',' or ')'"),
        ("x in (a,=)", 9, "found '=', expected: ',' or a value"),
        (
            "x y",
            3,
            "found 'y', expected: one of in, notin, =, ==, !=, >, <",
        ),
        (
            "x (a)",
            3,
            "found '(', expected: one of in, notin, =, ==, !=, >, <",
        ),
        (
            "x=a,",
            5,
            "found end of string, expected: a key or '!' after ','",
        ),
        ("x=a,,y", 5, "found ',', expected: a key or '!' after ','"),
        ("x=a y", 5, "found 'y', expected: ',' or end of string"),
        ("x=(a)", 3, "found '(', expected: a value"),
        ("x===a", 4, "found '=', expected: a value"),
        ("x=>1", 3, "found '>', expected: a value"),
        ("!", 2, "found end of string, expected: a key"),
        ("!!x", 2, "found '!', expected: a key"),
        ("!x=a", 3, "found '=', expected: ',' or end of string"),
        ("!x in (a)", 4, "found 'in', expected: ',' or end of string"),
        (",x", 1, "found ',', expected: a key, '!' or end of string"),
        ("=a", 1, "found '=', expected: a key, '!' or end of string"),
        (")", 1, "found ')', expected: a key, '!' or end of string"),
        (
            "x>a",
            3,
            "invalid value 'a' for key 'x': '>' and '<' need an integer",
        ),
        (
            "x<1.5",
            3,
            "invalid value '1.5' for key 'x': '>' and '<' need an integer",
        ),
        (
            "x>",
            3,
            "invalid value '' for key 'x': '>' and '<' need an integer",
        ),
        (
            "x>99999999999999999999",
            3,
            "invalid value '99999999999999999999' for key 'x': '>' and '<' need an integer",
        ),
        (
            "x=-a",
            3,
            "invalid value '-a' for key 'x': a label value must be empty or consist of \
             alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')",
        ),
        (
            "x in (a, b/c)",
            10,
            "invalid value 'b/c' for key 'x': a label value must be empty or consist of \
             alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')",
        ),
        (
            "x>-1",
            3,
            "invalid value '-1' for key 'x': a label value must be empty or consist of \
             alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')",
        ),
        (
            "a/b/c",
            1,
            "invalid key 'a/b/c': a key is a name with an optional DNS subdomain prefix and \
             '/' (e.g. 'example.com/my-name'), so it has at most one '/'",
        ),
        (
            "x=a, /b",
            6,
            "invalid key '/b': the prefix before '/' must not be empty",
        ),
        (
            "Example.com/b",
            1,
            "invalid key 'Example.com/b': the prefix must be a lowercase DNS subdomain: lower \
             case alphanumerics, '-' and '.', starting and ending with an alphanumeric \
             (e.g. 'example.com')",
        ),
        (
            "example.com/",
            1,
            "invalid key 'example.com/': the name must not be empty",
        ),
        (
            "-x",
            1,
            "invalid key '-x': the name must consist of alphanumerics, '-', '_' and '.', \
             starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', '123-abc')",
        ),
        (
            "é=1",
            1,
            "invalid key 'é': the name must consist of alphanumerics, '-', '_' and '.', \
             starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', '123-abc')",
        ),
        // Columns count characters, not bytes.
        ("x in (é", 8, "found end of string, expected: ',' or ')'"),
    ];
    for &(input, column, message) in cases {
        let err = LabelSelector::parse(input).expect_err(input);
        assert_eq!(err.message(), message, "{input:?}");
        assert_eq!(err.location(), &ErrorLocation::Column(column), "{input:?}");
        assert_eq!(err.input(), input);
        assert_eq!(
            err.to_string(),
            format!("invalid label selector {input:?}: column {column}: {message}")
        );
    }
}

#[test]
fn length_limits() {
    let name63 = "n".repeat(63);
    let name64 = "n".repeat(64);
    let prefix253 = format!("{}.{}", "p".repeat(63), "q".repeat(189));
    assert_eq!(prefix253.len(), 253);
    let prefix254 = format!("{prefix253}r");
    assert_eq!(
        parse(&format!("{prefix253}/{name63}={name63}")).to_string(),
        format!("{prefix253}/{name63}={name63}")
    );
    let err = LabelSelector::parse(&name64).expect_err("64-character name");
    assert_eq!(
        err.message(),
        format!("invalid key '{name64}': the name must be no more than 63 characters")
    );
    let key = format!("{prefix254}/a");
    let err = LabelSelector::parse(&key).expect_err("254-character prefix");
    assert_eq!(
        err.message(),
        format!("invalid key '{key}': the prefix must be no more than 253 characters")
    );
    let err = LabelSelector::parse(&format!("a in (b,{name64})")).expect_err("long value");
    assert_eq!(
        err.message(),
        format!(
            "invalid value '{name64}' for key 'a': a label value must be no more than 63 \
             characters"
        )
    );
    assert_eq!(err.location(), &ErrorLocation::Column(9));
}

fn expression(
    key: &str,
    operator: &str,
    values: Option<&[&str]>,
) -> metav1::LabelSelectorRequirement {
    metav1::LabelSelectorRequirement {
        key: key.into(),
        operator: operator.into(),
        values: values.map(|v| v.iter().map(|s| s.to_string()).collect()),
    }
}

#[test]
fn from_metav1_label_selector() {
    let selector = metav1::LabelSelector {
        match_labels: Some(
            [("tier", "front"), ("app", "web")]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        ),
        match_expressions: Some(vec![
            expression("env", "In", Some(&["prod", "dev"])),
            expression("zone", "NotIn", Some(&["b"])),
            expression("canary", "DoesNotExist", None),
            expression("release", "Exists", Some(&[])),
        ]),
    };
    let parsed = LabelSelector::from_label_selector(&selector).expect("valid");
    assert_eq!(
        parsed.to_string(),
        "app=web,!canary,env in (dev,prod),release,tier=front,zone notin (b)"
    );
    assert!(parsed.matches(&labels(&[
        ("app", "web"),
        ("tier", "front"),
        ("env", "dev"),
        ("release", "1")
    ])));
    assert!(!parsed.matches(&labels(&[
        ("app", "web"),
        ("tier", "front"),
        ("env", "dev"),
        ("release", "1"),
        ("canary", "")
    ])));
    assert!(
        LabelSelector::from_label_selector(&metav1::LabelSelector::default())
            .expect("empty")
            .is_everything()
    );
}

#[test]
fn from_metav1_label_selector_errors() {
    let with = |expressions: Vec<metav1::LabelSelectorRequirement>| metav1::LabelSelector {
        match_labels: None,
        match_expressions: Some(expressions),
    };
    let cases: Vec<(metav1::LabelSelector, &str, &str)> = vec![
        (
            with(vec![
                expression("a", "In", Some(&["x"])),
                expression("b", "Gt", Some(&["1"])),
            ]),
            "matchExpressions[1].operator",
            "'Gt' is not a label selector operator, expected: In, NotIn, Exists or DoesNotExist",
        ),
        (
            with(vec![expression("a", "In", None)]),
            "matchExpressions[0].values",
            "'in' and 'notin' need at least one value",
        ),
        (
            with(vec![expression("a", "NotIn", Some(&[]))]),
            "matchExpressions[0].values",
            "'in' and 'notin' need at least one value",
        ),
        (
            with(vec![expression("a", "Exists", Some(&["x"]))]),
            "matchExpressions[0].values",
            "exists and does-not-exist take no values, found 1",
        ),
        (
            with(vec![expression("a", "In", Some(&["ok", "not ok"]))]),
            "matchExpressions[0].values[1]",
            "invalid value 'not ok' for key 'a': a label value must be empty or consist of \
             alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')",
        ),
        (
            with(vec![expression("a b", "Exists", None)]),
            "matchExpressions[0].key",
            "invalid key 'a b': the name must consist of alphanumerics, '-', '_' and '.', \
             starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', '123-abc')",
        ),
        (
            metav1::LabelSelector {
                match_labels: Some(BTreeMap::from([("app".to_string(), "a b".to_string())])),
                match_expressions: None,
            },
            "matchLabels[\"app\"]",
            "invalid value 'a b' for key 'app': a label value must be empty or consist of \
             alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')",
        ),
    ];
    for (selector, path, message) in cases {
        let err = LabelSelector::from_label_selector(&selector).expect_err(path);
        assert_eq!(err.location(), &ErrorLocation::Field(path.into()));
        assert_eq!(err.message(), message);
        assert_eq!(
            err.to_string(),
            format!("invalid label selector: {path}: {message}")
        );
    }
}

#[test]
fn requirement_new_validates() {
    let requirement = Requirement::new("app", Operator::In, ["b", "a", "b"]).expect("valid");
    assert_eq!(requirement.to_string(), "app in (a,b)");
    let err = Requirement::new("app", Operator::Equals, ["a", "b"]).expect_err("two values");
    assert_eq!(
        err.to_string(),
        "invalid label selector: values: '=', '==' and '!=' need exactly one value, found 2"
    );
    let err =
        Requirement::new("app", Operator::LessThan, Vec::<String>::new()).expect_err("no value");
    assert_eq!(
        err.to_string(),
        "invalid label selector: values: '>' and '<' need exactly one value, found 0"
    );
    let err = Requirement::new("app", Operator::GreaterThan, ["x"]).expect_err("not an integer");
    assert_eq!(
        err.to_string(),
        "invalid label selector: values[0]: invalid value 'x' for key 'app': '>' and '<' need \
         an integer"
    );
    let err = Requirement::new("", Operator::Exists, Vec::<String>::new()).expect_err("no key");
    assert_eq!(
        err.to_string(),
        "invalid label selector: key: invalid key '': the name must not be empty"
    );
    let selector = LabelSelector::from_requirements([
        Requirement::new("b", Operator::Exists, Vec::<String>::new()).expect("valid"),
        requirement,
    ]);
    assert_eq!(selector.to_string(), "app in (a,b),b");
}

fn field(field: &str, operator: FieldOperator, value: &str) -> FieldRequirement {
    FieldRequirement {
        field: field.into(),
        operator,
        value: value.into(),
    }
}

#[test]
fn field_selectors_parse() {
    use FieldOperator::{Equals, NotEquals};
    let cases: Vec<(&str, Vec<FieldRequirement>, &str)> = vec![
        ("", vec![], ""),
        (",", vec![], ""),
        (
            "metadata.name=web",
            vec![field("metadata.name", Equals, "web")],
            "metadata.name=web",
        ),
        (
            "metadata.name==web",
            vec![field("metadata.name", Equals, "web")],
            "metadata.name=web",
        ),
        (
            "metadata.name!=web",
            vec![field("metadata.name", NotEquals, "web")],
            "metadata.name!=web",
        ),
        (
            "metadata.namespace=b,metadata.name=a",
            vec![
                field("metadata.name", Equals, "a"),
                field("metadata.namespace", Equals, "b"),
            ],
            "metadata.name=a,metadata.namespace=b",
        ),
        ("a=", vec![field("a", Equals, "")], "a="),
        (
            "a=x\\,y\\=z\\\\",
            vec![field("a", Equals, "x,y=z\\")],
            "a=x\\,y\\=z\\\\",
        ),
        // Blanks are part of the field and the value, as on the API server.
        (" a = b", vec![field(" a ", Equals, " b")], " a = b"),
        // The first operator wins; at one position `!=` before `==` before `=`.
        ("a!=\\=b", vec![field("a", NotEquals, "=b")], "a!=\\=b"),
        ("a=!\\=b", vec![field("a", Equals, "!=b")], "a=!\\=b"),
    ];
    for (input, requirements, canonical) in cases {
        let selector = FieldSelector::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(
            selector.requirements(),
            requirements.as_slice(),
            "{input:?}"
        );
        assert_eq!(selector.to_string(), canonical, "{input:?}");
        assert_eq!(selector.is_everything(), requirements.is_empty());
        assert_eq!(FieldSelector::parse(canonical).as_ref(), Ok(&selector));
    }
    assert!(FieldSelector::everything().is_everything());
}

#[test]
fn field_selectors_match() {
    let fields = BTreeMap::from([
        ("metadata.name".to_string(), "web".to_string()),
        ("metadata.namespace".to_string(), "prod".to_string()),
    ]);
    let cases = [
        ("", true),
        ("metadata.name=web", true),
        ("metadata.name=db", false),
        ("metadata.name!=db", true),
        ("metadata.name=web,metadata.namespace=prod", true),
        ("metadata.name=web,metadata.namespace!=prod", false),
        // A field the object does not have is the empty string.
        ("spec.nodeName=", true),
        ("spec.nodeName!=a", true),
        ("spec.nodeName=a", false),
    ];
    for (input, expected) in cases {
        let selector: FieldSelector = input.parse().expect("valid");
        assert_eq!(selector.matches(&fields), expected, "{input:?}");
    }
}

#[test]
fn field_selector_errors() {
    let cases = [
        (
            "metadata.name",
            1,
            "found no operator in 'metadata.name', expected: '=', '==' or '!='",
        ),
        (
            "a=b,c",
            5,
            "found no operator in 'c', expected: '=', '==' or '!='",
        ),
        (
            "a=b\\x",
            4,
            "invalid escape sequence '\\x', expected: '\\\\', '\\,' or '\\='",
        ),
        (
            "a=b\\",
            4,
            "found '\\' at the end of a value, expected: an escaped '\\', ',' or '='",
        ),
        (
            "a=b=c",
            4,
            "found unescaped '=' in a value, expected: '\\='",
        ),
        (
            "a==b=c",
            5,
            "found unescaped '=' in a value, expected: '\\='",
        ),
        // `a!==b` is `a` `!=` `=b`, and `=b` has a bare `=`.
        (
            "a!==b",
            4,
            "found unescaped '=' in a value, expected: '\\='",
        ),
    ];
    for (input, column, message) in cases {
        let err = FieldSelector::parse(input).expect_err(input);
        assert_eq!(err.message(), message, "{input:?}");
        assert_eq!(err.location(), &ErrorLocation::Column(column), "{input:?}");
        assert_eq!(
            err.to_string(),
            format!("invalid field selector {input:?}: column {column}: {message}")
        );
    }
}
