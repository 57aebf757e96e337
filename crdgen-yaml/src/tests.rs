//! go-yaml v2.4.0's own outputs (`yaml-vectors/scalars.txt` and `layout.md` in the
//! conformance data), transcribed as Rust literals, plus reading them back.

use serde_json::{Value, json};

use super::{YamlError, YamlErrorKind, document, format, parse, to_string};

/// `scalars.txt`: a string value and what go-yaml v2.4.0 writes for it.
const SCALARS: &[(&str, &str)] = &[
    ("on", "\"on\""),
    ("y", "\"y\""),
    ("Y", "\"Y\""),
    ("yes", "\"yes\""),
    ("No", "\"No\""),
    ("OFF", "\"OFF\""),
    ("true", "\"true\""),
    ("True", "\"True\""),
    ("TRUE", "\"TRUE\""),
    ("tRUE", "tRUE"),
    ("null", "\"null\""),
    ("Null", "\"Null\""),
    ("~", "\"~\""),
    ("", "\"\""),
    ("1", "\"1\""),
    ("-1", "\"-1\""),
    ("+1", "\"+1\""),
    ("007", "\"007\""),
    ("08", "\"08\""),
    ("0x1F", "\"0x1F\""),
    ("0o17", "\"0o17\""),
    ("0b101", "\"0b101\""),
    ("1_000", "\"1_000\""),
    ("1.0", "\"1.0\""),
    ("1e3", "\"1e3\""),
    ("1E3", "\"1E3\""),
    (".5", "\".5\""),
    ("-.5", "\"-.5\""),
    ("5.", "\"5.\""),
    (".inf", "\".inf\""),
    ("-.Inf", "\"-.Inf\""),
    (".nan", "\".nan\""),
    ("NaN", "NaN"),
    ("Inf", "Inf"),
    ("inf", "inf"),
    ("12:30", "\"12:30\""),
    ("1:20:30", "\"1:20:30\""),
    ("-1:30", "\"-1:30\""),
    ("2023-01-02", "\"2023-01-02\""),
    ("2023-1-2", "\"2023-1-2\""),
    ("2023-02-30", "2023-02-30"),
    ("2023-01-02T10:00:00Z", "\"2023-01-02T10:00:00Z\""),
    ("2023-01-02 10:00:00", "\"2023-01-02 10:00:00\""),
    ("<<", "<<"),
    ("=", "="),
    ("==", "=="),
    ("a:b", "a:b"),
    ("a: b", "'a: b'"),
    ("foo:", "'foo:'"),
    ("a#b", "a#b"),
    ("a #b", "'a #b'"),
    ("#x", "'#x'"),
    ("-x", "-x"),
    ("- x", "'- x'"),
    ("-", "'-'"),
    ("?x", "?x"),
    ("? x", "'? x'"),
    (":x", ":x"),
    (": x", "': x'"),
    ("foo, bar", "foo, bar"),
    ("a [b] {c}", "a [b] {c}"),
    ("[x]", "'[x]'"),
    ("{x}", "'{x}'"),
    ("*x", "'*x'"),
    ("&x", "'&x'"),
    ("!x", "'!x'"),
    ("|x", "'|x'"),
    (">x", "'>x'"),
    ("'x", "'''x'"),
    ("\"x", "'\"x'"),
    ("%x", "'%x'"),
    ("@x", "'@x'"),
    ("`x", "'`x'"),
    (" a", "' a'"),
    ("a ", "'a '"),
    (" ", "' '"),
    ("---", "'---'"),
    ("---x", "'---x'"),
    ("...x", "'...x'"),
    ("--x", "--x"),
    ("a\tb", "\"a\\tb\""),
    ("é", "é"),
    ("\u{1F600}", "\"\\U0001F600\""),
    ("\u{FEFF}a", "\"\\uFEFF\\x61\""),
    ("a'b", "a'b"),
    ("yes please", "yes please"),
    ("True story", "True story"),
    ("9223372036854775808", "\"9223372036854775808\""),
    ("18446744073709551616", "\"18446744073709551616\""),
    ("1e400", "1e400"),
];
/// `scalars.txt`: JSON number text and go-yaml's output.
const NUMBERS: &[(&str, &str)] = &[
    ("1", "1"),
    ("-1", "-1"),
    ("0.5", "0.5"),
    ("-0.5", "-0.5"),
    ("1.0", "1"),
    ("1e6", "1e+06"),
    ("1e+06", "1e+06"),
    ("1000000.5", "1.0000005e+06"),
    ("123456.5", "123456.5"),
    ("1234567.5", "1.2345675e+06"),
    ("0.0001", "0.0001"),
    ("0.00001", "1e-05"),
    ("1.5e-7", "1.5e-07"),
    ("1e21", "1e+21"),
    ("100000000000000000000", "1e+20"),
    ("-0", "0"),
    ("-0.0", "-0"),
    ("9223372036854775807", "9223372036854775807"),
    ("9223372036854775808", "9223372036854775808"),
    ("18446744073709551615", "18446744073709551615"),
    ("18446744073709551616", "1.8446744073709552e+19"),
];

