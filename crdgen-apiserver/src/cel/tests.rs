use serde_json::json;

use super::*;
use crate::field::aggregate;

fn schema(v: Value) -> Map<String, Value> {
    v.as_object().cloned().unwrap()
}

/// A root schema whose `spec` carries `rules` over `properties`.
fn spec(properties: Value, rules: Value) -> Map<String, Value> {
    schema(json!({
        "type": "object",
        "properties": {
            "spec": {"type": "object", "properties": properties, "x-kubernetes-validations": rules}
        }
    }))
}

fn run(s: &Map<String, Value>, value: Value, old: Option<Value>) -> String {
    aggregate(&validate(&value, s, old.as_ref()))
}

/// Evaluates one expression (from the Kubernetes CEL documentation) on an empty spec.
fn holds(expression: &str) -> String {
    let s = spec(json!({}), json!([{"rule": expression}]));
    run(&s, json!({"spec": {}}), None)
}

#[test]
fn rules_messages_field_paths_and_reasons() {
    let s = spec(
        json!({
            "replicas": {"type": "integer"},
            "minReplicas": {"type": "integer"},
            "maxReplicas": {"type": "integer"}
        }),
        json!([
            {"rule": "self.minReplicas <= self.replicas"},
            {"rule": "self.replicas <= self.maxReplicas", "message": "replicas should be no more than maxReplicas"},
            {"rule": "self.replicas != 13", "messageExpression": "'replicas is ' + string(self.replicas)", "fieldPath": ".replicas", "reason": "FieldValueForbidden"}
        ]),
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 5, "minReplicas": 1, "maxReplicas": 10}}),
            None
        ),
        ""
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 13, "minReplicas": 20, "maxReplicas": 10}}),
            None
        ),
        "[spec: Invalid value: \"object\": failed rule: self.minReplicas <= self.replicas, spec: Invalid value: \"object\": replicas should be no more than maxReplicas, spec.replicas: Forbidden: replicas is 13]"
    );
}

#[test]
fn transition_rules_see_old_self_and_unchanged_values_ratchet() {
    let s = spec(
        json!({"name": {"type": "string", "x-kubernetes-validations": [{"rule": "self == oldSelf", "message": "Value is immutable"}]}}),
        json!([]),
    );
    // No stored object: the transition rule is skipped.
    assert_eq!(run(&s, json!({"spec": {"name": "a"}}), None), "");
    assert_eq!(
        run(
            &s,
            json!({"spec": {"name": "a"}}),
            Some(json!({"spec": {"name": "a"}}))
        ),
        ""
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"name": "b"}}),
            Some(json!({"spec": {"name": "a"}}))
        ),
        "spec.name: Invalid value: \"string\": Value is immutable"
    );
    // A value stored before a rule existed stays valid while it does not change.
    let strict = spec(
        json!({"size": {"type": "integer"}}),
        json!([{"rule": "self.size > 10"}]),
    );
    let old = json!({"spec": {"size": 1}});
    assert_eq!(
        run(&strict, json!({"spec": {"size": 1}}), Some(old.clone())),
        ""
    );
    assert_eq!(
        run(&strict, json!({"spec": {"size": 2}}), Some(old)),
        "spec: Invalid value: \"object\": failed rule: self.size > 10"
    );
}

#[test]
fn a_rule_that_cannot_be_evaluated_never_passes() {
    assert_eq!(
        holds("self.missing == 1"),
        "spec: Invalid value: \"object\": No such key: missing evaluating rule: self.missing == 1"
    );
    // The admission-policy libraries are not in CRD rules' environment.
    assert_eq!(
        holds("authorizer.path('/healthz').check('get').allowed()"),
        "spec: Invalid value: \"object\": Undeclared reference to 'authorizer' evaluating rule: authorizer.path('/healthz').check('get').allowed()"
    );
    assert!(holds("self.(").starts_with("spec: Invalid value: \"object\": compilation failed: "));
}

