//! 04xx: CEL validation rules.

super::codes! {
    /// A CEL `rule` or `message_expression` does not parse.
    ///
    /// The API server parses every rule with CEL's grammar when the CRD is created and
    /// rejects the CRD on a syntax error. The message points at the column the parser
    /// stopped at; strings in CEL are quoted with `'` or `"`.
    CEL_SYNTAX = "E0401";

    /// `validation(...)` has no rule, or an empty one.
    ///
    /// The rule is the expression that must be true for a valid value; without one the
    /// API server rejects the entry. Write `validation(rule = "self.size() > 0",
    /// message = "...")`.
    VALIDATION_WITHOUT_RULE = "E0402";

    /// A key of `validation(...)` is given twice.
    ///
    /// Only one of the two values could be used, and which one would be a guess. Write
    /// each key once.
    VALIDATION_KEY_TWICE = "E0403";

    /// A validation's `message` or `message_expression` is empty or spans several lines.
    ///
    /// The API server rejects a message with a line break, and an empty message shows
    /// users nothing when the rule fails. Write the message on one line, or remove it.
    VALIDATION_MESSAGE_INVALID = "E0404";

    /// A rule written on several lines has no `message`.
    ///
    /// The API server requires a `message` or `messageExpression` for a rule with line
    /// breaks (its text would make a poor error message). Add `message = "..."`.
    MULTILINE_RULE_WITHOUT_MESSAGE = "E0405";

    /// `optional_old_self` is set on a rule that does not read `oldSelf`.
    ///
    /// `optionalOldSelf` only changes how a transition rule sees `oldSelf`; on any other
    /// rule the API server rejects it. Remove it, or write a rule that reads `oldSelf`.
    OPTIONAL_OLD_SELF_WITHOUT_OLD_SELF = "E0406";

    /// A validation's `reason` is not one the API server knows.
    ///
    /// The API server accepts only `FieldValueRequired`, `FieldValueInvalid`,
    /// `FieldValueForbidden` and `FieldValueDuplicate`, and rejects the CRD otherwise.
    /// Write one of them.
    UNKNOWN_VALIDATION_REASON = "E0407";

    /// A validation's `field_path` does not lead to a field of the schema it is on.
    ///
    /// The API server resolves `fieldPath` against the schema (`.name`, `['name']`,
    /// `[0]`) and rejects the CRD when it leads nowhere. Write a path from the node the
    /// rule is on, e.g. `".replicas"`.
    FIELD_PATH_INVALID = "E0408";

    /// A one-of helper (`exactly_one_of`, …) is not given a list of at least two fields.
    ///
    /// `at_most_one_of`, `exactly_one_of` and `at_least_one_of` take the JSON names of
    /// two or more fields, each once: `exactly_one_of("a", "b")`.
    ONE_OF_MALFORMED = "E0409";

    /// A one-of helper names a field the struct does not have.
    ///
    /// Members are JSON names, after serde renames; the generated rule would read a
    /// field that never exists, and the API server rejects it. Name an existing field.
    ONE_OF_UNKNOWN_MEMBER = "E0410";

    /// A one-of helper names a required field.
    ///
    /// A required field is always set, so it cannot be one of several alternatives. Make
    /// the field optional (an `Option`, or `#[serde(default)]`).
    ONE_OF_REQUIRED_MEMBER = "E0411";

    /// A field that a generated rule must name has no CEL name.
    ///
    /// CEL reaches properties whose names consist of letters, digits, `_`, `.`, `-` and
    /// `/` (not starting with a digit); other names cannot be written in a rule. Rename
    /// the field with `#[serde(rename = "...")]`.
    NOT_A_CEL_NAME = "E0412";

    /// A one-of helper is written while the configured controller-gen release has no such
    /// marker.
    ///
    /// `at_most_one_of` and `exactly_one_of` came with controller-gen v0.19.0,
    /// `at_least_one_of` with v0.20.0; crdgen writes the rules of the release set by
    /// `controller-gen-version`, and an older one writes none. Set a release that has the
    /// marker, or write the rule yourself with `validation(rule = "...", message = "...")`.
    ONE_OF_NOT_IN_CONTROLLER_GEN_VERSION = "E0420";

    /// `immutable` is written on a flattened field.
    ///
    /// A flattened field has no node of its own for `self == oldSelf` to hold on: its
    /// fields are the parent's. Mark the fields of the flattened struct
    /// `#[crd(immutable)]` instead.
    IMMUTABLE_ON_FLATTENED_FIELD = "E0413";

    /// A transition rule (one that reads `oldSelf`) sits inside an uncorrelatable list.
    ///
    /// To give a rule `oldSelf`, the API server pairs a node with the same node of the
    /// old object; items of an atomic or set list cannot be paired, and it rejects the
    /// CRD. Make the list a map list (`list_type = "map"` with `list_map_keys`), or put
    /// the rule on the list itself.
    TRANSITION_RULE_UNCORRELATABLE = "E0414";

    /// A rule cannot evaluate to a bool.
    ///
    /// A `rule` says whether the value is valid, so the API server type-checks it and
    /// rejects the CRD when its result is not a bool ("must evaluate to a bool"). Compare
    /// the value with something (`self.replicas > 0`, `self.name != ''`), or use a macro
    /// that gives a bool (`self.items.all(i, ...)`, `has(self.field)`).
    RULE_NOT_BOOL = "E0418";

    /// A `message_expression` cannot evaluate to a string.
    ///
    /// The API server type-checks a rule's `messageExpression` and rejects the CRD when
    /// its result is not a string ("must evaluate to a string"). Convert values with
    /// `string(...)` and join the parts with `+`: `'replicas is ' + string(self.replicas)`.
    /// A condition belongs in `rule`, not in the message.
    MESSAGE_EXPRESSION_NOT_STRING = "E0419";

    /// A rule iterates over a list with no `max_items`.
    ///
    /// The API server estimates a rule's cost from the largest list a request could
    /// carry and rejects rules over its budget when the CRD is applied. Bound the list
    /// with `#[crd(max_items = ...)]` (or `items(max_items = ...)` for nested lists).
    COST_UNBOUNDED_LIST = "W0415";

    /// A rule iterates over a map with no `max_properties`.
    ///
    /// The API server estimates a rule's cost from the largest map a request could carry
    /// and rejects rules over its budget when the CRD is applied. Bound the map with
    /// `#[crd(max_properties = ...)]`.
    COST_UNBOUNDED_MAP = "W0416";

    /// A rule runs a regular expression or split over a string with no `max_length`.
    ///
    /// `matches()`, `split()`, `findAll()` and `replace()` cost more the longer the
    /// string; the API server estimates the cost from the longest string a request could
    /// carry and may reject the rule. Bound the string with `#[crd(max_length = ...)]`
    /// (or `items(max_length = ...)` for a list's strings).
    COST_UNBOUNDED_STRING = "W0417";
}
