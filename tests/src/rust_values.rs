//! Random values of any `T: DeserializeOwned`, built by `T`'s own `Deserialize` impl from
//! a random serde [`Deserializer`]: the *shape* comes from the Rust type (the struct's
//! field names, the enum's variants, options, sequences and maps as serde asks for them),
//! so a field serde writes that the schema lacks is generated too. The schema of the same
//! path only guides the leaves, so that the values are ones the API server accepts:
//! enums, formats, patterns, numeric bounds, lengths, required properties, item and
//! property counts, unique set items and map-list keys.
//!
//! Where serde asks for `deserialize_any` (untagged and internally tagged enums,
//! `#[serde(flatten)]`, `serde_json::Value`, `IntOrString`) the type says nothing about
//! the shape: the value then comes from the schema at that path
//! ([`crate::schema_values`]).
//!
//! Randomness is proptest's: a [`TestRng`] seeded from the case's seed and the attempt,
//! so a seed always builds the same value.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde::de::value::{BorrowedStrDeserializer, StrDeserializer};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, EnumAccess, MapAccess, SeqAccess, VariantAccess,
    Visitor,
};
use serde_json::{Map, Value, json};

use crate::schema_values::{self, DEPTH};

/// Past this many nested values the type is taken to have no finite value.
const MAX_DEPTH: usize = 48;

/// Fields serde reported missing (`(shape of the struct's path, field)`): required by the
/// Rust type although the schema does not require them; later draws always write them.
pub type Learned = BTreeSet<(String, String)>;

/// The mark of a text refused at a shape, in [`Learned`] (`(shape, "#text-refused 0")`,
/// one entry per refusal): not a field name, which never starts with `#`.
const TEXT_REFUSED: &str = "#text-refused ";

/// Texts that types parsing a plain `type: string` write (docs/known-types.md's examples:
/// chrono's and jiff's civil times and durations, semver's requirements, zoned times),
/// offered in turn at a shape whose type refused random text.
const TEXT_SAMPLES: &[&str] = &[
    "2024-05-06T07:08:09.500",
    "07:08:09.500",
    "PT2H30M",
    "2024-05-06T07:08:09+02:00[+02:00]",
    ">=1.2.3, <2.0.0",
    "2024-02-29T12:00:00Z",
    "2024-05-06",
    "1.2.3",
    "http://example.com/",
    "10.0.0.1",
    "10.0.0.1:8080",
    "0.0.0.0/0",
    "::1",
    "[::1]:8080",
    "P1DT2H",
    "Mon",
];

/// How many times the type at `shape` refused a drawn text.
fn refused_texts(learned: &Learned, shape: &str) -> usize {
    learned
        .range((shape.to_owned(), TEXT_REFUSED.to_owned())..)
        .take_while(|(s, f)| s == shape && f.starts_with(TEXT_REFUSED))
        .count()
}

/// A string schema that says nothing of its text (no enum, format or pattern).
fn plain_string(schema: &Map<String, Value>) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("string")
        && !["enum", "format", "pattern", "x-kubernetes-int-or-string"]
            .iter()
            .any(|k| schema.contains_key(*k))
}

/// Why a draw did not give a value: serde's message and the path where it was raised.
#[derive(Debug)]
pub struct DrawError {
    message: String,
    path: Option<String>,
    missing: Option<&'static str>,
}

impl DrawError {
    /// The path (`spec.items[0].name`) where the error was raised, once known.
    fn at(mut self, path: &str) -> Self {
        if self.path.is_none() {
            self.path = Some(path.to_owned());
        }
        self
    }

    fn json(e: serde_json::Error) -> Self {
        de::Error::custom(e)
    }
}

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.path.as_deref() {
            Some("") | None => write!(f, "{}", self.message),
            Some(path) => write!(f, "{} at `{path}`", self.message),
        }
    }
}

impl std::error::Error for DrawError {}

