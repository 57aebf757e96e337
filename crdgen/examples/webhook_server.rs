//! Admission and conversion webhooks of one kind served over HTTP with hyper: each path is
//! a crdgen handler mounted as it is, request body in, response body out.
//!
//! ```sh
//! cargo run -p crdgen --features webhook --example webhook_server -- 127.0.0.1:9443
//! curl -s -X POST --data-binary @review.json http://127.0.0.1:9443/validate-example-com-v1-widget
//! ```
//!
//! The API server calls webhooks over HTTPS only: in a cluster, serve with TLS (hyper over
//! a `tokio-rustls` acceptor, with the certificate cert-manager writes for the webhook
//! Service) or behind a proxy that terminates it. The routing is the same.

use std::convert::Infallible;

use bytes::Bytes;
use crdgen::CustomResource;
use crdgen::admission::{self, AdmissionRequest, Denial, Verdict};
use crdgen::conversion::Converter;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper::{Method, Request, Response, StatusCode};
use serde::{Deserialize, Serialize};

/// Widget at v1, the storage version and the conversion hub.
pub mod v1 {
    use super::*;

    /// WidgetSpec is the desired state of a Widget.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[crd(
        group = "example.com",
        version = "v1",
        kind = "Widget",
        namespaced,
        storage
    )]
    pub struct WidgetSpec {
        /// Replicas is the number of pods.
        #[serde(default)]
        pub replicas: i32,
        /// Image is the container image; defaulted to `nginx`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub image: Option<String>,
    }
}

/// Widget at v1alpha1, a spoke: `size` became `replicas`.
pub mod v1alpha1 {
    use super::*;

    /// WidgetSpec is the desired state of a Widget.
    #[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[crd(
        group = "example.com",
        version = "v1alpha1",
        kind = "Widget",
        namespaced
    )]
    pub struct WidgetSpec {
        /// Size is the number of pods.
        pub size: i32,
    }
}

impl admission::Validate for v1::Widget {
    fn validate_create(&self, _: &AdmissionRequest<Self>) -> Verdict {
        check(self)
    }

    fn validate_update(&self, _old: &Self, _: &AdmissionRequest<Self>) -> Verdict {
        check(self)
    }
}

/// The rule both operations check.
fn check(widget: &v1::Widget) -> Verdict {
    match widget.spec.replicas {
        r if r < 0 => Err(Denial::new("spec.replicas: must not be negative")),
        r if r > 10 => Ok(vec![
            "spec.replicas: more than 10 is slow to roll out".to_owned(),
        ]),
        _ => Ok(vec![]),
    }
}

impl admission::Defaulter for v1::Widget {
    fn set_defaults(&mut self, _: &AdmissionRequest<Self>) -> Result<(), Denial> {
        self.spec.image.get_or_insert_with(|| "nginx".to_owned());
        Ok(())
    }
}

impl From<v1alpha1::Widget> for v1::Widget {
    fn from(old: v1alpha1::Widget) -> Self {
        let mut new = v1::Widget::new(
            "",
            v1::WidgetSpec {
                replicas: old.spec.size,
                image: None,
            },
        );
        new.metadata = old.metadata;
        new
    }
}

impl TryFrom<v1::Widget> for v1alpha1::Widget {
    type Error = String;

    fn try_from(new: v1::Widget) -> Result<Self, String> {
        if new.spec.image.is_some() {
            // v1alpha1 has no image: converting down would lose it.
            return Err("spec.image has no v1alpha1 field".to_owned());
        }
        let mut old = v1alpha1::Widget::new(
            "",
            v1alpha1::WidgetSpec {
                size: new.spec.replicas,
            },
        );
        old.metadata = new.metadata;
        Ok(old)
    }
}

/// The largest request body read, as controller-runtime's webhook server (7 MiB).
const MAX_BODY: usize = 7 * 1024 * 1024;

/// Routes a request to its handler.
async fn serve(
    request: Request<Incoming>,
    converter: &Converter<v1::Widget>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let handler: fn(&Converter<v1::Widget>, &[u8]) -> Vec<u8> =
        match (request.method(), request.uri().path()) {
            (&Method::POST, "/validate-example-com-v1-widget") => {
                |_, body| admission::validate::<v1::Widget>(body)
            }
            (&Method::POST, "/mutate-example-com-v1-widget") => {
                |_, body| admission::mutate::<v1::Widget>(body)
            }
            (&Method::POST, "/convert") => |converter, body| converter.convert(body),
            _ => return Ok(status(StatusCode::NOT_FOUND, "not found\n")),
        };
    let body = match Limited::new(request.into_body(), MAX_BODY).collect().await {
        Ok(body) => body.to_bytes(),
        Err(e) => return Ok(status(StatusCode::BAD_REQUEST, &format!("{e}\n"))),
    };
    let mut response = Response::new(Full::new(Bytes::from(handler(converter, &body))));
    response.headers_mut().insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("application/json"),
    );
    Ok(response)
}

