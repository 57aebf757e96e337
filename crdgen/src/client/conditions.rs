//! Status conditions with apimachinery's `meta.SetStatusCondition` semantics.
//!
//! `lastTransitionTime` records when the status last *changed*: setting a condition
//! whose status is unchanged keeps the old time even if reason, message or
//! observedGeneration change. A time left zero is set to now.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, Time};
use k8s_openapi::jiff::Timestamp;

/// `metav1.ConditionTrue`.
pub const TRUE: &str = "True";
/// `metav1.ConditionFalse`.
pub const FALSE: &str = "False";
/// `metav1.ConditionUnknown`.
pub const UNKNOWN: &str = "Unknown";

/// Go's zero `time.Time`, 0001-01-01T00:00:00Z, as a Unix timestamp.
const GO_ZERO_SECONDS: i64 = -62_135_596_800;

/// Is this time "not set"? Go code leaves it at Go's zero time; Rust code has no
/// zero `Timestamp` and usually writes the Unix epoch (`Timestamp::default()`), so both
/// count.
pub fn is_zero(time: &Time) -> bool {
    time.0 == Timestamp::UNIX_EPOCH
        || time.0.as_second() == GO_ZERO_SECONDS && time.0.subsec_nanosecond() == 0
}

/// Sets `new` in `conditions`, as `meta.SetStatusCondition`: a new type is appended (its
/// zero `lastTransitionTime` set to now); an existing one takes `new`'s status — and then
/// `new`'s transition time, or now if that is zero — and its reason, message and
/// observedGeneration. Returns whether anything changed.
pub fn set(conditions: &mut Vec<Condition>, new: Condition) -> bool {
    set_at(conditions, new, Timestamp::now())
}

/// [`set`] with "now" given, for deterministic tests.
pub fn set_at(conditions: &mut Vec<Condition>, mut new: Condition, now: Timestamp) -> bool {
    let Some(existing) = conditions.iter_mut().find(|c| c.type_ == new.type_) else {
        if is_zero(&new.last_transition_time) {
            new.last_transition_time = Time(now);
        }
        conditions.push(new);
        return true;
    };
    let mut changed = false;
    if existing.status != new.status {
        existing.status = new.status;
        existing.last_transition_time = if is_zero(&new.last_transition_time) {
            Time(now)
        } else {
            new.last_transition_time
        };
        changed = true;
    }
    if existing.reason != new.reason {
        existing.reason = new.reason;
        changed = true;
    }
    if existing.message != new.message {
        existing.message = new.message;
        changed = true;
    }
    if existing.observed_generation != new.observed_generation {
        existing.observed_generation = new.observed_generation;
        changed = true;
    }
    changed
}

/// Removes the condition of `type_`, as `meta.RemoveStatusCondition`; returns whether
/// there was one.
pub fn remove(conditions: &mut Vec<Condition>, type_: &str) -> bool {
    let before = conditions.len();
    conditions.retain(|c| c.type_ != type_);
    conditions.len() != before
}

/// The condition of `type_`, as `meta.FindStatusCondition`.
pub fn find<'a>(conditions: &'a [Condition], type_: &str) -> Option<&'a Condition> {
    conditions.iter().find(|c| c.type_ == type_)
}

/// Is the condition of `type_` present with this status?
/// `meta.IsStatusConditionPresentAndEqual`.
pub fn is_present_and_equal(conditions: &[Condition], type_: &str, status: &str) -> bool {
    find(conditions, type_).is_some_and(|c| c.status == status)
}

/// Is the condition of `type_` present and `"True"`? `meta.IsStatusConditionTrue`.
pub fn is_true(conditions: &[Condition], type_: &str) -> bool {
    is_present_and_equal(conditions, type_, TRUE)
}

/// Is the condition of `type_` present and `"False"`? `meta.IsStatusConditionFalse`.
pub fn is_false(conditions: &[Condition], type_: &str) -> bool {
    is_present_and_equal(conditions, type_, FALSE)
}

