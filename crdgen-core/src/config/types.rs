//! The `[types]` table: a schema for each type of another crate that crdgen does not
//! know, by the path its uses resolve to, so that every field of that type gets it
//! without a marker of its own.
//!
//! ```toml
//! [types]
//! "my_dep::Money" = { type = "string", pattern = "^[0-9]+\\.[0-9]{2}$" }
//! "my_dep::Point" = '{"type": "object", "properties": {"x": {"type": "number"}}}'
//! ```

use serde::Deserialize;
use serde_json::{Map, Value};

/// One entry of `[types]`: an inline table written as the schema itself, or a string
/// holding the schema as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum TypeSchema {
    /// `"a::B" = '{"type": "string"}'`.
    Json(String),
    /// `"a::B" = { type = "string" }`.
    Table(Map<String, Value>),
}

impl TypeSchema {
    /// The schema as a JSON value; a JSON string that does not parse, or gives a key
    /// twice, is an error.
    pub fn value(&self) -> Result<Value, crate::strict_json::Error> {
        match self {
            TypeSchema::Table(map) => Ok(Value::Object(map.clone())),
            TypeSchema::Json(text) => crate::strict_json::from_str(text),
        }
    }
}