#[test]
fn the_kubernetes_libraries_on_the_documentations_examples() {
    for expression in [
        // Standard and macros (CRD validation rules examples).
        "[1, 2, 3].all(e, e > 0)",
        "{'a': 1}.exists(k, k == 'a')",
        "has(self.x) == false",
        "'abc'.matches('^[a-z]+$')",
        // Strings.
        "'hello'.charAt(4) == 'o'",
        "'hello mellow'.indexOf('ello') == 1",
        "'hello mellow'.lastIndexOf('ello') == 7",
        "'TacoCat'.lowerAscii() == 'tacocat'",
        "'TacoCat'.upperAscii() == 'TACOCAT'",
        "'hello hello'.replace('he', 'we') == 'wello wello'",
        "'hello hello'.split(' ') == ['hello', 'hello']",
        "'tacocat'.substring(4) == 'cat'",
        "'  \\ttrim\\n    '.trim() == 'trim'",
        "['hello', 'mellow'].join(' ') == 'hello mellow'",
        // Lists.
        "[1, 2, 3].isSorted()",
        "![3, 2, 1].isSorted()",
        "[1, 2, 3].sum() == 6",
        "[1, 2, 3].min() == 1",
        "[1, 2, 3].max() == 3",
        // Regex.
        "'abc 123'.find('[0-9]+') == '123'",
        "'123 abc 456'.findAll('[0-9]+') == ['123', '456']",
        // URL, IP, CIDR, quantity checks.
        "isURL('https://example.com:80/')",
        "!isURL('example')",
        "isIP('127.0.0.1') && isIP('::1') && !isIP('1.2.3')",
        "isCIDR('192.168.0.0/16') && !isCIDR('192.168.0.0/33')",
        "isQuantity('1.5Gi') && isQuantity('100m') && !isQuantity('1.5 Gi')",
    ] {
        assert_eq!(holds(expression), "", "{expression}");
    }
}

/// Evaluates `expression` alone, as the documentation's tables do: its value, or
/// the error the API server would report for it.
fn eval(expression: &str) -> Result<Cel, String> {
    let env = ENV.as_ref().ok_or("no environment")?;
    let program = env.compile(expression).map_err(|e| e.to_string())?;
    let mut context = Context::with_env(env.clone());
    register(&mut context);
    program
        .execute(&context)
        .map_err(|e| overload::rule_error(&e))
}

fn string(s: &str) -> Result<Cel, String> {
    Ok(Cel::String(Arc::new(s.to_owned())))
}

