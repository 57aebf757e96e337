//! What the apply-configuration generator needs of a kind, read from the model: the
//! kind's spec and status, and every struct reachable from them (client-go's
//! applyconfiguration-gen writes one configuration per type reachable from a kind).
//!
//! A struct gets a configuration of its own when serde writes it as a plain JSON object
//! crdgen can see field by field: named fields, derived `Serialize`, no type parameters,
//! no `transparent`, `tag`, `into` or `remote`, every flattened field itself such a
//! struct. Any other type (enums, built-in Kubernetes types, generic types, scalars) is
//! used as it is, atomically, as client-go uses a type that has no configuration.

use std::collections::{BTreeMap, BTreeSet};

use crate::model::serde::Tagging;
use crate::model::{Body, Model, Ty, TypeId, TypeRef};
use crate::source::cfg::Predicate;

/// A Rust type as the generated code names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypeName {
    /// A primitive (`i32`, `bool`, …).
    Primitive(&'static str),
    /// A type of the API crate, by its path from the crate root, with type arguments.
    Local(Vec<String>, Vec<TypeName>),
    /// A type of another crate, by its path, with type arguments.
    External(Vec<String>, Vec<TypeName>),
    /// Any JSON (`serde_json::Value`): for type syntax with no name the generated code can
    /// write (tuples, arrays, fields serialized `with` a function).
    Json,
}

/// The type of a field of an apply configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApplyTy {
    /// The apply configuration of the struct at this path.
    Config(Vec<String>),
    /// `Box<…>` (kept, so a recursive type stays finite).
    Boxed(Box<ApplyTy>),
    /// A list of items.
    List(Box<ApplyTy>),
    /// A map (`BTreeMap` or `HashMap`, as in the type) from keys to values.
    Map {
        /// `"BTreeMap"` or `"HashMap"`.
        container: &'static str,
        /// The key type.
        key: TypeName,
        /// The value type.
        value: Box<ApplyTy>,
    },
    /// The field's own type, set whole.
    Plain(TypeName),
}

/// How the API server merges a list field, from its `list_type` marker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListKind {
    /// `atomic` (the default): the manager owns the whole list.
    Atomic,
    /// `set`: each value is owned on its own.
    Set,
    /// `map` with these key fields (JSON names): each item is owned by its keys.
    Map(Vec<String>),
}

/// One field of a struct's apply configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplyField {
    /// The Rust name (without `r#`).
    pub ident: String,
    /// The JSON key.
    pub json: String,
    /// Its type.
    pub ty: ApplyTy,
    /// `#[serde(flatten)]`: the nested configuration's fields are written inline.
    pub flatten: bool,
    /// The list's merge type, for a list.
    pub list: ListKind,
    /// The `cfg` the field is compiled under (as written), when it has one.
    pub cfg: Option<String>,
}

/// One struct's apply configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplyStruct {
    /// The struct's path from the API crate's root (`["v1", "FooSpec"]`).
    pub path: Vec<String>,
    /// Its fields, in source order.
    pub fields: Vec<ApplyField>,
}

/// A kind's apply configuration and every struct it reaches.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KindApply {
    /// The spec's type.
    pub spec: Option<ApplyTy>,
    /// The status's type, when the kind has one.
    pub status: Option<ApplyTy>,
    /// Every struct with a configuration reachable from them, sorted by path.
    pub structs: Vec<ApplyStruct>,
}

/// Reads a kind version's apply configuration.
pub fn read(model: &Model<'_>, spec: TypeId, status: Option<&Ty>) -> KindApply {
    let mut reader = Reader {
        model,
        seen: BTreeMap::new(),
        queue: Vec::new(),
    };
    let spec = Some(reader.local(spec, &[]));
    let status = status.map(|s| reader.ty(s));
    while let Some(id) = reader.queue.pop() {
        let s = reader.read_struct(id);
        reader.seen.insert(id, Some(s));
    }
    let mut structs: Vec<ApplyStruct> = reader.seen.into_values().flatten().collect();
    structs.sort_by(|a, b| a.path.cmp(&b.path));
    KindApply {
        spec,
        status,
        structs,
    }
}

struct Reader<'m, 's> {
    model: &'m Model<'s>,
    /// The structs met: `None` while queued.
    seen: BTreeMap<TypeId, Option<ApplyStruct>>,
    queue: Vec<TypeId>,
}

impl Reader<'_, '_> {
    fn path(&self, id: TypeId) -> Vec<String> {
        let def = self.model.def(id);
        let mut path: Vec<String> = self
            .model
            .source()
            .modules
            .get(def.module)
            .map(|m| m.path.iter().skip(1).cloned().collect())
            .unwrap_or_default();
        path.push(def.name.clone());
        path
    }

    /// Does the struct get a configuration of its own (see the module documentation)?
    fn has_config(&self, id: TypeId, depth: usize) -> bool {
        let def = self.model.def(id);
        let Body::Struct(fields) = &def.body else {
            return false;
        };
        def.generics.is_empty()
            && def.serialize.is_derived()
            && def.serde.opaque.is_none()
            && !def.serde.transparent
            && matches!(def.serde.tagging, Tagging::External)
            && def.serde_errors.is_empty()
            && depth < 16
            && fields.iter().filter(|f| !f.skipped()).all(|f| {
                f.ident.is_some()
                    && f.json_name.is_some()
                    && (!f.serde.flatten || self.flattens(&f.ty, depth + 1))
            })
    }

