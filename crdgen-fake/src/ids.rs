//! Names, UIDs and timestamps the server makes up; seedable so tests see the same
//! ones on every run.

use jiff::Timestamp;

/// apimachinery's `rand.String` alphabet: lowercase letters and digits without vowels
/// and look-alikes, so generated names never spell words.
const ALPHANUMS: &[u8] = b"bcdfghjklmnpqrstvwxz2456789";

/// `maxGeneratedNameLength`: 63 minus the 5-character suffix.
const MAX_GENERATED_NAME_LENGTH: usize = 58;

/// The random and time sources of one server.
#[derive(Debug)]
pub(crate) struct Ids {
    rng: fastrand::Rng,
    frozen_now: Option<Timestamp>,
}

impl Ids {
    /// Sources seeded with `seed`; the clock runs unless frozen.
    pub fn new(seed: u64) -> Self {
        Ids {
            rng: fastrand::Rng::with_seed(seed),
            frozen_now: None,
        }
    }

    /// Makes [`Ids::now`] return `now` from here on (`None`: the system clock).
    pub fn freeze(&mut self, now: Option<Timestamp>) {
        self.frozen_now = now;
    }

    /// The current time, truncated to seconds as metav1.Time serializes it.
    pub fn now(&self) -> String {
        let now = self.frozen_now.unwrap_or_else(Timestamp::now);
        // metav1.Time is RFC 3339 with whole seconds.
        Timestamp::from_second(now.as_second())
            .unwrap_or(now)
            .to_string()
    }

    /// A random RFC 4122 version-4 UUID.
    pub fn uid(&mut self) -> String {
        let mut bytes = [0u8; 16];
        for b in &mut bytes {
            *b = self.rng.u8(..);
        }
        bytes[6] = (bytes[6] & 0x0f) | 0x40;
        bytes[8] = (bytes[8] & 0x3f) | 0x80;
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        format!(
            "{}-{}-{}-{}-{}",
            &hex[0..8],
            &hex[8..12],
            &hex[12..16],
            &hex[16..20],
            &hex[20..32]
        )
    }

    /// `generateName` + 5 random characters, the base cut as the server cuts it.
    pub fn generate_name(&mut self, base: &str) -> String {
        let base: String = if base.len() > MAX_GENERATED_NAME_LENGTH {
            base.chars()
                .scan(0, |len, c| {
                    *len += c.len_utf8();
                    (*len <= MAX_GENERATED_NAME_LENGTH).then_some(c)
                })
                .collect()
        } else {
            base.to_owned()
        };
        let suffix: String = (0..5)
            .map(|_| char::from(ALPHANUMS[self.rng.usize(..ALPHANUMS.len())]))
            .collect();
        format!("{base}{suffix}")
    }
}