/// A plain-text answer with `code`.
fn status(code: StatusCode, text: &str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::copy_from_slice(text.as_bytes())));
    *response.status_mut() = code;
    response
}

/// Serves every connection `listener` accepts.
async fn run(listener: tokio::net::TcpListener) -> std::io::Result<()> {
    let converter: &'static Converter<v1::Widget> =
        Box::leak(Box::new(Converter::new().spoke::<v1alpha1::Widget>()));
    loop {
        let (stream, _) = listener.accept().await?;
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| serve(request, converter));
            let io = hyper_util::rt::TokioIo::new(stream);
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await
            {
                eprintln!("webhook connection: {e}");
            }
        });
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::io::Result<()> {
    let address = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "127.0.0.1:9443".to_owned());
    let listener = tokio::net::TcpListener::bind(&address).await?;
    eprintln!("serving webhooks on http://{address}");
    run(listener).await
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// Posts `body` to `path` on a server of its own; returns the status line and body.
    async fn post(path: &str, body: &str) -> (String, String) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a free port");
        let address = listener.local_addr().expect("an address");
        tokio::spawn(super::run(listener));
        let mut stream = tokio::net::TcpStream::connect(address)
            .await
            .expect("connects");
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.expect("writes");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.expect("reads");
        let status = answer.lines().next().unwrap_or_default().to_owned();
        let body = answer
            .split_once("\r\n\r\n")
            .map(|(_, body)| body.to_owned())
            .unwrap_or_default();
        (status, body)
    }

    const REVIEW: &str = r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","request":{"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","kind":{"group":"example.com","version":"v1","kind":"Widget"},"resource":{"group":"example.com","version":"v1","resource":"widgets"},"name":"w","namespace":"default","operation":"CREATE","userInfo":{"username":"admin"},"object":{"apiVersion":"example.com/v1","kind":"Widget","metadata":{"name":"w","namespace":"default"},"spec":{"replicas":12}},"oldObject":null,"dryRun":false}}"#;

    #[tokio::test]
    async fn validates_over_http() {
        assert_eq!(
            post("/validate-example-com-v1-widget", REVIEW).await,
            (
                "HTTP/1.1 200 OK".to_owned(),
                r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":true,"status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002","warnings":["spec.replicas: more than 10 is slow to roll out"]}}"#.to_owned()
            )
        );
    }

    #[tokio::test]
    async fn defaults_over_http() {
        assert_eq!(
            post("/mutate-example-com-v1-widget", REVIEW).await,
            (
                "HTTP/1.1 200 OK".to_owned(),
                r#"{"apiVersion":"admission.k8s.io/v1","kind":"AdmissionReview","response":{"allowed":true,"patch":"W3sib3AiOiJhZGQiLCJwYXRoIjoiL3NwZWMvaW1hZ2UiLCJ2YWx1ZSI6Im5naW54In1d","patchType":"JSONPatch","status":{"code":200},"uid":"705ab4f5-6393-11e8-b7cc-42010a800002"}}"#.to_owned()
            )
        );
    }

    #[tokio::test]
    async fn converts_over_http() {
        let review = r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","request":{"uid":"f2b8b1d5-3c0e-4a34-9d3f-3a1b2c4d5e6f","desiredAPIVersion":"example.com/v1","objects":[{"apiVersion":"example.com/v1alpha1","kind":"Widget","metadata":{"name":"w","namespace":"default"},"spec":{"size":3}}]}}"#;
        assert_eq!(
            post("/convert", review).await,
            (
                "HTTP/1.1 200 OK".to_owned(),
                r#"{"apiVersion":"apiextensions.k8s.io/v1","kind":"ConversionReview","response":{"uid":"f2b8b1d5-3c0e-4a34-9d3f-3a1b2c4d5e6f","result":{"status":"Success"},"convertedObjects":[{"apiVersion":"example.com/v1","kind":"Widget","metadata":{"name":"w","namespace":"default"},"spec":{"replicas":3}}]}}"#.to_owned()
            )
        );
    }

    #[tokio::test]
    async fn unknown_paths_are_404() {
        assert_eq!(
            post("/nothing", "{}").await,
            (
                "HTTP/1.1 404 Not Found".to_owned(),
                "not found\n".to_owned()
            )
        );
    }
}
