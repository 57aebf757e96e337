//! The conversion webhook of a multi-version kind (feature `webhook`), from the `From` /
//! `TryFrom` impls between its versions, in kubebuilder's hub and spoke: one version is
//! the hub, every other version (a spoke) converts to it and from it, and a conversion
//! between two spokes goes through the hub.
//!
//! [`Converter::convert`] is a function from the body of the API server's
//! `ConversionReview` (`apiextensions.k8s.io/v1`) to the body of the answer, so any HTTP
//! server mounts it; [`Converter::convert_review`] takes and returns kube's
//! [`ConversionReview`]. Every object is converted to `desiredAPIVersion`, in order; an
//! object already at it is returned as sent. Any object that cannot be converted fails
//! the whole review (the API server takes all or nothing), with every such object's
//! reason in the response's `result`. The request's uid is always echoed; no input
//! panics.
//!
//! With `From` impls both ways between `v1alpha1::Widget` and the hub `v1::Widget` (or
//! `TryFrom`, whose error is reported), the README's "Admission and conversion webhooks"
//! shows them whole:
//!
//! ```
//! use crdgen::conversion::{Converter, KindVersion};
//!
//! /// The converter of a kind at `Hub` and `Spoke`, and what the HTTP server's `/convert`
//! /// route calls with the request body.
//! fn convert<Hub, Spoke>(body: &[u8]) -> Vec<u8>
//! where
//!     Hub: KindVersion + From<Spoke>,
//!     Spoke: KindVersion + From<Hub>,
//! {
//!     let converter = Converter::<Hub>::new().spoke::<Spoke>();
//!     converter.convert(body)
//! }
//! ```
//!
//! Build the converter once (it is a table of function pointers) and share it between
//! requests; `crdgen/examples/webhook_server.rs` serves it over HTTP with hyper.

use std::collections::BTreeMap;
use std::fmt::Display;

use kube_core::Resource;
use kube_core::Status;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub use kube_core::conversion::{ConversionRequest, ConversionResponse, ConversionReview};

/// A kind's versions and the conversions between them, around its hub `H`.
pub struct Converter<H> {
    /// The `apiVersion` of each spoke, and its conversions.
    spokes: BTreeMap<String, Spoke<H>>,
}

/// A spoke's two conversions, through JSON: the API server sends objects of any version.
struct Spoke<H> {
    to_hub: fn(&Value) -> Result<H, String>,
    from_hub: fn(H) -> Result<Value, String>,
}

/// The bounds of a version of the kind: a kube resource serde reads and writes.
pub trait KindVersion: Resource<DynamicType = ()> + Serialize + DeserializeOwned {}

impl<K: Resource<DynamicType = ()> + Serialize + DeserializeOwned> KindVersion for K {}

impl<H: KindVersion> Default for Converter<H> {
    fn default() -> Self {
        Self::new()
    }
}

impl<H: KindVersion> Converter<H> {
    /// A converter whose hub is `H` (kubebuilder's `Hub()`; most often the storage
    /// version), with no spokes yet.
    pub fn new() -> Self {
        Self {
            spokes: BTreeMap::new(),
        }
    }

    /// Adds the spoke `S`: converted to the hub by `H: TryFrom<S>` and from it by
    /// `S: TryFrom<H>` (a `From` impl gives both). The error's `Display` is what the API
    /// server reports. `S` is the same kind as `H` at another version; the objects of a
    /// review are checked to be of `H`'s kind.
    #[must_use]
    pub fn spoke<S>(mut self) -> Self
    where
        S: KindVersion + TryFrom<H>,
        H: TryFrom<S>,
        <S as TryFrom<H>>::Error: Display,
        <H as TryFrom<S>>::Error: Display,
    {
        self.spokes.insert(
            S::api_version(&()).into_owned(),
            Spoke {
                to_hub: to_hub::<H, S>,
                from_hub: from_hub::<H, S>,
            },
        );
        self
    }

    /// The conversion handler: the body of a `ConversionReview` request in, the body of
    /// the answer out.
    pub fn convert(&self, body: &[u8]) -> Vec<u8> {
        let review = match serde_json::from_slice::<Value>(body) {
            Err(e) => invalid("", format!("the request body is not JSON: {e}")),
            Ok(value) => {
                // Echo the uid of a review that is JSON but not a ConversionReview.
                let uid = value
                    .pointer("/request/uid")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned();
                match serde_json::from_value::<ConversionReview>(value) {
                    Ok(review) => self.convert_review(review),
                    Err(e) => invalid(
                        &uid,
                        format!("the request body is not a ConversionReview: {e}"),
                    ),
                }
            }
        };
        serde_json::to_vec(&review).unwrap_or_else(|_| {
            br#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"","result":{"status":"Failure","message":"the answer could not be written as JSON"},"convertedObjects":[]}}"#
                .to_vec()
        })
    }