impl de::Error for DrawError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        DrawError {
            message: msg.to_string(),
            path: None,
            missing: None,
        }
    }

    fn missing_field(field: &'static str) -> Self {
        DrawError {
            message: format!("missing field `{field}`"),
            path: None,
            missing: Some(field),
        }
    }
}

/// The state of one build: the random source, the values fixed in advance by path, and
/// the fields learned to be required.
struct Gen<'l> {
    runner: TestRunner,
    /// Values fixed in advance (the root's metadata, unique keys of map lists, unique
    /// set items), by path; each is used once.
    fixed: BTreeMap<String, Value>,
    learned: &'l RefCell<Learned>,
    /// The text of the map key drawn last, for the path of its value.
    key: String,
}

impl Gen<'_> {
    fn draw<S: Strategy>(&mut self, strategy: S) -> Result<S::Value, DrawError> {
        strategy
            .new_tree(&mut self.runner)
            .map(|tree| tree.current())
            .map_err(|why| de::Error::custom(format!("no value could be drawn: {why}")))
    }

    /// True `num` times in `den`.
    fn chance(&mut self, num: u32, den: u32) -> Result<bool, DrawError> {
        Ok(self.draw(0..den)? < num)
    }

    /// Is a value fixed at `path` or below it?
    fn fixed_under(&self, path: &str) -> bool {
        self.fixed.keys().any(|k| {
            k.strip_prefix(path)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', '[']))
        })
    }
}

/// Builds a `T` from `seed` and `attempt` with `T`'s own `Deserialize` impl, guided by
/// `schema` (with its `allOf` folded in: [`schema_values::flatten_all_of_deep`]).
/// `fixed` gives values for paths in advance (the root's `metadata`).
pub fn build<T: DeserializeOwned>(
    schema: &Map<String, Value>,
    fixed: &BTreeMap<String, Value>,
    seed: u64,
    attempt: u32,
    learned: &RefCell<Learned>,
) -> Result<T, DrawError> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    bytes[8..12].copy_from_slice(&attempt.to_le_bytes());
    let mut state = Gen {
        runner: TestRunner::new_with_rng(
            Config::default(),
            TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
        ),
        fixed: fixed.clone(),
        learned,
        key: String::new(),
    };
    let draw = Draw {
        state: &mut state,
        schema: Some(schema),
        path: String::new(),
        shape: String::new(),
        depth: 0,
        key: false,
        required: false,
    };
    T::deserialize(draw)
}

/// The random deserializer at one path.
struct Draw<'g, 'l, 's> {
    state: &'g mut Gen<'l>,
    /// The schema at this path, if the schema has the path.
    schema: Option<&'s Map<String, Value>>,
    /// Where this value is (`spec.list[0].name`), for fixed values and errors.
    path: String,
    /// The path with every index and map key left out (`spec.list[].name`): what is
    /// learned holds for every item.
    shape: String,
    depth: usize,
    /// A map key: written as a string by serde_json, whatever its type.
    key: bool,
    /// A property the parent's schema requires: an `Option` here is always `Some`, as
    /// k8s-openapi reads its required fields through `Option`s.
    required: bool,
}

fn child_path(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

/// The schema of property `name` of an object node: its property's, else that of its
/// map values (the API server's `getSchemaForField`).
fn property<'s>(
    schema: Option<&'s Map<String, Value>>,
    name: &str,
) -> Option<&'s Map<String, Value>> {
    let schema = schema?;
    match schema.get("properties").and_then(|p| p.get(name)) {
        Some(Value::Object(p)) => Some(p),
        _ => schema
            .get("additionalProperties")
            .and_then(Value::as_object),
    }
}

fn items(schema: Option<&Map<String, Value>>) -> Option<&Map<String, Value>> {
    schema?.get("items").and_then(Value::as_object)
}

