//! JSON the user writes (a `schema = r#"{...}"#`, `root_properties`, a `[types]` schema
//! given as a string) read so that nothing in it is silently lost: serde_json keeps the
//! last of two equal keys of an object without a word, while the API server's strict
//! field validation refuses such an object ("duplicate field"). A key given twice is
//! refused here, named with the path to it.
//!
//! serde_json has no strict mode, so the text goes through serde_json's own
//! deserializer a second time with a visitor that only checks keys; the value itself is
//! still serde_json's, so numbers and strings read exactly as before.

use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::diagnostic::escape;

/// Why a JSON text was refused.
#[derive(Debug)]
pub enum Error {
    /// Not JSON: serde_json's message, with its line and column.
    Syntax(serde_json::Error),
    /// An object gives `key` twice; `path` leads to it from the top (`.kind.type`,
    /// `.enum[1].a`, `["a.b"].type`).
    Duplicate {
        /// The key given twice.
        key: String,
        /// Where the second one is.
        path: String,
        /// The line and column in the JSON text where serde_json stood after the second
        /// key (a long literal spans many lines; the diagnostic points at its start).
        line: usize,
        /// See `line`.
        column: usize,
    },
}

impl Error {
    /// The message for this error in JSON that `subject` names ("the schema given",
    /// "`root_properties`").
    pub fn message(&self, subject: &str) -> String {
        match self {
            Error::Syntax(e) => {
                format!(
                    "{subject} is not valid JSON: {}",
                    escape::value(&e.to_string())
                )
            }
            Error::Duplicate {
                key,
                path,
                line,
                column,
            } => format!(
                "{subject} has the key \"{}\" twice, at `{}` (line {line}, column {column} of the JSON): serde_json would keep the last one, and the API server's strict field validation refuses an object with a duplicate field",
                escape::value(key),
                escape::value(path)
            ),
        }
    }

    /// What to write instead: for a duplicate, the key once; else `otherwise`.
    pub fn help(&self, otherwise: &str) -> String {
        match self {
            Error::Syntax(_) => otherwise.to_owned(),
            Error::Duplicate { key, .. } => format!(
                "give \"{}\" once in that object, with the value meant",
                escape::value(key)
            ),
        }
    }
}

/// Reads `text` as serde_json does, refusing an object that gives a key twice.
pub fn from_str(text: &str) -> Result<Value, Error> {
    let value = serde_json::from_str::<Value>(text).map_err(Error::Syntax)?;
    let found = RefCell::new(None);
    let mut de = serde_json::Deserializer::from_str(text);
    let checked = Keys {
        path: String::new(),
        found: &found,
    }
    .deserialize(&mut de);
    match (checked, found.into_inner()) {
        (checked, Some((key, path))) => {
            let (line, column) = checked.err().map_or((0, 0), |e| (e.line(), e.column()));
            Err(Error::Duplicate {
                key,
                path,
                line,
                column,
            })
        }
        // The text parsed once already: the same deserializer cannot fail on it again
        // but for a duplicate.
        _ => Ok(value),
    }
}

/// `path` followed by the step to the value of `key`: `.key` for a key that reads as one
/// name, `["a.b"]` (JSON-quoted) for any other, so that a key holding a dot or a bracket
/// cannot be read as two steps.
fn step(path: &str, key: &str) -> String {
    let plain = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '$'));
    if plain {
        format!("{path}.{key}")
    } else {
        format!("{path}[{}]", Value::String(key.to_owned()))
    }
}

/// One node of the text: checks the keys of every object at or below it. The first
/// duplicate is kept in `found` and ends the walk.
struct Keys<'a> {
    path: String,
    found: &'a RefCell<Option<(String, String)>>,
}

impl<'de> DeserializeSeed<'de> for Keys<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Keys<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0;
        while seq
            .next_element_seed(Keys {
                path: format!("{}[{index}]", self.path),
                found: self.found,
            })?
            .is_some()
        {
            index += 1;
        }
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            let path = step(&self.path, &key);
            if !seen.insert(key.clone()) {
                *self.found.borrow_mut() = Some((key, path));
                return Err(de::Error::custom("duplicate key"));
            }
            map.next_value_seed(Keys {
                path,
                found: self.found,
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> (String, String) {
        match from_str(text) {
            Err(Error::Duplicate { key, path, .. }) => (key, path),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_key_given_twice_is_named_with_its_path() {
        assert_eq!(
            refused(r#"{"kind": {"type": "string"}, "kind": {"type": "integer"}}"#),
            ("kind".to_owned(), ".kind".to_owned())
        );
        assert_eq!(
            refused(r#"{"a": {"b": [1, {"c": 1, "c": 2}]}}"#),
            ("c".to_owned(), ".a.b[1].c".to_owned())
        );
        // A key that is not one name is quoted, so `a.b` is not `a` then `b`.
        assert_eq!(
            refused(r#"{"a.b": {"type": "string", "type": "integer"}}"#),
            ("type".to_owned(), r#"["a.b"].type"#.to_owned())
        );
        assert_eq!(
            refused(r#"{"a": {"b": {"type": "string", "type": "integer"}}}"#),
            ("type".to_owned(), ".a.b.type".to_owned())
        );
        // Equal after unescaping, as serde_json compares them.
        assert_eq!(
            refused(r#"{"k": 1, "\u006b": 2}"#),
            ("k".to_owned(), ".k".to_owned())
        );
    }

    #[test]
    fn the_same_key_in_different_objects_is_fine() {
        let text =
            r#"{"a": {"type": "string"}, "b": {"type": "string"}, "c": [{"x": 1}, {"x": 2}]}"#;
        assert_eq!(
            from_str(text).unwrap(),
            serde_json::from_str::<Value>(text).unwrap()
        );
    }

    #[test]
    fn syntax_errors_are_serde_jsons() {
        let Err(e) = from_str(r#"{"a": }"#) else {
            panic!("accepted")
        };
        assert_eq!(
            e.message("the schema given"),
            "the schema given is not valid JSON: expected value at line 1 column 7"
        );
        let Err(e) = from_str(r#"{"a": 1, "a": 1}"#) else {
            panic!("accepted")
        };
        assert_eq!(
            e.message("`root_properties`"),
            "`root_properties` has the key \"a\" twice, at `.a` (line 1, column 12 of the JSON): serde_json would keep the last one, and the API server's strict field validation refuses an object with a duplicate field"
        );
    }

    /// In a literal of many lines, the message says where in it the second key is.
    #[test]
    fn a_duplicate_is_placed_in_the_text() {
        let Err(e) = from_str(
            "{\n  \"type\": \"object\",\n  \"properties\": {},\n  \"type\": \"string\"\n}",
        ) else {
            panic!("accepted")
        };
        assert_eq!(
            e.message("the schema given"),
            "the schema given has the key \"type\" twice, at `.type` (line 4, column 8 of the JSON): serde_json would keep the last one, and the API server's strict field validation refuses an object with a duplicate field"
        );
    }
}
