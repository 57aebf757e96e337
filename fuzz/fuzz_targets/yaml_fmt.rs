//! Arbitrary bytes as a YAML file for `crdgen fmt` (`crdgen_yaml::format`). Any error is
//! fine; a panic or a hang is a bug. What it formats must format to itself again, and
//! must mean what the input meant (the same documents).
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
    let before = crdgen_yaml::parse(text).map(|p| p.documents);
    let after = crdgen_yaml::parse(&formatted).map(|p| p.documents);
    assert_eq!(before, after, "formatting changed the documents");
});