/// An object whose status has `conditions: Vec<Condition>`. The generated modules
/// implement it for such kinds; the methods are the functions of this module.
pub trait HasConditions {
    /// The conditions (empty when there is no status).
    fn conditions(&self) -> &[Condition];
    /// The conditions, mutably; creates a default status when there is none.
    fn conditions_mut(&mut self) -> &mut Vec<Condition>;

    /// [`set`]: returns whether anything changed.
    fn set_condition(&mut self, condition: Condition) -> bool {
        set(self.conditions_mut(), condition)
    }
    /// [`remove`]: returns whether there was one.
    fn remove_condition(&mut self, type_: &str) -> bool {
        remove(self.conditions_mut(), type_)
    }
    /// [`find`].
    fn find_condition(&self, type_: &str) -> Option<&Condition> {
        find(self.conditions(), type_)
    }
    /// [`is_true`].
    fn is_condition_true(&self, type_: &str) -> bool {
        is_true(self.conditions(), type_)
    }
    /// [`is_false`].
    fn is_condition_false(&self, type_: &str) -> bool {
        is_false(self.conditions(), type_)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(second: i64) -> Timestamp {
        Timestamp::from_second(second).unwrap()
    }

    fn cond(type_: &str, status: &str, reason: &str, time: i64) -> Condition {
        Condition {
            type_: type_.into(),
            status: status.into(),
            reason: reason.into(),
            message: String::new(),
            observed_generation: None,
            last_transition_time: Time(at(time)),
        }
    }

    #[test]
    fn a_new_condition_gets_now_when_its_time_is_zero() {
        let mut list = Vec::new();
        assert!(set_at(&mut list, cond("Ready", TRUE, "Up", 0), at(100)));
        assert_eq!(list, vec![cond("Ready", TRUE, "Up", 100)]);
        let go_zero = Condition {
            last_transition_time: Time(at(GO_ZERO_SECONDS)),
            ..cond("Synced", FALSE, "No", 0)
        };
        assert!(set_at(&mut list, go_zero, at(200)));
        assert_eq!(list[1], cond("Synced", FALSE, "No", 200));
        assert!(set_at(&mut list, cond("Given", TRUE, "Up", 50), at(300)));
        assert_eq!(list[2], cond("Given", TRUE, "Up", 50));
    }

    #[test]
    fn the_transition_time_changes_only_with_the_status() {
        let mut list = vec![cond("Ready", TRUE, "Up", 100)];
        let mut newer = cond("Ready", TRUE, "StillUp", 0);
        newer.message = "fine".into();
        newer.observed_generation = Some(3);
        assert!(set_at(&mut list, newer, at(500)));
        assert_eq!(list[0].last_transition_time, Time(at(100)));
        assert_eq!(
            (
                list[0].reason.as_str(),
                list[0].message.as_str(),
                list[0].observed_generation
            ),
            ("StillUp", "fine", Some(3))
        );
        assert!(set_at(&mut list, cond("Ready", FALSE, "Down", 0), at(600)));
        assert_eq!(list[0].last_transition_time, Time(at(600)));
        assert_eq!(list[0].observed_generation, None);
        assert!(set_at(&mut list, cond("Ready", TRUE, "Down", 700), at(800)));
        assert_eq!(list[0].last_transition_time, Time(at(700)));
        assert!(!set_at(
            &mut list,
            cond("Ready", TRUE, "Down", 900),
            at(1000)
        ));
        assert_eq!(list[0].last_transition_time, Time(at(700)));
    }

    #[test]
    fn find_remove_and_status_checks() {
        let mut list = vec![
            cond("Ready", TRUE, "Up", 1),
            cond("Degraded", FALSE, "No", 2),
        ];
        assert!(is_true(&list, "Ready") && !is_false(&list, "Ready"));
        assert!(is_false(&list, "Degraded") && !is_true(&list, "Degraded"));
        assert!(!is_true(&list, "Missing") && !is_false(&list, "Missing"));
        assert_eq!(
            find(&list, "Degraded").map(|c| c.reason.as_str()),
            Some("No")
        );
        assert!(remove(&mut list, "Ready"));
        assert!(!remove(&mut list, "Ready"));
        assert_eq!(list, vec![cond("Degraded", FALSE, "No", 2)]);
    }
}
