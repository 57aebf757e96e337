//! Finalizer helpers and client-go's retry-on-conflict loop.
//!
//! A controller adds its finalizer before it creates anything it must clean up, and
//! removes it when the cleanup is done. Both are read-modify-write cycles that race with
//! other writers, so each attempt reads the object afresh and a 409 Conflict starts over,
//! as `retry.RetryOnConflict(retry.DefaultRetry, ...)` does in client-go.

use std::future::Future;
use std::hash::{BuildHasher as _, Hasher as _};
use std::time::Duration;

use kube::Result;
use kube::api::PostParams;

use super::typed::{Object, TypedClient};

/// A backoff schedule, as apimachinery's `wait.Backoff` (without a cap).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Backoff {
    /// How many attempts are made in all.
    pub steps: u32,
    /// The wait before the second attempt.
    pub duration: Duration,
    /// Each wait is the previous one times this factor (0 or 1: constant).
    pub factor: f64,
    /// Each wait is lengthened by up to this fraction of itself, at random, so that
    /// competing writers do not retry in lockstep.
    pub jitter: f64,
}

/// client-go's `retry.DefaultRetry`: 5 attempts, 10ms apart, with 10% jitter.
pub const DEFAULT_RETRY: Backoff = Backoff {
    steps: 5,
    duration: Duration::from_millis(10),
    factor: 1.0,
    jitter: 0.1,
};

impl Backoff {
    /// The waits between attempts, in order (one fewer than `steps`).
    fn waits(self) -> impl Iterator<Item = Duration> {
        let mut duration = self.duration;
        (1..self.steps).map(move |_| {
            let wait = duration;
            if self.factor != 0.0 {
                duration = duration.mul_f64(self.factor);
            }
            if self.jitter > 0.0 {
                wait + wait.mul_f64(random_fraction() * self.jitter)
            } else {
                wait
            }
        })
    }
}

/// A number in [0, 1). Jitter only needs to differ between processes and calls, so the
/// standard library's randomly keyed hasher is enough and spares a dependency.
fn random_fraction() -> f64 {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(0);
    (hasher.finish() >> 11) as f64 / (1u64 << 53) as f64
}

/// Is this the API server's 409 Conflict?
pub fn is_conflict(error: &kube::Error) -> bool {
    matches!(error, kube::Error::Api(status) if status.code == 409)
}

/// Runs `attempt` until it succeeds, fails with anything but a conflict, or `backoff`
/// runs out of steps, sleeping between attempts; then the last conflict is returned.
/// client-go's `retry.RetryOnConflict`.
pub async fn retry_on_conflict<T, F, Fut>(backoff: Backoff, mut attempt: F) -> Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T>>,
{
    let mut waits = backoff.waits();
    loop {
        match attempt().await {
            Err(e) if is_conflict(&e) => match waits.next() {
                Some(wait) => tokio::time::sleep(wait).await,
                None => return Err(e),
            },
            other => return other,
        }
    }
}

/// Does the object carry `finalizer`?
pub fn has_finalizer<K: kube::Resource>(object: &K, finalizer: &str) -> bool {
    object
        .meta()
        .finalizers
        .as_ref()
        .is_some_and(|f| f.iter().any(|x| x == finalizer))
}

pub(super) async fn add<K: Object>(
    client: &TypedClient<K>,
    name: &str,
    finalizer: &str,
) -> Result<K> {
    retry_on_conflict(DEFAULT_RETRY, || async {
        let mut object = client.get(name).await?;
        if has_finalizer(&object, finalizer) {
            return Ok(object);
        }
        object
            .meta_mut()
            .finalizers
            .get_or_insert_with(Vec::new)
            .push(finalizer.to_owned());
        client.replace(name, &PostParams::default(), &object).await
    })
    .await
}

pub(super) async fn remove<K: Object>(
    client: &TypedClient<K>,
    name: &str,
    finalizer: &str,
) -> Result<Option<K>> {
    retry_on_conflict(DEFAULT_RETRY, || async {
        let Some(mut object) = client.get_opt(name).await? else {
            return Ok(None);
        };
        if !has_finalizer(&object, finalizer) {
            return Ok(Some(object));
        }
        if let Some(list) = object.meta_mut().finalizers.as_mut() {
            list.retain(|f| f != finalizer);
        }
        match client.replace(name, &PostParams::default(), &object).await {
            Ok(object) => Ok(Some(object)),
            // The last finalizer of an object being deleted: it went away at once.
            Err(kube::Error::Api(status)) if status.code == 404 => Ok(None),
            Err(e) => Err(e),
        }
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_retry_waits_four_times_between_ten_and_eleven_milliseconds() {
        let waits: Vec<Duration> = DEFAULT_RETRY.waits().collect();
        assert_eq!(waits.len(), 4);
        for w in waits {
            assert!(
                w >= Duration::from_millis(10) && w < Duration::from_millis(11),
                "{w:?}"
            );
        }
    }

    #[test]
    fn factor_grows_the_waits() {
        let backoff = Backoff {
            steps: 4,
            duration: Duration::from_millis(10),
            factor: 2.0,
            jitter: 0.0,
        };
        let waits: Vec<Duration> = backoff.waits().collect();
        assert_eq!(waits, [10, 20, 40].map(Duration::from_millis).to_vec());
    }
}