    /// [`Converter::convert`] on a review already decoded.
    pub fn convert_review(&self, review: ConversionReview) -> ConversionReview {
        let request = match ConversionRequest::try_from(review) {
            Ok(request) => request,
            Err(_) => {
                return invalid("", "the ConversionReview carries no request".to_owned());
            }
        };
        let desired = request.desired_api_version.clone();
        let mut converted = Vec::with_capacity(request.objects.len());
        let mut errors = Vec::new();
        for (index, object) in request.objects.iter().enumerate() {
            match self.convert_object(object, &desired) {
                Ok(object) => converted.push(object),
                Err(e) => errors.push(format!("{}: {e}", describe(index, object))),
            }
        }
        let response = ConversionResponse::for_request(request);
        if errors.is_empty() {
            response.success(converted)
        } else {
            response.failure(failure(errors.join("; ")))
        }
        .into_review()
    }

    /// One object to `desired`, through the hub.
    fn convert_object(&self, object: &Value, desired: &str) -> Result<Value, String> {
        let kind = H::kind(&());
        match object.get("kind").and_then(Value::as_str) {
            Some(k) if k == kind => {}
            Some(k) => {
                return Err(format!(
                    "kind {k} is not {kind}, the kind this webhook converts"
                ));
            }
            None => return Err("the object has no kind".to_owned()),
        }
        let Some(from) = object.get("apiVersion").and_then(Value::as_str) else {
            return Err("the object has no apiVersion".to_owned());
        };
        if from == desired {
            return Ok(object.clone());
        }
        let hub_version = H::api_version(&());
        let hub = if from == hub_version {
            H::deserialize(object).map_err(|e| format!("not a valid {from} {kind}: {e}"))?
        } else {
            let spoke = self.spokes.get(from).ok_or_else(|| self.unknown(from))?;
            (spoke.to_hub)(object)?
        };
        let mut out = if desired == hub_version {
            serde_json::to_value(hub)
                .map_err(|e| format!("writing {desired} {kind} as JSON: {e}"))?
        } else {
            let spoke = self
                .spokes
                .get(desired)
                .ok_or_else(|| self.unknown(desired))?;
            (spoke.from_hub)(hub)?
        };
        // The API server requires the desired apiVersion on every object; set it (and
        // the kind) whatever the version's serializer writes.
        if let Value::Object(map) = &mut out {
            map.insert("apiVersion".to_owned(), Value::String(desired.to_owned()));
            map.insert("kind".to_owned(), Value::String(kind.into_owned()));
        }
        Ok(out)
    }

    /// The error for a version this converter does not know, listing those it knows.
    fn unknown(&self, version: &str) -> String {
        let mut known: Vec<String> = self.spokes.keys().cloned().collect();
        known.push(H::api_version(&()).into_owned());
        known.sort();
        format!(
            "version {version} is not one this webhook converts ({})",
            known.join(", ")
        )
    }
}

/// A spoke's object (as JSON) to the hub.
fn to_hub<H, S>(object: &Value) -> Result<H, String>
where
    H: KindVersion + TryFrom<S>,
    S: KindVersion,
    <H as TryFrom<S>>::Error: Display,
{
    let spoke = S::deserialize(object)
        .map_err(|e| format!("not a valid {} {}: {e}", S::api_version(&()), S::kind(&())))?;
    H::try_from(spoke).map_err(|e| {
        format!(
            "converting {} to {}: {e}",
            S::api_version(&()),
            H::api_version(&())
        )
    })
}

/// The hub to a spoke's object (as JSON).
fn from_hub<H, S>(hub: H) -> Result<Value, String>
where
    H: KindVersion,
    S: KindVersion + TryFrom<H>,
    <S as TryFrom<H>>::Error: Display,
{
    let spoke = S::try_from(hub).map_err(|e| {
        format!(
            "converting {} to {}: {e}",
            H::api_version(&()),
            S::api_version(&())
        )
    })?;
    serde_json::to_value(spoke).map_err(|e| {
        format!(
            "writing {} {} as JSON: {e}",
            S::api_version(&()),
            S::kind(&())
        )
    })
}

/// The object named in an error: `namespace/name` when it has them, and its index.
fn describe(index: usize, object: &Value) -> String {
    let name = object.pointer("/metadata/name").and_then(Value::as_str);
    let namespace = object
        .pointer("/metadata/namespace")
        .and_then(Value::as_str);
    match (namespace, name) {
        (Some(namespace), Some(name)) => format!("object {index} ({namespace}/{name})"),
        (None, Some(name)) => format!("object {index} ({name})"),
        _ => format!("object {index}"),
    }
}

/// The answer to a review that cannot be read (with its uid when that could be read).
fn invalid(uid: &str, message: String) -> ConversionReview {
    let mut response = ConversionResponse::invalid(failure(message));
    uid.clone_into(&mut response.uid);
    response.into_review()
}

/// A failed result, as controller-runtime's `errored`: `status: Failure` and the message.
fn failure(message: String) -> Status {
    Status::failure(&message, "")
}