impl<'g, 'l, 's> Draw<'g, 'l, 's> {
    fn child<'c>(
        &'c mut self,
        name: &str,
        schema: Option<&'s Map<String, Value>>,
    ) -> Draw<'c, 'l, 's> {
        Draw {
            state: &mut *self.state,
            schema,
            path: child_path(&self.path, name),
            shape: child_path(&self.shape, name),
            depth: self.depth + 1,
            key: false,
            required: false,
        }
    }

    fn item<'c>(&'c mut self, i: usize) -> Draw<'c, 'l, 's> {
        Draw {
            state: &mut *self.state,
            schema: items(self.schema),
            path: format!("{}[{i}]", self.path),
            shape: format!("{}[]", self.shape),
            depth: self.depth + 1,
            key: false,
            required: false,
        }
    }

    /// The schema's value for this node, for what the type does not describe.
    fn schema_value(&mut self) -> Result<Value, DrawError> {
        match self.schema {
            Some(schema) => self.state.draw(schema_values::values(schema, self.depth)),
            None => self.state.draw(schema_values::untyped()),
        }
    }

    fn integer(&mut self, ty: (i128, i128)) -> Result<i128, DrawError> {
        if self.key {
            let n = self.state.draw(ty.0.max(0)..=ty.1.min(99))?;
            self.state.key = n.to_string();
            return Ok(n);
        }
        let schema = self.schema;
        if let Some(Value::Array(options)) = schema.and_then(|s| s.get("enum")) {
            let fitting: Vec<i128> = options
                .iter()
                .filter_map(|o| o.as_i64().map(i128::from).or(o.as_u64().map(i128::from)))
                .filter(|n| (ty.0..=ty.1).contains(n))
                .collect();
            if !fitting.is_empty() {
                return self.state.draw(proptest::sample::select(fitting));
            }
        }
        let hard = schema.map_or(ty, |s| schema_values::integer_range(s, ty));
        let step = schema
            .and_then(|s| s.get("multipleOf"))
            .and_then(Value::as_f64)
            .filter(|m| m.fract() == 0.0 && *m >= 1.0)
            .map_or(1, |m| m as i128);
        // Mostly small values, sometimes an end of the range: the ends are where types,
        // formats and bounds disagree.
        let n = if self.state.chance(1, 8)? {
            if self.state.draw(any::<bool>())? {
                hard.0
            } else {
                hard.1
            }
        } else {
            let (lo, hi) = schema_values::inside(hard, (-1000, 1000));
            self.state.draw(lo..=hi)?
        };
        let n = n.div_euclid(step) * step;
        Ok(if n < hard.0 { n + step } else { n })
    }

    fn float(&mut self) -> Result<f64, DrawError> {
        match self.schema {
            Some(schema) if !self.key => {
                let value = self.state.draw(schema_values::numbers(schema))?;
                Ok(value.as_f64().unwrap_or_default())
            }
            _ => Ok(f64::from(self.state.draw(-4000i32..4000)?) * 0.25),
        }
    }

    fn string(&mut self) -> Result<String, DrawError> {
        if self.key {
            let text = self.state.draw("[a-z][a-z0-9]{0,5}")?;
            self.state.key = text.clone();
            return Ok(text);
        }
        let refused = refused_texts(&self.state.learned.borrow(), &self.shape);
        let value = match self.schema {
            // A plain string whose type refused a drawn text before: the next sample of
            // typed text.
            Some(schema) if refused > 0 && plain_string(schema) => {
                Value::String(TEXT_SAMPLES[(refused - 1) % TEXT_SAMPLES.len()].to_owned())
            }
            Some(schema)
                if schema.contains_key("enum")
                    || schema.contains_key("x-kubernetes-int-or-string")
                    || schema.get("type").and_then(Value::as_str) == Some("string") =>
            {
                let strings = match schema.get("enum") {
                    Some(Value::Array(options)) => {
                        let texts: Vec<Value> =
                            options.iter().filter(|o| o.is_string()).cloned().collect();
                        if texts.is_empty() {
                            schema_values::strings(schema)
                        } else {
                            proptest::sample::select(texts).boxed()
                        }
                    }
                    _ => schema_values::strings(schema),
                };
                self.state.draw(strings)?
            }
            // No schema (a field the schema lacks): mostly plain text, sometimes a
            // date-time, the one text format the fixtures' built-in types parse
            // (Time, MicroTime), so those are built too.
            _ if self.state.chance(1, 3)? => Value::String("2024-02-29T12:00:00Z".to_owned()),
            _ => Value::String(self.state.draw("[a-z0-9]{0,8}")?),
        };
        Ok(value.as_str().unwrap_or_default().to_owned())
    }

    /// How many items or entries, between the schema's bounds (only the minimum below
    /// [`DEPTH`]).
    fn length(&mut self, ty: &str) -> Result<usize, DrawError> {
        let (min, max) = self
            .schema
            .map_or((0, None), |s| schema_values::size(s, ty));
        let most = if self.depth >= DEPTH { min } else { min + 3 };
        let most = max.map_or(most, |m| most.min(m).max(min));
        self.state.draw(min..=most)
    }

    /// For a `set` or `map` list of `n` items: unique items, or unique first keys, fixed
    /// in advance; the number of items there can be (fewer when the schema has fewer
    /// unique values than `n`).
    fn fix_unique(&mut self, n: usize) -> Result<usize, DrawError> {
        let Some(schema) = self.schema else {
            return Ok(n);
        };
        let Some(item) = items(Some(schema)) else {
            return Ok(n);
        };
        let (target, suffix) = match schema.get("x-kubernetes-list-type").and_then(Value::as_str) {
            Some("set") => (item, String::new()),
            Some("map") => {
                let Some(key) = schema
                    .get("x-kubernetes-list-map-keys")
                    .and_then(Value::as_array)
                    .and_then(|k| k.first())
                    .and_then(Value::as_str)
                else {
                    return Ok(n);
                };
                let Some(key_schema) = property(Some(item), key) else {
                    return Ok(n);
                };
                (key_schema, format!(".{key}"))
            }
            _ => return Ok(n),
        };
        let mut unique: Vec<Value> = Vec::new();
        for _ in 0..n * 8 {
            if unique.len() == n {
                break;
            }
            let value = self
                .state
                .draw(schema_values::values(target, self.depth + 1))?;
            if !unique.contains(&value) {
                unique.push(value);
            }
        }
        let count = unique.len();
        for (i, value) in unique.into_iter().enumerate() {
            self.state
                .fixed
                .insert(format!("{}[{i}]{suffix}", self.path), value);
        }
        Ok(count)
    }

    /// The fields of a struct (or the properties of a flattened one) to write, in
    /// `names`' order: the required ones (by the schema, by what serde reported
    /// missing, or with a value fixed below), others at random above [`DEPTH`], within
    /// minProperties and maxProperties; each with whether it must have a value (not
    /// `None`) although the schema does not require it.
    fn choose(&mut self, names: &[&str]) -> Result<Vec<(String, bool)>, DrawError> {
        let required: Vec<&str> = self
            .schema
            .and_then(|s| s.get("required"))
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut chosen: Vec<(String, bool)> = Vec::new();
        for &name in names {
            let must = required.contains(&name)
                || self
                    .state
                    .learned
                    .borrow()
                    .contains(&(self.shape.clone(), name.to_owned()))
                || self.state.fixed_under(&child_path(&self.path, name));
            if must || (self.depth < DEPTH && self.state.chance(1, 2)?) {
                chosen.push((name.to_owned(), false));
            }
        }
        // As many of the schema's properties as minProperties and maxProperties allow,
        // the first `min` of them with a value.
        let (min, max) = self
            .schema
            .map_or((0, None), |s| schema_values::size(s, "object"));
        for &name in names {
            if chosen.len() >= min {
                break;
            }
            let known = property(self.schema, name).is_some();
            if known && !chosen.iter().any(|(f, _)| f == name) {
                chosen.push((name.to_owned(), true));
            }
        }
        if let Some(max) = max {
            chosen.truncate(max.max(required.len()));
        }
        for (_, forced) in chosen.iter_mut().take(min) {
            *forced = true;
        }
        chosen.sort_by_key(|(f, _)| names.iter().position(|x| x == f));
        Ok(chosen)
    }

    fn fixed(&mut self) -> Option<Value> {
        self.state.fixed.remove(&self.path)
    }
}

