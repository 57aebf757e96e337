//! Arbitrary bytes as a YAML file for `crdgen fmt` (`crdgen_yaml::format`). Any error is
//! fine; a panic or a hang is a bug. What it formats must format to itself again, and
//! must mean what the input meant (the same documents, numbers compared as JSON numbers:
//! go-yaml writes the float 1.0 as `1`, which reads back as an integer of the same value).
#![no_main]

use libfuzzer_sys::fuzz_target;

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
    let (Ok(before), Ok(after)) = (crdgen_yaml::parse(text), crdgen_yaml::parse(&formatted)) else {
        panic!("formatted text does not parse again:\n{formatted}");
    };
    assert!(
        before.documents.len() == after.documents.len()
            && before
                .documents
                .iter()
                .zip(&after.documents)
                .all(|(a, b)| crdgen_yaml::same_json(a, b)),
        "formatting changed the documents: {:?} became {:?}",
        before.documents,
        after.documents
    );
});
