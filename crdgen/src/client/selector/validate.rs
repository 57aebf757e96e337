//! apimachinery's `IsQualifiedName` and `IsValidLabelValue`, as messages that say what a
//! valid key or value looks like.

/// The longest name part of a key, and the longest label value.
const MAX_NAME: usize = 63;
/// The longest DNS subdomain (the prefix of a key).
const MAX_PREFIX: usize = 253;

/// Checks a label key: `[prefix/]name`, prefix a DNS-1123 subdomain, name ≤ 63
/// characters of `[A-Za-z0-9._-]` that start and end alphanumeric.
pub(crate) fn label_key(key: &str) -> Result<(), String> {
    let (prefix, name) = match key.split_once('/') {
        None => (None, key),
        Some((_, name)) if name.contains('/') => {
            return Err(format!(
                "invalid key '{key}': a key is a name with an optional DNS subdomain prefix \
                 and '/' (e.g. 'example.com/my-name'), so it has at most one '/'"
            ));
        }
        Some((prefix, name)) => (Some(prefix), name),
    };
    if let Some(prefix) = prefix {
        if prefix.is_empty() {
            return Err(format!(
                "invalid key '{key}': the prefix before '/' must not be empty"
            ));
        }
        if prefix.len() > MAX_PREFIX {
            return Err(format!(
                "invalid key '{key}': the prefix must be no more than {MAX_PREFIX} characters"
            ));
        }
        if !is_dns_subdomain(prefix) {
            return Err(format!(
                "invalid key '{key}': the prefix must be a lowercase DNS subdomain: lower case \
                 alphanumerics, '-' and '.', starting and ending with an alphanumeric \
                 (e.g. 'example.com')"
            ));
        }
    }
    if name.is_empty() {
        return Err(format!("invalid key '{key}': the name must not be empty"));
    }
    if name.len() > MAX_NAME {
        return Err(format!(
            "invalid key '{key}': the name must be no more than {MAX_NAME} characters"
        ));
    }
    if !is_name(name) {
        return Err(format!(
            "invalid key '{key}': the name must consist of alphanumerics, '-', '_' and '.', \
             starting and ending with an alphanumeric (e.g. 'MyName', 'my.name', '123-abc')"
        ));
    }
    Ok(())
}

/// Checks a label value: empty, or ≤ 63 characters of `[A-Za-z0-9._-]` that start and
/// end alphanumeric.
pub(crate) fn label_value(key: &str, value: &str) -> Result<(), String> {
    if value.len() > MAX_NAME {
        return Err(format!(
            "invalid value '{value}' for key '{key}': a label value must be no more than \
             {MAX_NAME} characters"
        ));
    }
    if !value.is_empty() && !is_name(value) {
        return Err(format!(
            "invalid value '{value}' for key '{key}': a label value must be empty or consist \
             of alphanumerics, '-', '_' and '.', starting and ending with an alphanumeric \
             (e.g. 'MyValue', 'my_value', '12345')"
        ));
    }
    Ok(())
}

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`
fn is_name(s: &str) -> bool {
    let bytes = s.as_bytes();
    match (bytes.first(), bytes.last()) {
        (Some(first), Some(last)) => {
            first.is_ascii_alphanumeric()
                && last.is_ascii_alphanumeric()
                && bytes
                    .iter()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
        }
        _ => false,
    }
}

/// `[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*`
fn is_dns_subdomain(s: &str) -> bool {
    s.split('.').all(|label| {
        let bytes = label.as_bytes();
        let alnum = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit();
        match (bytes.first(), bytes.last()) {
            (Some(first), Some(last)) => {
                alnum(first) && alnum(last) && bytes.iter().all(|b| alnum(b) || *b == b'-')
            }
            _ => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_subdomains() {
        for good in ["a", "A1", "a.b_c-d", "1"] {
            assert!(is_name(good), "{good}");
        }
        for bad in ["", "-a", "a-", "a b", "é"] {
            assert!(!is_name(bad), "{bad}");
        }
        for good in ["a", "example.com", "a-b.c0"] {
            assert!(is_dns_subdomain(good), "{good}");
        }
        for bad in ["", "A.com", "a..b", ".a", "a.", "a_b", "-a.com"] {
            assert!(!is_dns_subdomain(bad), "{bad}");
        }
    }
}