/// Runs `$body` unless a value is fixed at this path (then that value is read with the
/// same method), and puts the path on an error that has none.
macro_rules! guarded {
    ($self:ident, $visitor:ident, $method:ident ( $($arg:expr),* ), $body:block) => {{
        if $self.depth > MAX_DEPTH {
            return Err(de::Error::custom("the type nests deeper than any value can"))
                .map_err(|e: DrawError| e.at(&$self.path));
        }
        if let Some(value) = $self.fixed() {
            return value.$method($($arg,)* $visitor).map_err(DrawError::json).map_err(|e| e.at(&$self.path));
        }
        let path = $self.path.clone();
        let result: Result<_, DrawError> = $body;
        result.map_err(|e| e.at(&path))
    }};
}

macro_rules! integers {
    ($($method:ident $visit:ident $ty:ty as $wide:ty;)*) => {$(
        fn $method<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
            guarded!(self, visitor, $method(), {
                let n = self.integer((<$ty>::MIN as i128, i128::try_from(<$ty>::MAX).unwrap_or(i128::MAX)))?;
                visitor.$visit(n as $wide)
            })
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Draw<'_, '_, '_> {
    type Error = DrawError;

    fn deserialize_any<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_any(), {
            if self.key {
                visitor.visit_string(self.string()?)
            } else {
                self.schema_value()?
                    .deserialize_any(visitor)
                    .map_err(DrawError::json)
            }
        })
    }

    fn deserialize_bool<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_bool(), {
            visitor.visit_bool(self.state.draw(any::<bool>())?)
        })
    }

    integers! {
        deserialize_i8 visit_i64 i8 as i64;
        deserialize_i16 visit_i64 i16 as i64;
        deserialize_i32 visit_i64 i32 as i64;
        deserialize_i64 visit_i64 i64 as i64;
        deserialize_i128 visit_i128 i128 as i128;
        deserialize_u8 visit_u64 u8 as u64;
        deserialize_u16 visit_u64 u16 as u64;
        deserialize_u32 visit_u64 u32 as u64;
        deserialize_u64 visit_u64 u64 as u64;
        deserialize_u128 visit_u128 u128 as u128;
    }

    fn deserialize_f32<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_f32(), {
            visitor.visit_f32(self.float()? as f32)
        })
    }

    fn deserialize_f64<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_f64(), {
            visitor.visit_f64(self.float()?)
        })
    }

    fn deserialize_char<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_char(), {
            visitor.visit_char(self.state.draw(proptest::char::range('a', 'z'))?)
        })
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DrawError> {
        self.deserialize_string(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_string(), {
            let text = self.string()?;
            let read: Result<V::Value, DrawError> = visitor.visit_string(text);
            if let Err(e) = &read
                && e.missing.is_none()
                && !self.key
            {
                // The type parses its text (a NaiveDateTime, a VersionReq): the next draws
                // offer it the next sample of what such types write.
                let mut learned = self.state.learned.borrow_mut();
                let refused = refused_texts(&learned, &self.shape);
                learned.insert((self.shape.clone(), format!("{TEXT_REFUSED}{refused}")));
            }
            read
        })
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, DrawError> {
        self.deserialize_byte_buf(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_byte_buf(), {
            visitor.visit_byte_buf(
                self.state
                    .draw(proptest::collection::vec(any::<u8>(), 0..4))?,
            )
        })
    }

    fn deserialize_option<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_option(), {
            let nullable = self
                .schema
                .is_some_and(|s| s.get("nullable") == Some(&Value::Bool(true)));
            let none = if self.required && !nullable {
                false
            } else {
                self.depth >= DEPTH || self.state.chance(1, 3)?
            };
            if none {
                visitor.visit_none()
            } else {
                visitor.visit_some(self)
            }
        })
    }

    fn deserialize_unit<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_unit(), { visitor.visit_unit() })
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        mut self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_unit_struct(name), {
            visitor.visit_unit()
        })
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        mut self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_newtype_struct(name), {
            visitor.visit_newtype_struct(self)
        })
    }

    fn deserialize_seq<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_seq(), {
            let n = self.length("array")?;
            let n = self.fix_unique(n)?;
            visitor.visit_seq(Items {
                draw: self,
                next: 0,
                len: n,
            })
        })
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        mut self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_tuple(len), {
            visitor.visit_seq(Items {
                draw: self,
                next: 0,
                len,
            })
        })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        mut self,
        name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_tuple_struct(name, len), {
            visitor.visit_seq(Items {
                draw: self,
                next: 0,
                len,
            })
        })
    }

    fn deserialize_map<V: Visitor<'de>>(mut self, visitor: V) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_map(), {
            // An embedded resource (`x-kubernetes-embedded-resource`) with no properties
            // of its own: the server requires `apiVersion` and `kind`, keeps `metadata`,
            // and keeps other fields only under preserve-unknown-fields.
            if let Some(schema) = self.schema
                && schema.get("x-kubernetes-embedded-resource") == Some(&Value::Bool(true))
                && !schema.contains_key("properties")
            {
                let mut object = json!({
                    "apiVersion": "example.com/v1",
                    "kind": "Example",
                    "metadata": {"name": self.state.draw("[a-z][a-z0-9]{0,5}")?},
                });
                if schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true)) {
                    object["spec"] = json!({"free": self.state.draw(0i64..100)?});
                }
                return object.deserialize_map(visitor).map_err(DrawError::json);
            }
            // A map over a node with properties is a struct with `#[serde(flatten)]`
            // fields: the keys are the schema's properties; serde reads the struct's
            // own fields by their types and collects the others as untyped content
            // (`deserialize_any`, so the schema gives the flattened fields' values).
            let named = self
                .schema
                .and_then(|s| s.get("properties"))
                .and_then(Value::as_object)
                .is_some_and(|p| !p.is_empty());
            if named {
                let names: Vec<String> = self
                    .schema
                    .and_then(|s| s.get("properties"))
                    .and_then(Value::as_object)
                    .map(|p| p.keys().cloned().collect())
                    .unwrap_or_default();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let chosen = self.choose(&names)?;
                visitor.visit_map(Fields {
                    draw: self,
                    fields: chosen,
                    next: 0,
                })
            } else {
                let len = self.length("object")?;
                visitor.visit_map(Entries {
                    draw: self,
                    left: len,
                    key: String::new(),
                })
            }
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        mut self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_struct(name, fields), {
            let chosen = self.choose(fields)?;
            let (learned, shape) = (self.state.learned, self.shape.clone());
            let result = visitor.visit_map(Fields {
                draw: self,
                fields: chosen,
                next: 0,
            });
            // A field serde requires and the schema does not: written by every later
            // draw of this struct.
            if let Err(DrawError {
                missing: Some(field),
                path: None,
                ..
            }) = &result
            {
                learned.borrow_mut().insert((shape, (*field).to_owned()));
            }
            result
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        mut self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_enum(name, variants), {
            if variants.is_empty() {
                return Err(de::Error::custom(format!(
                    "enum {name} has no variant to build"
                )));
            }
            let variant = variants[self.state.draw(0..variants.len())?];
            if self.key {
                self.state.key = variant.to_owned();
            }
            visitor.visit_enum(Variant {
                draw: self,
                name: variant,
            })
        })
    }

    fn deserialize_identifier<V: Visitor<'de>>(
        mut self,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        // Outside a struct or an enum (whose names this deserializer hands out itself),
        // an identifier has no list of names: an adjacently tagged enum's tag. The
        // schema's enum has the names.
        guarded!(self, visitor, deserialize_identifier(), {
            self.schema_value()?
                .deserialize_identifier(visitor)
                .map_err(DrawError::json)
        })
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(
        mut self,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        guarded!(self, visitor, deserialize_ignored_any(), {
            visitor.visit_unit()
        })
    }
}