#[test]
fn scalar_vectors() {
    for (input, want) in SCALARS {
        let got = to_string(&json!({ "k": input }));
        assert_eq!(got, format!("k: {want}\n"), "input {input:?}");
    }
}

#[test]
fn scalar_vectors_read_back() {
    for (input, want) in SCALARS {
        let text = format!("k: {want}\n");
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(parsed.documents, vec![json!({ "k": input })], "{text:?}");
    }
}

/// The JSON number text as Go's decoder typed it: integer text within int64/uint64 is an
/// int, the rest a float (R4). serde_json reads `-0` as the float −0.0, so that one is
/// built as the integer Go made of it.
fn go_json_number(text: &str) -> Value {
    if text == "-0" {
        return json!(0);
    }
    serde_json::from_str(text).unwrap()
}

#[test]
fn number_vectors() {
    for (input, want) in NUMBERS {
        let got = to_string(&json!({ "k": go_json_number(input) }));
        assert_eq!(got, format!("k: {want}\n"), "number {input}");
    }
}

#[test]
fn number_vectors_read_back() {
    for (input, want) in NUMBERS {
        let text = format!("k: {want}\n");
        let value = &parse(&text).unwrap().documents[0]["k"];
        let expected = go_json_number(input);
        assert_eq!(value.as_f64(), expected.as_f64(), "{text:?}");
        // The re-emitted text is what go-yaml wrote.
        assert_eq!(format(&text).unwrap(), text);
    }
}

#[test]
fn minus_zero_reads_as_float_minus_zero() {
    let v = &parse("k: -0\n").unwrap().documents[0]["k"];
    let f = v.as_f64().unwrap();
    assert!(v.is_f64() && f == 0.0 && f.is_sign_negative());
}

