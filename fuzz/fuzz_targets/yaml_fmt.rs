//! Arbitrary bytes as a YAML file for `crdgen fmt` (`crdgen_yaml::format`). Any error is
//! fine; a panic or a hang is a bug. What it formats must format to itself again, and
//! must mean what the input meant (the same documents, numbers compared as JSON numbers:
//! go-yaml writes the float 1.0 as `1`, which reads back as an integer of the same value).
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// Whether two documents mean the same JSON: numbers by value (an integer and a float are
/// one JSON number when equal), everything else exactly.
fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x.as_i128(), y.as_i128()) {
            (Some(x), Some(y)) => x == y,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(formatted) = crdgen_yaml::format(text) else {
        return;
    };
    assert_eq!(
        crdgen_yaml::format(&formatted).as_deref(),
        Ok(formatted.as_str()),
        "formatting is not a fixed point"
    );
    let (Ok(before), Ok(after)) = (crdgen_yaml::parse(text), crdgen_yaml::parse(&formatted))
    else {
        panic!("formatted text does not parse again:\n{formatted}");
    };
    assert!(
        before.documents.len() == after.documents.len()
            && before.documents.iter().zip(&after.documents).all(|(a, b)| same_json(a, b)),
        "formatting changed the documents: {:?} became {:?}",
        before.documents,
        after.documents
    );
});