/// `seed` read from `draw`, with `draw`'s path on an error raised after the read (by
/// a `Deserialize` impl that refuses what it read).
fn read<'de, T: DeserializeSeed<'de>>(
    seed: T,
    draw: Draw<'_, '_, '_>,
) -> Result<T::Value, DrawError> {
    let path = draw.path.clone();
    seed.deserialize(draw).map_err(|e| e.at(&path))
}

/// The items of a sequence or tuple.
struct Items<'g, 'l, 's> {
    draw: Draw<'g, 'l, 's>,
    next: usize,
    len: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, '_, '_> {
    type Error = DrawError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, DrawError> {
        if self.next == self.len {
            return Ok(None);
        }
        let i = self.next;
        self.next += 1;
        read(seed, self.draw.item(i)).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.len - self.next)
    }
}

/// The entries of a map: keys drawn as map keys, values by the schema's
/// `additionalProperties`.
struct Entries<'g, 'l, 's> {
    draw: Draw<'g, 'l, 's>,
    left: usize,
    key: String,
}

impl<'de> MapAccess<'de> for Entries<'_, '_, '_> {
    type Error = DrawError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DrawError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        let key = Draw {
            state: &mut *self.draw.state,
            schema: None,
            path: self.draw.path.clone(),
            shape: self.draw.shape.clone(),
            depth: self.draw.depth + 1,
            key: true,
            required: false,
        };
        let k = seed.deserialize(key)?;
        self.key = self.draw.state.key.clone();
        Ok(Some(k))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DrawError> {
        let schema = self
            .draw
            .schema
            .and_then(|s| s.get("additionalProperties"))
            .and_then(Value::as_object);
        let shape = format!("{}{{}}", self.draw.shape);
        let mut value = self.draw.child(&self.key, schema);
        value.shape = shape;
        read(seed, value)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

/// The chosen fields of a struct, in the order serde declares them, each with whether
/// it must have a value (not `None`) although the schema does not require it.
struct Fields<'g, 'l, 's> {
    draw: Draw<'g, 'l, 's>,
    fields: Vec<(String, bool)>,
    next: usize,
}