/// `layout.md`: (what, input value, go-yaml's output).
fn layout_vectors() -> Vec<(&'static str, Value, String)> {
    let words = |from: usize| {
        (from..30)
            .map(|i| format!("w{i:02}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let key_order: serde_json::Map<String, Value> = crate::keys::GO_ORDER
        .iter()
        .map(|k| (k.to_string(), json!(0)))
        .collect();
    vec![
        (
            "plain fold",
            json!({ "k": words(0) }),
            "k: w00 w01 w02 w03 w04 w05 w06 w07 w08 w09 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19\n  w20 w21 w22 w23 w24 w25 w26 w27 w28 w29\n".to_string(),
        ),
        (
            "plain fold, run of 2 spaces never broken",
            json!({ "k": format!("{}  y z xxxxx end", "x".repeat(78)) }),
            format!("k: {}  y\n  z xxxxx end\n", "x".repeat(78)),
        ),
        (
            "single-quoted fold",
            json!({ "k": format!(": {}", words(0)) }),
            "k: ': w00 w01 w02 w03 w04 w05 w06 w07 w08 w09 w10 w11 w12 w13 w14 w15 w16 w17 w18\n  w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29'\n".to_string(),
        ),
        (
            "double-quoted fold w/ escaped 2nd space",
            json!({ "k": format!("\t{}  yy zz", "x".repeat(79)) }),
            format!("k: \"\\t{}\n  \\ yy zz\"\n", "x".repeat(79)),
        ),
        ("literal clip", json!({ "k": "a\nb\n" }), "k: |\n  a\n  b\n".to_string()),
        ("literal keep", json!({ "k": "a\nb\n\n" }), "k: |+\n  a\n  b\n\n".to_string()),
        ("literal keep, only newline", json!({ "k": "\n" }), "k: |2+\n\n".to_string()),
        ("literal indent hint", json!({ "k": " a\nb" }), "k: |2-\n   a\n  b\n".to_string()),
        (
            "literal indent hint, leading newline",
            json!({ "k": "\na" }),
            "k: |2-\n\n  a\n".to_string(),
        ),
        ("literal with empty line", json!({ "k": "a\n\nb" }), "k: |-\n  a\n\n  b\n".to_string()),
        ("multi-line with tab", json!({ "k": "a\tb\nc" }), "k: \"a\\tb\\nc\"\n".to_string()),
        (
            "multi-line with space before newline",
            json!({ "k": "a \nb" }),
            "k: \"a \\nb\"\n".to_string(),
        ),
        (
            "multi-line with trailing space",
            json!({ "k": "a\nb " }),
            "k: \"a\\nb \"\n".to_string(),
        ),
        (
            "seq in map, map in seq, seq in seq",
            json!({ "k": [{ "a": 1, "b": [[1, 2], []] }, {}, null] }),
            "k:\n- a: 1\n  b:\n  - - 1\n    - 2\n  - []\n- {}\n- null\n".to_string(),
        ),
        (
            "empty key and null/bool keys",
            json!({ "": 1, "a": 4, "null": 3, "true": 2 }),
            "\"\": 1\na: 4\n\"null\": 3\n\"true\": 2\n".to_string(),
        ),
        (
            "key order",
            Value::Object(key_order),
            "$ref: 0\n_: 0\n\"1\": 0\n\"9\": 0\n\"10\": 0\nA: 0\nB: 0\nZ: 0\na: 0\na-b: 0\na.b: 0\na_b: 0\na1: 0\na01: 0\na9: 0\na10: 0\nab: 0\nb: 0\nx-kubernetes-a: 0\né: 0\n".to_string(),
        ),
        (
            "long key >128 bytes",
            json!({ "k".repeat(129): "v" }),
            format!("? {}\n: v\n", "k".repeat(129)),
        ),
    ]
}

#[test]
fn layout_emits_as_go_yaml() {
    for (what, value, want) in layout_vectors() {
        assert_eq!(to_string(&value), want, "{what}");
    }
}

#[test]
fn layout_reads_back_and_round_trips() {
    for (what, value, text) in layout_vectors() {
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(parsed.documents, vec![value], "{what}");
        assert_eq!(format(&text).unwrap(), text, "{what}");
    }
}

#[test]
fn document_framing() {
    let v = json!({ "a": 1 });
    assert_eq!(document("", &v), "---\na: 1\n");
    assert_eq!(document("# h\n", &v), "# h\n---\na: 1\n");
    assert_eq!(to_string(&json!({})), "{}\n");
    assert_eq!(to_string(&json!([])), "[]\n");
    assert_eq!(to_string(&json!(null)), "null\n");
    assert_eq!(to_string(&json!(["a", ["b"]])), "- a\n- - b\n");
}

#[test]
fn nested_folding_uses_the_scalar_indent() {
    let long = "word ".repeat(20).trim_end().to_string();
    let v = json!({ "spec": { "items": [{ "description": long }] } });
    let want = "spec:\n  items:\n  - description: word word word word word word word word word word word word word\n      word word word word word word word\n";
    assert_eq!(to_string(&v), want);
    assert_eq!(parse(want).unwrap().documents[0], v);
}

#[test]
fn complex_keys() {
    let multiline = json!({ "a\nb": { "c": 1 }, "z": [1] });
    assert_eq!(to_string(&multiline), "? \"a\\nb\"\n: c: 1\nz:\n- 1\n");
    let long = "k".repeat(129);
    let v = json!({ long.clone(): [1, 2] });
    assert_eq!(to_string(&v), format!("? {long}\n: - 1\n  - 2\n"));
}

#[test]
fn format_keeps_header_and_separators() {
    let text = "# Copyright\n\n---\na: 1\n---\nb: 2\n";
    let parsed = parse(text).unwrap();
    assert_eq!(parsed.leading, "# Copyright\n\n");
    assert!(parsed.separator);
    assert_eq!(parsed.documents, vec![json!({"a": 1}), json!({"b": 2})]);
    assert_eq!(format(text).unwrap(), text);
    assert_eq!(format("b: 1\na: x\n").unwrap(), "a: x\nb: 1\n");
    assert_eq!(format("a: [1, {b: c}]\n").unwrap(), "a:\n- 1\n- b: c\n");
}

#[test]
fn a_lone_carriage_return_ends_a_header_line() {
    // Found by the yaml_fmt fuzz target: a header comment ended by a lone `\r` swallowed the
    // document after it, and formatting was no longer a fixed point.
    let text = "# c\ra: 1\n";
    let parsed = parse(text).unwrap();
    assert_eq!(parsed.leading, "# c\r");
    assert_eq!(parsed.documents, vec![json!({"a": 1})]);
    assert_eq!(format(text).unwrap(), text);
}

#[test]
fn control_characters_are_refused_where_they_are() {
    let e = error("## x\r\u{19}#\r\u{10}N\n");
    assert_eq!(
        (e.kind, e.line, e.column, e.message.as_str()),
        (
            YamlErrorKind::Syntax,
            1,
            6,
            "control character U+0019 is not allowed in YAML: write it escaped in a \
             double-quoted string"
        )
    );
    assert_eq!(error("a: \"\u{7f}\"\n").column, 5);
}

#[test]
fn typing_of_plain_scalars() {
    let text = "a: yes\nb: =\nc: 1e+06\nd: 2023-01-02\ne: '1'\nf: 0x1F\ng: ~\nh:\ni: |\n  x\n";
    assert_eq!(
        parse(text).unwrap().documents[0],
        json!({ "a": true, "b": "=", "c": 1e6, "d": "2023-01-02", "e": "1", "f": 31,
                "g": null, "h": null, "i": "x\n" })
    );
}

fn error(text: &str) -> YamlError {
    parse(text).expect_err(text)
}

#[test]
fn irreproducible_input_is_an_error() {
    let e = error("# header is fine\na: 1 # not this\n");
    assert_eq!((e.line, e.column), (2, 6));
    assert!(e.message.contains("comment"), "{e}");
    assert_eq!(error("a:\n  # here\n  b: 1\n").line, 2);
    assert_eq!(error("a: 1\n# trailing\n").line, 2);
    // A '#' inside scalars is not a comment.
    assert!(parse("a: \"x # y\"\nb: x#y\nc: |\n  # z\n").is_ok());
    // Reading values only (import), comments are valid YAML and carry nothing.
    let commented = "# header\na: 1 # here\nb:\n  # there\n  c: \"x # y\"\n# trailing\n";
    assert_eq!(
        crate::read_values(commented).unwrap(),
        crate::ParsedFile {
            leading: "# header\n".into(),
            separator: false,
            documents: vec![serde_json::json!({"a": 1, "b": {"c": "x # y"}})],
        }
    );
    assert_eq!(
        crate::read_values("a: &x 1\nb: *x\n").unwrap_err().kind,
        YamlErrorKind::Unsupported
    );
    let e = error("a: .inf\n");
    assert!(e.message.contains("finite"), "{e}");
    assert_eq!((e.line, e.column), (1, 4));
    assert!(error("a: &x 1\nb: *x\n").message.contains("anchor"));
    assert!(error("a: !!str 1\n").message.contains("tag"));
    assert!(error("a: 1\na: 2\n").message.contains("duplicate"));
    assert!(error("? [a]\n: 1\n").message.contains("key"));
    // The kind lets the CLI name each problem with its own code.
    let kinds = [
        ("a: [1\nb: 2\n", YamlErrorKind::Syntax),
        ("%YAML 1.1\n---\na: 1\n", YamlErrorKind::Unsupported),
        ("a: &x 1\n", YamlErrorKind::Unsupported),
        ("a: !!str 1\n", YamlErrorKind::Unsupported),
        ("? [a]\n: 1\n", YamlErrorKind::Unsupported),
        ("a: 1 # c\n", YamlErrorKind::Comment),
        ("a: 1\na: 2\n", YamlErrorKind::DuplicateKey),
        ("a: .nan\n", YamlErrorKind::NonFinite),
    ];
    for (text, kind) in kinds {
        assert_eq!(error(text).kind, kind, "{text}");
    }
    let deep = format!("{}x\n", "- ".repeat(600));
    assert_eq!(error(&deep).kind, YamlErrorKind::TooDeep);
    assert_eq!(
        error(&deep).to_string(),
        "1:1025: nested deeper than 512 levels of sequences and mappings, the most \
         `crdgen fmt` reads (real CRDs nest a few dozen)"
    );
    let flow = format!("{}{}\n", "[".repeat(100_000), "]".repeat(100_000));
    // saphyr-parser stops flow collections itself, before this crate's limit.
    assert_eq!(error(&flow).to_string(), "1:256: recursion limit exceeded");
    let at_limit = format!("{}x\n", "- ".repeat(512));
    assert_eq!(format(&at_limit), Ok(at_limit.clone()));
    let e = error("a: 1\n  b: 2\n");
    assert_eq!(e.line, 2);
    assert_eq!(e.to_string(), format!("2:{}: {}", e.column, e.message));
}

/// A small deterministic generator (xorshift) so the property test needs no dependency.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Whatever style the emitter picks, reading its output back gives the same value: strings
/// from tricky pieces, at several depths (so folding happens at different indents), as
/// values and as keys. (U+2028/U+2029 are left out: go-yaml treats them as YAML 1.1 line
/// breaks, which a YAML 1.2 reader does not.)
#[test]
fn emitted_strings_read_back_unchanged() {
    const PIECES: [&str; 24] = [
        "a",
        "word",
        " ",
        " ",
        "  ",
        "\n",
        "\n\n",
        ":",
        ": ",
        "#",
        " #",
        "-",
        "- ",
        "'",
        "\"",
        "\t",
        "1",
        ".5",
        "é",
        "\u{1F600}",
        "\u{FEFF}",
        "yes",
        "0x1",
        "\\",
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..3000 {
        let mut s = String::new();
        for _ in 0..rng.below(40) {
            s.push_str(PIECES[rng.below(PIECES.len())]);
        }
        let value = json!({
            "k": s,
            "deep": { "list": [s, { "x": s }] },
            s.clone(): [s],
        });
        let text = to_string(&value);
        let parsed = parse(&text).unwrap_or_else(|e| panic!("{s:?}\n{text}\n{e}"));
        assert_eq!(parsed.documents, vec![value], "{s:?}\n{text}");
    }
}

#[test]
fn same_json_compares_numbers_by_value() {
    use crate::same_json;
    assert!(same_json(&json!({"a": [1.0, 2]}), &json!({"a": [1, 2.0]})));
    assert!(same_json(&json!(u64::MAX), &json!(u64::MAX)));
    assert!(!same_json(&json!(1), &json!(1.5)));
    assert!(!same_json(&json!({"a": 1}), &json!({"a": 1, "b": 2})));
    assert!(!same_json(&json!("1"), &json!(1)));
}
