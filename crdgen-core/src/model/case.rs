//! serde's `rename_all` rules, reproduced exactly (serde_derive's `RenameRule`), because
//! the schema must name properties and enum values the way serde writes them.

/// One `rename_all` case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenameRule {
    /// `lowercase`
    Lower,
    /// `UPPERCASE`
    Upper,
    /// `PascalCase`
    Pascal,
    /// `camelCase`
    Camel,
    /// `snake_case`
    Snake,
    /// `SCREAMING_SNAKE_CASE`
    ScreamingSnake,
    /// `kebab-case`
    Kebab,
    /// `SCREAMING-KEBAB-CASE`
    ScreamingKebab,
}

/// The spellings serde accepts, in serde's order (used in error messages).
pub const RULE_NAMES: &[(&str, RenameRule)] = &[
    ("lowercase", RenameRule::Lower),
    ("UPPERCASE", RenameRule::Upper),
    ("PascalCase", RenameRule::Pascal),
    ("camelCase", RenameRule::Camel),
    ("snake_case", RenameRule::Snake),
    ("SCREAMING_SNAKE_CASE", RenameRule::ScreamingSnake),
    ("kebab-case", RenameRule::Kebab),
    ("SCREAMING-KEBAB-CASE", RenameRule::ScreamingKebab),
];

impl RenameRule {
    /// Parses serde's spelling of a rule.
    pub fn parse(name: &str) -> Option<RenameRule> {
        RULE_NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, rule)| *rule)
    }

    /// Renames a variant, which serde assumes is written in PascalCase.
    pub fn apply_to_variant(self, variant: &str) -> String {
        match self {
            RenameRule::Pascal => variant.to_owned(),
            RenameRule::Lower => variant.to_ascii_lowercase(),
            RenameRule::Upper => variant.to_ascii_uppercase(),
            RenameRule::Camel => {
                let mut chars = variant.chars();
                match chars.next() {
                    Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
                    None => String::new(),
                }
            }
            RenameRule::Snake => {
                let mut snake = String::new();
                for (i, ch) in variant.char_indices() {
                    if i > 0 && ch.is_uppercase() {
                        snake.push('_');
                    }
                    snake.push(ch.to_ascii_lowercase());
                }
                snake
            }
            RenameRule::ScreamingSnake => RenameRule::Snake
                .apply_to_variant(variant)
                .to_ascii_uppercase(),
            RenameRule::Kebab => RenameRule::Snake
                .apply_to_variant(variant)
                .replace('_', "-"),
            RenameRule::ScreamingKebab => RenameRule::ScreamingSnake
                .apply_to_variant(variant)
                .replace('_', "-"),
        }
    }

    /// Renames a field, which serde assumes is written in snake_case.
    pub fn apply_to_field(self, field: &str) -> String {
        match self {
            RenameRule::Lower | RenameRule::Snake => field.to_owned(),
            RenameRule::Upper | RenameRule::ScreamingSnake => field.to_ascii_uppercase(),
            RenameRule::Pascal => {
                let mut pascal = String::new();
                let mut capitalize = true;
                for ch in field.chars() {
                    if ch == '_' {
                        capitalize = true;
                    } else if capitalize {
                        pascal.push(ch.to_ascii_uppercase());
                        capitalize = false;
                    } else {
                        pascal.push(ch);
                    }
                }
                pascal
            }
            RenameRule::Camel => {
                let pascal = RenameRule::Pascal.apply_to_field(field);
                let mut chars = pascal.chars();
                match chars.next() {
                    Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
                    None => String::new(),
                }
            }
            RenameRule::Kebab => field.replace('_', "-"),
            RenameRule::ScreamingKebab => field.to_ascii_uppercase().replace('_', "-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RenameRule::*;
    use super::*;

    #[test]
    fn variants_follow_serde() {
        for (original, lower, upper, camel, snake, screaming, kebab, screaming_kebab) in [
            (
                "Outcome", "outcome", "OUTCOME", "outcome", "outcome", "OUTCOME", "outcome",
                "OUTCOME",
            ),
            (
                "VeryTasty",
                "verytasty",
                "VERYTASTY",
                "veryTasty",
                "very_tasty",
                "VERY_TASTY",
                "very-tasty",
                "VERY-TASTY",
            ),
            ("A", "a", "A", "a", "a", "A", "a", "A"),
            ("Z42", "z42", "Z42", "z42", "z42", "Z42", "z42", "Z42"),
        ] {
            assert_eq!(Pascal.apply_to_variant(original), original);
            assert_eq!(Lower.apply_to_variant(original), lower);
            assert_eq!(Upper.apply_to_variant(original), upper);
            assert_eq!(Camel.apply_to_variant(original), camel);
            assert_eq!(Snake.apply_to_variant(original), snake);
            assert_eq!(ScreamingSnake.apply_to_variant(original), screaming);
            assert_eq!(Kebab.apply_to_variant(original), kebab);
            assert_eq!(ScreamingKebab.apply_to_variant(original), screaming_kebab);
        }
    }

    #[test]
    fn fields_follow_serde() {
        for (original, upper, pascal, camel, screaming, kebab, screaming_kebab) in [
            (
                "outcome", "OUTCOME", "Outcome", "outcome", "OUTCOME", "outcome", "OUTCOME",
            ),
            (
                "very_tasty",
                "VERY_TASTY",
                "VeryTasty",
                "veryTasty",
                "VERY_TASTY",
                "very-tasty",
                "VERY-TASTY",
            ),
            ("a", "A", "A", "a", "A", "a", "A"),
            ("z42", "Z42", "Z42", "z42", "Z42", "z42", "Z42"),
        ] {
            assert_eq!(Lower.apply_to_field(original), original);
            assert_eq!(Snake.apply_to_field(original), original);
            assert_eq!(Upper.apply_to_field(original), upper);
            assert_eq!(Pascal.apply_to_field(original), pascal);
            assert_eq!(Camel.apply_to_field(original), camel);
            assert_eq!(ScreamingSnake.apply_to_field(original), screaming);
            assert_eq!(Kebab.apply_to_field(original), kebab);
            assert_eq!(ScreamingKebab.apply_to_field(original), screaming_kebab);
        }
    }

    #[test]
    fn parses_every_spelling() {
        for (name, rule) in RULE_NAMES {
            assert_eq!(RenameRule::parse(name), Some(*rule));
        }
        assert_eq!(RenameRule::parse("Camelcase"), None);
    }
}