    /// Is a flattened field's type a struct with a configuration?
    fn flattens(&self, ty: &Ty, depth: usize) -> bool {
        match &ty.kind {
            TypeRef::Local { def, args } if args.is_empty() => match &self.model.def(*def).body {
                Body::Alias(inner) => self.flattens(inner, depth + 1),
                _ => self.has_config(*def, depth),
            },
            _ => false,
        }
    }

    /// A local struct: its configuration (queued for reading), or the type itself.
    fn local(&mut self, id: TypeId, args: &[Ty]) -> ApplyTy {
        if args.is_empty() && self.has_config(id, 0) {
            if let std::collections::btree_map::Entry::Vacant(e) = self.seen.entry(id) {
                e.insert(None);
                self.queue.push(id);
            }
            ApplyTy::Config(self.path(id))
        } else {
            ApplyTy::Plain(TypeName::Local(
                self.path(id),
                args.iter().map(|a| self.name(a)).collect(),
            ))
        }
    }

    fn ty(&mut self, ty: &Ty) -> ApplyTy {
        match &ty.kind {
            TypeRef::Local { def, args } => match &self.model.def(*def).body {
                Body::Alias(inner) if self.model.def(*def).generics.is_empty() => {
                    let inner = inner.clone();
                    self.ty(&inner)
                }
                _ => self.local(*def, args),
            },
            TypeRef::External { path, args } => {
                let path: Vec<&str> = path.iter().map(String::as_str).collect();
                match (path.as_slice(), args.as_slice()) {
                    (["std", "option", "Option"], [inner]) => self.ty(inner),
                    (["std", "boxed", "Box"], [inner]) => match self.ty(inner) {
                        ApplyTy::Config(p) => ApplyTy::Boxed(Box::new(ApplyTy::Config(p))),
                        other => other,
                    },
                    (["std", "vec", "Vec"], [inner]) => ApplyTy::List(Box::new(self.ty(inner))),
                    (["std", "collections", "BTreeMap" | "HashMap"], [key, value]) => {
                        let container = if path[2] == "BTreeMap" {
                            "BTreeMap"
                        } else {
                            "HashMap"
                        };
                        ApplyTy::Map {
                            container,
                            key: self.name(key),
                            value: Box::new(self.ty(value)),
                        }
                    }
                    _ => ApplyTy::Plain(self.name(ty)),
                }
            }
            _ => ApplyTy::Plain(self.name(ty)),
        }
    }

    /// The type as the generated code names it.
    fn name(&self, ty: &Ty) -> TypeName {
        match &ty.kind {
            TypeRef::Primitive("str") => TypeName::External(
                vec!["std".into(), "string".into(), "String".into()],
                Vec::new(),
            ),
            TypeRef::Primitive(p) => TypeName::Primitive(p),
            TypeRef::Local { def, args } => {
                TypeName::Local(self.path(*def), args.iter().map(|a| self.name(a)).collect())
            }
            TypeRef::External { path, args } => {
                TypeName::External(path.clone(), args.iter().map(|a| self.name(a)).collect())
            }
            _ => TypeName::Json,
        }
    }

    fn read_struct(&mut self, id: TypeId) -> ApplyStruct {
        let def = self.model.def(id);
        let path = self.path(id);
        let Body::Struct(fields) = &def.body else {
            return ApplyStruct {
                path,
                fields: Vec::new(),
            };
        };
        let mut out = Vec::new();
        let mut idents = BTreeSet::new();
        for f in fields {
            if f.skipped() || f.serde.skip_serializing {
                continue;
            }
            let (Some(ident), Some(json)) = (&f.ident, &f.json_name) else {
                continue;
            };
            if !idents.insert(ident.clone()) {
                continue;
            }
            let ty = if f.serde.opaque.is_some() {
                // Written by a function crdgen cannot see: any JSON, set whole.
                ApplyTy::Plain(TypeName::Json)
            } else {
                self.ty(&f.ty)
            };
            out.push(ApplyField {
                ident: ident.clone(),
                json: json.clone(),
                ty,
                flatten: f.serde.flatten,
                list: list_kind(f),
                cfg: match f.cfg {
                    Predicate::True => None,
                    ref p => Some(p.to_string()),
                },
            });
        }
        ApplyStruct { path, fields: out }
    }
}

/// The list type a field's markers give.
fn list_kind(f: &crate::model::Field) -> ListKind {
    let value = |key: &str| f.markers.0.iter().find(|m| m.key == key).map(|m| &m.value);
    match value("list_type").and_then(|v| v.as_str()) {
        Some("set") => ListKind::Set,
        Some("map") => ListKind::Map(
            value("list_map_keys")
                .and_then(|v| v.as_array())
                .map(|keys| {
                    keys.iter()
                        .filter_map(|k| k.as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default(),
        ),
        _ => ListKind::Atomic,
    }
}