#[test]
fn the_ip_library_on_its_examples() {
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("ip('127.0.0.1').family()", Ok(Cel::Int(4))),
        ("ip('::1').family()", Ok(Cel::Int(6))),
        ("ip('127.0.0.1').family() == 4", Ok(Cel::Bool(true))),
        ("ip('::1').family() == 6", Ok(Cel::Bool(true))),
        ("ip('0.0.0.0').isUnspecified()", Ok(Cel::Bool(true))),
        ("ip('127.0.0.1').isUnspecified()", Ok(Cel::Bool(false))),
        ("ip('::').isUnspecified()", Ok(Cel::Bool(true))),
        ("ip('::1').isUnspecified()", Ok(Cel::Bool(false))),
        ("ip('127.0.0.1').isLoopback()", Ok(Cel::Bool(true))),
        ("ip('192.168.0.1').isLoopback()", Ok(Cel::Bool(false))),
        ("ip('::1').isLoopback()", Ok(Cel::Bool(true))),
        ("ip('2001:db8::abcd').isLoopback()", Ok(Cel::Bool(false))),
        ("ip('224.0.0.1').isLinkLocalMulticast()", Ok(Cel::Bool(true))),
        ("ip('224.0.1.1').isLinkLocalMulticast()", Ok(Cel::Bool(false))),
        ("ip('ff02::1').isLinkLocalMulticast()", Ok(Cel::Bool(true))),
        ("ip('fd00::1').isLinkLocalMulticast()", Ok(Cel::Bool(false))),
        ("ip('169.254.169.254').isLinkLocalUnicast()", Ok(Cel::Bool(true))),
        ("ip('192.168.0.1').isLinkLocalUnicast()", Ok(Cel::Bool(false))),
        ("ip('fe80::1').isLinkLocalUnicast()", Ok(Cel::Bool(true))),
        ("ip('fd80::1').isLinkLocalUnicast()", Ok(Cel::Bool(false))),
        ("ip('192.168.0.1').isGlobalUnicast()", Ok(Cel::Bool(true))),
        ("ip('255.255.255.255').isGlobalUnicast()", Ok(Cel::Bool(false))),
        ("ip('2001:db8::abcd').isGlobalUnicast()", Ok(Cel::Bool(true))),
        ("ip('ff00::1').isGlobalUnicast()", Ok(Cel::Bool(false))),
        ("isIP('127.0.0.1')", Ok(Cel::Bool(true))),
        ("isIP('::1')", Ok(Cel::Bool(true))),
        ("isIP('127.0.0.256')", Ok(Cel::Bool(false))),
        ("isIP(':::1')", Ok(Cel::Bool(false))),
        ("isIP('::ffff:1.2.3.4')", Ok(Cel::Bool(false))),
        ("isIP('fe80::1%eth0')", Ok(Cel::Bool(false))),
        ("isIP('01.2.3.4')", Ok(Cel::Bool(false))),
        ("ip.isCanonical('127.0.0.1')", Ok(Cel::Bool(true))),
        ("ip.isCanonical('2001:db8::abcd')", Ok(Cel::Bool(true))),
        ("ip.isCanonical('2001:DB8::ABCD')", Ok(Cel::Bool(false))),
        ("ip.isCanonical('2001:db8::0:0:0:abcd')", Ok(Cel::Bool(false))),
        ("string(ip('2001:DB8::0:0:0:ABCD'))", string("2001:db8::abcd")),
        ("ip('127.0.0.1') == ip('127.0.0.1')", Ok(Cel::Bool(true))),
        ("ip('::1') == ip('0:0:0:0:0:0:0:1')", Ok(Cel::Bool(true))),
        ("ip('::1') != ip('::2')", Ok(Cel::Bool(true))),
        ("type(ip('::1')) == net.IP", Ok(Cel::Bool(true))),
        (
            "ip('127.0.0.256')",
            Err(r#"IP Address "127.0.0.256" parse error during conversion from string: ParseAddr("127.0.0.256"): IPv4 field has value >255"#.to_owned()),
        ),
        (
            "ip(':::1')",
            Err(r#"IP Address ":::1" parse error during conversion from string: ParseAddr(":::1"): each colon-separated field must have at least one digit (at ":1")"#.to_owned()),
        ),
        (
            "ip('::ffff:1.2.3.4')",
            Err(r#"IPv4-mapped IPv6 address "::ffff:1.2.3.4" is not allowed"#.to_owned()),
        ),
        (
            "ip('fe80::1%eth0')",
            Err(r#"IP address "fe80::1%eth0" with zone value is not allowed"#.to_owned()),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn the_cidr_library_on_its_examples() {
    let t = || Ok(Cel::Bool(true));
    let f = || Ok(Cel::Bool(false));
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("isCIDR('192.168.0.0/16')", t()),
        ("isCIDR('::1/128')", t()),
        ("isCIDR('192.168.0.0/33')", f()),
        ("isCIDR('::1/129')", f()),
        ("cidr('192.168.0.0/24').containsIP(ip('192.168.0.1'))", t()),
        ("cidr('192.168.0.0/24').containsIP(ip('192.168.1.1'))", f()),
        ("cidr('192.168.0.0/24').containsIP('192.168.0.1')", t()),
        ("cidr('192.168.0.0/24').containsIP('192.168.1.1')", f()),
        ("cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/25'))", t()),
        ("cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/23'))", f()),
        ("cidr('192.168.0.0/24').containsCIDR('192.168.0.0/25')", t()),
        ("cidr('192.168.1.0/24').containsCIDR(cidr('192.168.2.0/24'))", f()),
        ("cidr('192.168.1.0/24').containsCIDR('192.168.2.0/24')", f()),
        // The documentation says true; the server's `cidrContainsCIDR` compares the
        // masked network with the other's unmasked address, so it is false there.
        ("cidr('192.168.0.0/16').containsCIDR(cidr('192.168.10.0/24'))", f()),
        ("cidr('192.168.0.0/16').containsCIDR('192.168.10.0/24')", f()),
        ("cidr('2001:db8::/32').containsIP(ip('2001:db8::1'))", t()),
        ("cidr('2001:db8::/32').containsIP('2001:dc8::1')", f()),
        ("cidr('2001:db8::/32').containsCIDR(cidr('2001:db8::/33'))", t()),
        ("cidr('2001:db8::/32').containsCIDR('2001:db8::/31')", f()),
        ("cidr('192.168.0.0/24').containsIP(ip('::1'))", f()),
        ("cidr('192.168.0.1/24').ip() == ip('192.168.0.1')", t()),
        ("cidr('192.168.0.1/24').ip().family()", Ok(Cel::Int(4))),
        ("cidr('::1/128').ip() == ip('::1')", t()),
        ("cidr('::1/128').ip().family()", Ok(Cel::Int(6))),
        ("cidr('192.168.0.0/24').masked() == cidr('192.168.0.0/24')", t()),
        ("cidr('192.168.0.1/24').masked() == cidr('192.168.0.0/24')", t()),
        ("cidr('192.168.0.0/24') == cidr('192.168.0.0/24').masked()", t()),
        ("cidr('192.168.0.1/24') == cidr('192.168.0.1/24').masked()", f()),
        ("cidr('2001:db8:1::/32').masked() == cidr('2001:db8::/32')", t()),
        ("cidr('192.168.0.0/16').prefixLength()", Ok(Cel::Int(16))),
        ("cidr('::1/128').prefixLength()", Ok(Cel::Int(128))),
        ("string(cidr('192.168.0.0/24'))", string("192.168.0.0/24")),
        ("string(cidr('2001:DB8::/32'))", string("2001:db8::/32")),
        ("type(cidr('192.168.0.0/24')) == net.CIDR", t()),
        (
            "cidr('192.168.0.0/')",
            Err(r#"network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("192.168.0.0/"): bad bits after slash: """#.to_owned()),
        ),
        (
            "cidr('192.168.0.0/33')",
            Err(r#"network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("192.168.0.0/33"): prefix length out of range"#.to_owned()),
        ),
        (
            "cidr('192.168.0.0')",
            Err(r#"network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("192.168.0.0"): no '/'"#.to_owned()),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn the_url_library_on_its_examples() {
    let t = || Ok(Cel::Bool(true));
    let f = || Ok(Cel::Bool(false));
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("url('https://example.com:80/').getHost()", string("example.com:80")),
        (
            "url('https://example.com/path with spaces/').getEscapedPath()",
            string("/path%20with%20spaces/"),
        ),
        ("url('/path').getScheme()", string("")),
        ("url('https://example.com/').getScheme()", string("https")),
        ("url('HTTPS://example.com/').getScheme()", string("https")),
        ("url('https://example.com/').getHost()", string("example.com")),
        ("url('https://[::1]:80/').getHost()", string("[::1]:80")),
        ("url('https://[::1]/').getHost()", string("[::1]")),
        ("url('/path').getHost()", string("")),
        ("url('https://example.com:80/').getHostname()", string("example.com")),
        ("url('https://127.0.0.1:80/').getHostname()", string("127.0.0.1")),
        ("url('https://[::1]:80/').getHostname()", string("::1")),
        ("url('/path').getHostname()", string("")),
        ("url('https://example.com:80/').getPort()", string("80")),
        ("url('https://example.com/').getPort()", string("")),
        ("url('/path').getPort()", string("")),
        ("url('https://example.com/path').getEscapedPath()", string("/path")),
        ("url('https://example.com').getEscapedPath()", string("")),
        (
            "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery() == {'k1': ['a'], 'k2': ['b', 'c']}",
            t(),
        ),
        (
            "url('https://example.com/path?key with spaces=value with spaces').getQuery() == {'key with spaces': ['value with spaces']}",
            t(),
        ),
        ("url('https://example.com/path?').getQuery() == {}", t()),
        ("url('https://example.com/path').getQuery() == {}", t()),
        ("url('https://user:pass@example.com:80/path?query=val#fragment').getEscapedPath()", string("/path")),
        ("url('/absolute-path').getEscapedPath()", string("/absolute-path")),
        ("isURL('https://user:pass@example.com:80/path?query=val#fragment')", t()),
        ("isURL('/absolute-path')", t()),
        ("isURL('https://a:b:c/')", f()),
        ("isURL('../relative-path')", f()),
        ("url('https://example.com/a') == url('https://example.com/a')", t()),
        ("url('https://example.com/a') == url('https://example.com/b')", f()),
        ("type(url('/a')) == kubernetes.URL", t()),
        (
            "url('https://a:b:c/')",
            Err(r#"URL parse error during conversion from string: parse "https://a:b:c/": invalid port ":c" after host"#.to_owned()),
        ),
        (
            "url('../relative-path')",
            Err(r#"URL parse error during conversion from string: parse "../relative-path": invalid URI for request"#.to_owned()),
        ),
        (
            "url('::')",
            Err(r#"URL parse error during conversion from string: parse "::": missing protocol scheme"#.to_owned()),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn the_format_library_on_its_examples() {
    let valid = [
        "format.dns1123Label().validate('my-label-name')",
        "format.dns1123Subdomain().validate('apiextensions.k8s.io')",
        "format.dns1035Label().validate('my-label-name')",
        "format.qualifiedName().validate('apiextensions.k8s.io/v1beta1')",
        "format.dns1123LabelPrefix().validate('my-label-prefix-')",
        "format.dns1123SubdomainPrefix().validate('mysubdomain.prefix.-')",
        "format.dns1035LabelPrefix().validate('my-label-prefix-')",
        "format.uri().validate('http://example.com')",
        "format.uuid().validate('123e4567-e89b-12d3-a456-426614174000')",
        "format.byte().validate('aGVsbG8=')",
        "format.date().validate('2021-01-01')",
        "format.datetime().validate('2021-01-01T00:00:00Z')",
        "format.labelValue().validate('my_value')",
        "format.portName().validate('http')",
        "format.named('dns1123Label').value().validate('my-name')",
    ];
    for expression in valid {
        assert_eq!(
            eval(&format!("{expression}.hasValue()")),
            Ok(Cel::Bool(false)),
            "{expression}"
        );
    }
    let invalid: &[(&str, &[&str])] = &[
        (
            "format.dns1123Label().validate('My_Name')",
            &[
                "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
            ],
        ),
        (
            "format.dns1123Label().validate('a.b')",
            &["must not contain dots"],
        ),
        (
            "format.dns1035Label().validate('1abc')",
            &[
                "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
            ],
        ),
        (
            "format.qualifiedName().validate('/a')",
            &["prefix part must be non-empty"],
        ),
        (
            "format.portName().validate('-HTTP-')",
            &[
                "must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)",
                "must contain at least one letter (a-z)",
                "must not begin or end with a hyphen",
            ],
        ),
        (
            "format.uri().validate('example')",
            &[r#"parse "example": invalid URI for request"#],
        ),
        (
            "format.uuid().validate('123')",
            &["does not match the UUID format"],
        ),
        ("format.byte().validate('aGVsbG8')", &["invalid base64"]),
        ("format.date().validate('2021-13-01')", &["invalid date"]),
        (
            "format.datetime().validate('2021-01-01')",
            &["invalid datetime"],
        ),
    ];
    for (expression, messages) in invalid {
        let expected = Cel::List(Arc::new(
            messages.iter().map(|m| Cel::from(m.to_string())).collect(),
        ));
        assert_eq!(
            eval(&format!("{expression}.value()")),
            Ok(expected),
            "{expression}"
        );
    }
    assert_eq!(
        eval("format.named('nope').hasValue()"),
        Ok(Cel::Bool(false))
    );
    assert_eq!(
        eval("format.named('uuid').value() == format.uuid()"),
        Ok(Cel::Bool(true))
    );
}

#[test]
fn the_quantity_library_on_its_examples() {
    let t = || Ok(Cel::Bool(true));
    let f = || Ok(Cel::Bool(false));
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("quantity('500000G').isInteger()", t()),
        ("quantity('50k').asInteger()", Ok(Cel::Int(50000))),
        (
            "quantity('9999999999999999999999999999999999999G').asApproximateFloat()",
            // 10^55-ish times Go's Pow10(-9), in float64 as the server computes it.
            Ok(Cel::Float(1.0000000000000001e46)),
        ),
        // The documentation writes `.add("20k")`; quantity.go has no string overload.
        ("quantity('50k').add(quantity('20k')) == quantity('70k')", t()),
        ("quantity('50k').sub(20000) == quantity('30k')", t()),
        ("quantity('50k').add(20).sub(quantity('100k')).sub(-50000) == quantity('20')", t()),
        ("quantity('50k').add(20).sub(quantity('100k')).sub(-50000).asInteger()", Ok(Cel::Int(20))),
        ("quantity('200M').compareTo(quantity('0.2G'))", Ok(Cel::Int(0))),
        ("quantity('150Mi').isGreaterThan(quantity('100Mi'))", t()),
        ("quantity('50M').isLessThan(quantity('100M'))", t()),
        ("quantity('1Gi') == quantity('1024Mi')", t()),
        ("quantity('1Gi') == quantity('1G')", f()),
        ("quantity('1.5Gi').asApproximateFloat()", Ok(Cel::Float(1610612736.0))),
        // `AsInt64` converts only the int64Amount form of apimachinery.
        ("quantity('1.5Gi').isInteger()", f()),
        ("quantity('1.0').isInteger()", f()),
        ("quantity('1.5Gi').add(quantity('0.5Gi')).isInteger()", f()),
        ("quantity('1e3').asInteger()", Ok(Cel::Int(1000))),
        ("quantity('100m').isInteger()", f()),
        ("quantity('100m').asApproximateFloat()", Ok(Cel::Float(0.1))),
        ("quantity('-1.5').sign()", Ok(Cel::Int(-1))),
        ("sign(quantity('0'))", Ok(Cel::Int(0))),
        ("quantity('1Ki').sign()", Ok(Cel::Int(1))),
        ("quantity('0.1n') == quantity('1n')", t()),
        ("quantity('16Ei') == quantity('9223372036854775807')", t()),
        ("quantity('9223372036854775807').add(1).isInteger()", f()),
        ("quantity('9223372036854775807').add(1).compareTo(quantity('9223372036854775808'))", Ok(Cel::Int(0))),
        ("isQuantity('1.5Gi') && isQuantity('100m') && isQuantity('+.5') && isQuantity('1e-3')", t()),
        ("isQuantity('1.5 Gi') || isQuantity('1Gb') || isQuantity('') || isQuantity('1e')", f()),
        // ParseQuantity reads a missing number as 0.
        ("quantity('e3') == quantity('0') && quantity('.') == quantity('0')", t()),
        ("type(quantity('1')) == kubernetes.Quantity", t()),
        (
            "quantity('1.5 Gi')",
            Err("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'".to_owned()),
        ),
        ("quantity('1Gb')", Err("quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'".to_owned())),
        ("quantity('1Mm')", Err("unable to parse quantity's suffix".to_owned())),
        ("quantity('1.5Gi').asInteger()", Err("cannot convert value to integer".to_owned())),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn timestamps_and_durations() {
    let t = || Ok(Cel::Bool(true));
    let cases: &[(&str, Result<Cel, String>)] = &[
        (
            "timestamp('2024-01-01T00:00:00Z') < timestamp('2024-01-02T00:00:00Z')",
            t(),
        ),
        (
            "timestamp('2024-01-01T00:00:00Z') + duration('24h') == timestamp('2024-01-02T00:00:00Z')",
            t(),
        ),
        (
            "timestamp('2024-01-02T00:00:00Z') - timestamp('2024-01-01T00:00:00Z') == duration('24h')",
            t(),
        ),
        (
            "duration('1h30m') > duration('90m') || duration('1h30m') == duration('90m')",
            t(),
        ),
        ("duration('1.5s') == duration('1500ms')", t()),
        (
            "timestamp('2024-01-01T10:00:00+02:00') == timestamp('2024-01-01T08:00:00Z')",
            t(),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
    // `has(self.expired) && self.created + self.ttl < self.expired`, from the
    // documentation's examples, on fields whose formats make them a timestamp and a
    // duration.
    let s = spec(
        json!({
            "created": {"type": "string", "format": "date-time"},
            "expired": {"type": "string", "format": "date-time"},
            "day": {"type": "string", "format": "date"},
            "ttl": {"type": "string", "format": "duration"}
        }),
        json!([
            {"rule": "has(self.expired) && self.created + self.ttl < self.expired", "message": "expired must be after created + ttl"},
            {"rule": "self.day < self.created", "message": "day must be before created"}
        ]),
    );
    let object = |expired: &str| {
        json!({"spec": {
            "created": "2024-01-01T00:00:00Z",
            "expired": expired,
            "day": "2023-12-31",
            "ttl": "1 day"
        }})
    };
    assert_eq!(run(&s, object("2024-01-03T00:00:00Z"), None), "");
    assert_eq!(
        run(&s, object("2024-01-01T12:00:00Z"), None),
        "spec: Invalid value: \"object\": expired must be after created + ttl"
    );
}

#[test]
fn go_durations() {
    use super::time::{go_duration, strfmt_duration};
    let cases = [
        ("0", Some(0)),
        ("1h30m", Some(5_400_000_000_000)),
        ("-1.5s", Some(-1_500_000_000)),
        ("+.5ms", Some(500_000)),
        ("1\u{b5}s", Some(1_000)),
        ("2562047h47m16.854775807s", Some(i64::MAX)),
        ("2562047h47m16.854775808s", None),
        ("1", None),
        ("1d", None),
        ("", None),
        (".s", None),
    ];
    for (s, expected) in cases {
        assert_eq!(go_duration(s), expected, "{s}");
    }
    assert_eq!(strfmt_duration("1d"), Some(86_400_000_000_000));
    assert_eq!(strfmt_duration("3 days"), Some(3 * 86_400_000_000_000));
    assert_eq!(
        strfmt_duration("1w2h"),
        Some(604_800_000_000_000 + 7_200_000_000_000)
    );
    assert_eq!(strfmt_duration("soon"), None);
}

#[test]
fn the_list_and_regex_libraries_on_the_documentations_tables() {
    let t = || Ok(Cel::Bool(true));
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("['a', 'b', 'c'].isSorted()", t()),
        (
            "[{'weight': 0.25}, {'weight': 0.75}].map(x, x.weight).sum() == 1.0",
            t(),
        ),
        (
            "[{'priority': 1}, {'priority': 2}].map(x, x.priority).max() < [{'priority': 3}].map(x, x.priority).min()",
            t(),
        ),
        (
            "['a', 'should-be-first'].indexOf('should-be-first') == 1",
            t(),
        ),
        ("[1, 2, 1].lastIndexOf(1)", Ok(Cel::Int(2))),
        ("[1, 2].indexOf(3)", Ok(Cel::Int(-1))),
        ("'hello mellow'.indexOf('ello')", Ok(Cel::Int(1))),
        (
            "[duration('1m'), duration('30s')].sum() == duration('90s')",
            t(),
        ),
        // `[0-9]*` matches the empty string first, as Go's FindString does.
        ("\"abc 123\".find('[0-9]*')", string("")),
        ("\"abc 123\".find('[0-9]+')", string("123")),
        (
            "\"1, 2, 3, 4\".findAll('[0-9]+').map(x, int(x)).sum() < 100",
            t(),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

/// Rules through [`crate::admit`]: the causes of the 422 the server returns.
#[test]
fn kubernetes_library_rules_through_admit() {
    let schema = schema(json!({
        "type": "object",
        "properties": {
            "spec": {
                "type": "object",
                "properties": {
                    "endpoint": {
                        "type": "string",
                        "x-kubernetes-validations": [
                            {"rule": "url(self).getScheme() == 'https'", "message": "endpoint must use https"}
                        ]
                    },
                    "podCIDR": {
                        "type": "string",
                        "x-kubernetes-validations": [
                            {"rule": "cidr(self).prefixLength() <= 24"},
                            {"rule": "cidr(self) == cidr(self).masked()", "messageExpression": "'podCIDR must be a network address, like ' + string(cidr(self).masked())"}
                        ]
                    },
                    "nodeIP": {
                        "type": "string",
                        "x-kubernetes-validations": [
                            {"rule": "ip(self).family() == 4 && !ip(self).isLoopback()", "message": "nodeIP must be a non-loopback IPv4 address"}
                        ]
                    },
                    "memory": {
                        "type": "string",
                        "x-kubernetes-validations": [
                            {"rule": "quantity(self).isLessThan(quantity('64Gi'))", "fieldPath": "", "reason": "FieldValueForbidden", "message": "memory must be under 64Gi"}
                        ]
                    },
                    "name": {
                        "type": "string",
                        "x-kubernetes-validations": [
                            {"rule": "!format.dns1123Label().validate(self).hasValue()", "messageExpression": "format.dns1123Label().validate(self).value().join(', ')"}
                        ]
                    }
                }
            }
        }
    }));
    let good = json!({"spec": {
        "endpoint": "https://example.com/hook",
        "podCIDR": "10.0.0.0/16",
        "nodeIP": "10.0.0.7",
        "memory": "1.5Gi",
        "name": "worker-1"
    }});
    assert_eq!(crate::admit(good.clone(), &schema, None), Ok(good));
    let bad = json!({"spec": {
        "endpoint": "http://example.com/hook",
        "podCIDR": "10.0.0.1/28",
        "nodeIP": "127.0.0.1",
        "memory": "64Gi",
        "name": "Worker.1"
    }});
    let errors = crate::admit(bad, &schema, None).err().unwrap_or_default();
    assert_eq!(
        aggregate(&errors),
        "[spec.endpoint: Invalid value: \"string\": endpoint must use https, \
         spec.memory: Forbidden: memory must be under 64Gi, \
         spec.name: Invalid value: \"string\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?'), \
         spec.nodeIP: Invalid value: \"string\": nodeIP must be a non-loopback IPv4 address, \
         spec.podCIDR: Invalid value: \"string\": failed rule: cidr(self).prefixLength() <= 24, \
         spec.podCIDR: Invalid value: \"string\": podCIDR must be a network address, like 10.0.0.0/28]"
    );
    // A run-time error of a library function is the rule's error, with the
    // library's text, as the server reports it.
    let errors = crate::admit(
        json!({"spec": {"endpoint": "::", "nodeIP": "1.2.3", "memory": "1 Gi"}}),
        &schema,
        None,
    )
    .err()
    .unwrap_or_default();
    assert_eq!(
        aggregate(&errors),
        "[spec.endpoint: Invalid value: \"string\": URL parse error during conversion from string: parse \"::\": missing protocol scheme evaluating rule: endpoint must use https, \
         spec.memory: Invalid value: \"string\": quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$' evaluating rule: memory must be under 64Gi, \
         spec.nodeIP: Invalid value: \"string\": IP Address \"1.2.3\" parse error during conversion from string: ParseAddr(\"1.2.3\"): IPv4 address too short evaluating rule: nodeIP must be a non-loopback IPv4 address]"
    );
}

#[test]
fn optional_old_self_is_an_optional() {
    let s = spec(
        json!({"replicas": {"type": "integer", "x-kubernetes-validations": [
            {"rule": "!oldSelf.hasValue() || self >= oldSelf.value()", "optionalOldSelf": true, "message": "replicas may not go down"}
        ]}}),
        json!([]),
    );
    assert_eq!(run(&s, json!({"spec": {"replicas": 1}}), None), "");
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 3}}),
            Some(json!({"spec": {"replicas": 2}}))
        ),
        ""
    );
    assert_eq!(
        run(
            &s,
            json!({"spec": {"replicas": 1}}),
            Some(json!({"spec": {"replicas": 2}}))
        ),
        "spec.replicas: Invalid value: \"integer\": replicas may not go down"
    );
}

#[test]
fn quantities_with_extreme_exponents_stay_cheap() {
    let cases: &[(&str, Result<Cel, String>)] = &[
        ("quantity('0e2000000000').isInteger()", Ok(Cel::Bool(true))),
        (
            "quantity('1e2147483647').add(quantity('1n')).sign()",
            Err("quantity too large to add".to_owned()),
        ),
        (
            "quantity('1e2147483647').isGreaterThan(quantity('1n'))",
            Ok(Cel::Bool(true)),
        ),
        (
            "quantity('-1e2147483647').compareTo(quantity('1e-9'))",
            Ok(Cel::Int(-1)),
        ),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn the_semver_library_on_its_examples() {
    let t = || Ok(Cel::Bool(true));
    let f = || Ok(Cel::Bool(false));
    let no_elements = || Err("No Major.Minor.Patch elements found".to_owned());
    let cases: &[(&str, Result<Cel, String>)] = &[
        // semverlib.go's documentation.
        ("type(semver('1.0.0')) == kubernetes.Semver", t()),
        ("type(semver('0.1.0-alpha.1')) == kubernetes.Semver", t()),
        ("semver('200K')", no_elements()),
        ("semver('Three')", no_elements()),
        ("semver('Mi')", no_elements()),
        ("semver('v1.0.0', true) == semver('1.0.0')", t()),
        ("semver('1.0', true) == semver('1.0.0')", t()),
        ("semver('01.01.01', true) == semver('1.1.1')", t()),
        ("isSemver('1.0.0')", t()),
        ("isSemver('hello')", f()),
        ("isSemver('v1.0')", f()),
        ("isSemver('v1.0', true)", t()),
        ("isSemver('1.0', true)", t()),
        ("isSemver('01.01.01', true)", t()),
        ("isSemver('01.01.01')", f()),
        ("semver('1.2.3').major()", Ok(Cel::Int(1))),
        ("semver('1.2.3').minor()", Ok(Cel::Int(2))),
        ("semver('1.2.3').patch()", Ok(Cel::Int(3))),
        (
            "semver('1.2.3').compareTo(semver('1.2.3'))",
            Ok(Cel::Int(0)),
        ),
        (
            "semver('1.2.3').compareTo(semver('2.0.0'))",
            Ok(Cel::Int(-1)),
        ),
        (
            "semver('1.2.3').compareTo(semver('0.1.2'))",
            Ok(Cel::Int(1)),
        ),
        ("semver('1.2.3').isGreaterThan(semver('1.2.2'))", t()),
        ("semver('1.2.3').isLessThan(semver('1.10.0'))", t()),
        // semver.org's precedence: prereleases first, numeric identifiers before
        // alphanumeric ones, build metadata ignored.
        ("semver('1.0.0-alpha').isLessThan(semver('1.0.0'))", t()),
        (
            "semver('1.0.0-alpha.1').isLessThan(semver('1.0.0-alpha.beta'))",
            t(),
        ),
        (
            "semver('1.0.0-beta.2').isLessThan(semver('1.0.0-beta.11'))",
            t(),
        ),
        (
            "semver('1.0.0-alpha').isLessThan(semver('1.0.0-alpha.1'))",
            t(),
        ),
        ("semver('1.0.0+build.1') == semver('1.0.0')", t()),
        // blang/semver's errors, word for word.
        (
            "semver('1.01.0')",
            Err("Minor number must not contain leading zeroes \"01\"".to_owned()),
        ),
        (
            "semver('1.0.x')",
            Err("Invalid character(s) found in patch number \"x\"".to_owned()),
        ),
        ("semver('1.0.0-')", Err("Prerelease is empty".to_owned())),
        (
            "semver('1.0.0-01')",
            Err("Numeric PreRelease version must not contain leading zeroes \"01\"".to_owned()),
        ),
        (
            "semver('1.0.0+a_b')",
            Err("Invalid character(s) found in build meta data \"a_b\"".to_owned()),
        ),
        (
            "semver('1.0-rc', true)",
            Err("short version cannot contain PreRelease/Build meta data".to_owned()),
        ),
        ("semver('')", Err("Version string empty".to_owned())),
    ];
    for (expression, expected) in cases {
        assert_eq!(&eval(expression), expected, "{expression}");
    }
}

#[test]
fn byte_strings_are_bytes() {
    // The Kubernetes CEL documentation's type table: `format: byte` is `bytes`.
    let s = spec(
        json!({"data": {"type": "string", "format": "byte"}}),
        json!([
            {"rule": "type(self.data) == bytes"},
            {"rule": "self.data == b'hello'"},
            {"rule": "size(self.data) == 5"},
            {"rule": "string(self.data) == 'hello'"}
        ]),
    );
    assert_eq!(run(&s, json!({"spec": {"data": "aGVsbG8="}}), None), "");
    assert_eq!(
        run(&s, json!({"spec": {"data": "aGVsbG8h"}}), None),
        "[spec: Invalid value: \"object\": failed rule: self.data == b'hello', spec: Invalid value: \"object\": failed rule: size(self.data) == 5, spec: Invalid value: \"object\": failed rule: string(self.data) == 'hello']"
    );
}