impl<'de> MapAccess<'de> for Fields<'_, '_, '_> {
    type Error = DrawError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, DrawError> {
        let Some((field, _)) = self.fields.get(self.next) else {
            return Ok(None);
        };
        seed.deserialize(StrDeserializer::new(field)).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DrawError> {
        let (field, forced) = self.fields[self.next].clone();
        let field = field.as_str();
        self.next += 1;
        let required = forced
            || self
                .draw
                .schema
                .and_then(|s| s.get("required"))
                .and_then(Value::as_array)
                .is_some_and(|r| r.iter().any(|r| r == field));
        let schema = property(self.draw.schema, field);
        let mut value = self.draw.child(field, schema);
        value.required = required;
        read(seed, value)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len() - self.next)
    }
}

/// One variant of an enum, named by the type.
struct Variant<'g, 'l, 's> {
    draw: Draw<'g, 'l, 's>,
    name: &'static str,
}

impl<'de, 'g, 'l, 's> EnumAccess<'de> for Variant<'g, 'l, 's> {
    type Error = DrawError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), DrawError> {
        let tag = seed.deserialize(BorrowedStrDeserializer::new(self.name))?;
        Ok((tag, self))
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, '_, '_> {
    type Error = DrawError;

    fn unit_variant(self) -> Result<(), DrawError> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(
        mut self,
        seed: T,
    ) -> Result<T::Value, DrawError> {
        let schema = property(self.draw.schema, self.name);
        let value = self.draw.child(self.name, schema);
        read(seed, value)
    }

    fn tuple_variant<V: Visitor<'de>>(
        mut self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        let schema = property(self.draw.schema, self.name);
        de::Deserializer::deserialize_tuple(self.draw.child(self.name, schema), len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        mut self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, DrawError> {
        let schema = property(self.draw.schema, self.name);
        de::Deserializer::deserialize_struct(
            self.draw.child(self.name, schema),
            self.name,
            fields,
            visitor,
        )
    }
}
