//! Rust names for generated items: module and struct names of group-versions,
//! identifiers that may be keywords.

use std::collections::BTreeMap;

/// An identifier, raw (`r#type`) when the word is a Rust keyword.
pub fn ident(word: &str) -> syn::Ident {
    match syn::parse_str::<syn::Ident>(word) {
        Ok(i) => i,
        Err(_) => syn::Ident::new_raw(word, proc_macro2::Span::call_site()),
    }
}

/// `CustomImageDeploy` → `custom_image_deploy`.
pub fn snake(camel: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = camel.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            let prev_lower =
                i > 0 && (chars[i - 1].is_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            if i > 0 && (prev_lower || (next_lower && chars[i - 1].is_uppercase())) {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(*c);
        }
    }
    out
}

/// `cache_v1alpha1` → `CacheV1alpha1`.
pub fn camel(snake: &str) -> String {
    snake
        .split('_')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(first) => first.to_uppercase().chain(c).collect::<String>(),
                None => String::new(),
            }
        })
        .collect()
}

fn sanitize(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect()
}

/// The module name of every group: its first DNS label (`cache` for
/// `cache.example.com`, as client-go names packages), `core` for the empty group, or the
/// whole group when two groups share a first label.
pub fn group_modules<'a>(groups: impl IntoIterator<Item = &'a str>) -> BTreeMap<String, String> {
    let groups: Vec<&str> = groups.into_iter().collect();
    let short = |g: &str| -> String {
        if g.is_empty() {
            "core".to_owned()
        } else {
            sanitize(g.split('.').next().unwrap_or(g))
        }
    };
    groups
        .iter()
        .map(|g| {
            let s = short(g);
            let clash = groups.iter().any(|o| o != g && short(o) == s);
            let name = if clash { sanitize(g) } else { s };
            ((*g).to_owned(), name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(snake("CustomImageDeploy"), "custom_image_deploy");
        assert_eq!(snake("CronTab"), "cron_tab");
        assert_eq!(snake("HTTPRoute"), "http_route");
        assert_eq!(camel("cache_v1alpha1"), "CacheV1alpha1");
        assert_eq!(ident("type").to_string(), "r#type");
        let m = group_modules([
            "cache.example.com",
            "",
            "cache.other.io",
            "stable.example.com",
        ]);
        assert_eq!(m[""], "core");
        assert_eq!(m["cache.example.com"], "cache_example_com");
        assert_eq!(m["stable.example.com"], "stable");
    }
}
