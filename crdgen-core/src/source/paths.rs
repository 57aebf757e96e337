//! Lexical path handling: what the user sees in diagnostics, and whether a path stays
//! inside the crate directory before symlinks are followed.

use std::path::{Component, Path, PathBuf};

/// Removes `.` and folds `name/..` without touching the file system, so displayed
/// paths read `src/x.rs` rather than `./src/a/../x.rs`.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                let last_is_name =
                    matches!(out.components().next_back(), Some(Component::Normal(_)));
                if last_is_name {
                    out.pop();
                } else {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// `path` relative to `root` when it lies under it, else `path` itself (normalised).
pub(crate) fn display(root: &Path, path: &Path) -> PathBuf {
    let path = normalize(path);
    match path.strip_prefix(normalize(root)) {
        Ok(rel) if !rel.as_os_str().is_empty() => rel.to_path_buf(),
        _ => path,
    }
}

/// True if `path` lies under `root` by its spelling alone (no symlinks followed).
pub(crate) fn lexically_inside(root: &Path, path: &Path) -> bool {
    let path = normalize(path);
    let root = normalize(root);
    if root.as_os_str().is_empty() {
        // The root is the working directory: inside unless it climbs out with `..`.
        path.is_relative() && path.components().next() != Some(Component::ParentDir)
    } else {
        path.starts_with(&root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_lexically() {
        assert_eq!(
            normalize(Path::new("./src/a/../x.rs")),
            PathBuf::from("src/x.rs")
        );
        assert_eq!(normalize(Path::new("../x.rs")), PathBuf::from("../x.rs"));
        assert_eq!(normalize(Path::new("/r/src/../../y")), PathBuf::from("/y"));
    }

    #[test]
    fn displays_relative_to_root() {
        assert_eq!(
            display(Path::new("/r"), Path::new("/r/src/lib.rs")),
            PathBuf::from("src/lib.rs")
        );
        assert_eq!(
            display(Path::new("."), Path::new("./src/lib.rs")),
            PathBuf::from("src/lib.rs")
        );
        assert_eq!(
            display(Path::new("/r"), Path::new("/other/x.rs")),
            PathBuf::from("/other/x.rs")
        );
    }

    #[test]
    fn inside_checks_spelling_only() {
        assert!(lexically_inside(Path::new("/r"), Path::new("/r/src/x.rs")));
        assert!(!lexically_inside(
            Path::new("/r"),
            Path::new("/r/src/../../x.rs")
        ));
        assert!(lexically_inside(Path::new("."), Path::new("./src/x.rs")));
        assert!(!lexically_inside(Path::new("."), Path::new("./../x.rs")));
    }
}
