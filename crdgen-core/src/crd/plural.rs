//! The names controller-gen gives a CRD: `spec.names.plural`, `singular` and `listKind`.
//!
//! controller-gen (kubernetes-sigs/controller-tools, `pkg/crd/spec.go`) sets
//! `plural = strings.ToLower(flect.Pluralize(kind))`, `singular = strings.ToLower(kind)` and
//! `listKind = kind + "List"`. This module reproduces `flect.Pluralize` from
//! github.com/gobuffalo/flect v1.0.3 (MIT licence), the release controller-tools depends on.
//!
//! How flect pluralizes, in the order it decides:
//!
//! 1. The input is split into words (`toParts`): on `_`, space, `:`, `-`, `/` and Unicode
//!    white space, before an upper-case letter that follows a non-upper-case one, and after a
//!    run that spells a known acronym (`HTTPRoute` is `HTTP` + `Route`). Only the last word
//!    is inflected; the rest of the input is kept as written.
//! 2. The whole input, exactly as written, is looked up in the dictionary: a known singular
//!    gives its plural, a known plural is returned unchanged.
//! 3. The last word, lower-cased, is looked up the same way (a known plural is returned
//!    unchanged; a known singular's plural replaces the word, capitalised if the word was).
//! 4. Suffix rules, first match wins, matched case-sensitively against the last word: first
//!    every non-`exact` dictionary word as a suffix (the last entry of the dictionary first),
//!    then the suffix list in order. Each entry is two rules: "already ends in the plural:
//!    keep it" and then "ends in the singular: swap it for the plural".
//! 5. A word that ends in `s` (in any case) is kept; anything else gets an `s`.
//!
//! Non-ASCII input follows Rust's Unicode tables where flect uses Go's; they agree on
//! letters and case for everything a Kubernetes kind can hold (the API server requires the
//! lower-cased kind to be a DNS-1035 label, i.e. ASCII).

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

/// flect.Pluralize as controller-gen uses it, lowercased: the CRD's `spec.names.plural`.
pub fn plural(kind: &str) -> String {
    go_to_lower(&pluralize(kind))
}

/// `spec.names.singular`: the kind lowercased.
pub fn singular(kind: &str) -> String {
    go_to_lower(kind)
}

/// `spec.names.listKind`.
pub fn list_kind(kind: &str) -> String {
    format!("{kind}List")
}

/// `flect.Pluralize(word)`, case preserved (controller-gen lower-cases the result).
fn pluralize(original: &str) -> String {
    let Some(last) = last_part(original) else {
        return String::new();
    };

    // The whole input, exactly as written.
    if let Some(word) = dictionary_entry(original) {
        return word.plural.to_owned();
    }
    if is_known_plural(original) {
        return original.to_owned();
    }

    // The last word, lower-cased.
    let lower = go_to_lower(last);
    if is_known_plural(&lower) {
        return original.to_owned();
    }
    if let Some(word) = dictionary_entry(&lower) {
        return if is_capitalized(last) {
            replace_suffix(original, last, &capitalize_ascii(word.plural))
        } else {
            replace_suffix(original, last, word.plural)
        };
    }

    if let Some(replacement) = apply_suffix_rules(last) {
        return replace_suffix(original, last, &replacement);
    }

    if lower.ends_with('s') {
        original.to_owned()
    } else {
        format!("{original}s")
    }
}

/// flect's `Ident.ReplaceSuffix`: `strings.TrimSuffix(original, suffix) + new`. When the last
/// word is not literally a suffix of the input (an acronym it upper-cased, say), nothing is
/// trimmed, exactly as in Go.
fn replace_suffix(original: &str, suffix: &str, new: &str) -> String {
    let kept = original.strip_suffix(suffix).unwrap_or(original);
    format!("{kept}{new}")
}

/// True when flect's `pluralToSingle` map has `word`: every plural and alternative plural
/// of a dictionary entry that is not one-way.
fn is_known_plural(word: &str) -> bool {
    KNOWN_PLURALS.contains(word)
}

/// The first dictionary entry whose singular is `word`, as a scan in flect's order finds
/// it; a table built once, since every kind's plural looks twice (#24).
fn dictionary_entry(word: &str) -> Option<&'static Word> {
    static BY_SINGULAR: LazyLock<HashMap<&'static str, &'static Word>> = LazyLock::new(|| {
        let mut map = HashMap::new();
        for w in DICTIONARY {
            map.entry(w.singular).or_insert(w);
        }
        map
    });
    BY_SINGULAR.get(word).copied()
}

/// flect's `pluralToSingle` keys: the plural and alternative of every two-way entry.
static KNOWN_PLURALS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    DICTIONARY
        .iter()
        .filter(|w| !w.unidirectional)
        .flat_map(|w| [w.plural, w.alternative])
        .filter(|p| !p.is_empty())
        .collect()
});

/// The suffix rules in flect's priority order, applied to the last word. Returns the
/// inflected word, or `None` when no rule matches.
fn apply_suffix_rules(word: &str) -> Option<String> {
    let from_dictionary = DICTIONARY
        .iter()
        .rev()
        .filter(|w| !w.exact)
        .map(|w| (w.singular, w.plural));
    let from_suffixes = SUFFIXES.iter().copied();
    // A suffix whose last byte differs cannot match: most rules are ruled out without
    // comparing strings (#24).
    let last = word.as_bytes().last();
    let may_end_with = |suffix: &str| suffix.as_bytes().last().is_none_or(|b| Some(b) == last);
    for (singular, plural) in from_dictionary.chain(from_suffixes) {
        if may_end_with(plural) && word.ends_with(plural) {
            return Some(word.to_owned());
        }
        if !may_end_with(singular) {
            continue;
        }
        if let Some(stem) = word.strip_suffix(singular) {
            return Some(format!("{stem}{plural}"));
        }
    }
    None
}

/// `s == flect.Capitalize(s)`. flect title-cases the first *byte* of the string as if it
/// were a rune, so a word that starts with a non-ASCII character never compares equal.
fn is_capitalized(s: &str) -> bool {
    s.bytes()
        .next()
        .is_some_and(|b| b.is_ascii() && !b.is_ascii_lowercase())
}

/// `flect.Capitalize` for the ASCII dictionary plurals.
fn capitalize_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    if let Some(first) = chars.next() {
        out.push(first.to_ascii_uppercase());
    }
    out.extend(chars);
    out
}

/// Go's `strings.ToLower`: rune by rune, simple case mapping (so `İ` becomes `i`, and a
/// final `Σ` stays `σ` rather than Rust's context-sensitive `ς`).
fn go_to_lower(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c == '\u{130}' {
                return 'i';
            }
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => l,
                _ => c,
            }
        })
        .collect()
}

/// The last word of flect's `toParts`, or `None` when there is no word at all. A word that
/// spells a known acronym comes back as the acronym in upper case.
fn last_part(original: &str) -> Option<&str> {
    let s = original.trim();
    if s.is_empty() {
        return None;
    }
    if let Some(acronym) = acronym(s) {
        return Some(acronym);
    }

    let mut last: Option<&str> = None;
    // The word being built is always the contiguous slice `s[start..end]`.
    let mut start = 0;
    let mut end = 0;
    let mut prev_upper = false;
    for (i, c) in s.char_indices() {
        let next = i + c.len_utf8();
        let upper = is_go_upper(c);
        let starts_word = is_separator(c)
            || (upper && !prev_upper)
            || (upper && acronym(&s[start..end]).is_some());
        if starts_word {
            finish_word(&s[start..end], &mut last);
            start = i;
            end = next;
        } else if keeps(c) {
            end = next;
        } else {
            finish_word(&s[start..end], &mut last);
            start = next;
            end = next;
        }
        prev_upper = upper;
    }
    finish_word(&s[start..end], &mut last);
    last
}

/// flect's `xappend` for one word: trim white space and one layer each of `_`, ` `, `:`,
/// `-`, `/` (in that order), upper-case a known acronym, drop an empty word.
fn finish_word<'a>(word: &'a str, last: &mut Option<&'a str>) {
    let mut w = word.trim();
    for sep in ['_', ' ', ':', '-', '/'] {
        w = w.trim_matches(sep);
    }
    if let Some(acronym) = acronym(w) {
        *last = Some(acronym);
    } else if !w.is_empty() {
        *last = Some(w);
    }
}

/// flect's `isSpace`: its word separators plus Unicode white space.
fn is_separator(c: char) -> bool {
    matches!(c, '_' | ' ' | ':' | '-' | '/') || c.is_whitespace()
}

/// Go's `unicode.IsUpper` (general category Lu). Rust's `is_uppercase` also counts the
/// Other_Uppercase symbols (Roman numerals, circled and squared letters), which Go does not.
fn is_go_upper(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    let other_uppercase = matches!(
        c,
        '\u{2160}'..='\u{216F}'
            | '\u{24B6}'..='\u{24CF}'
            | '\u{1F130}'..='\u{1F149}'
            | '\u{1F150}'..='\u{1F169}'
            | '\u{1F170}'..='\u{1F189}'
    );
    c.is_uppercase() && !other_uppercase
}

/// Whether `toParts` keeps `c` in the current word: Go's `unicode.IsLetter`, `IsDigit`,
/// `IsPunct`, or a backtick. Anything else ends the word and is dropped.
fn keeps(c: char) -> bool {
    if c.is_ascii() {
        // Go's punctuation in ASCII is category P only: `$+<=>^|~` are symbols.
        return c.is_ascii_alphanumeric() || "!\"#%&'()*,-./:;?@[\\]_{}`".contains(c);
    }
    // Go's P categories in Latin-1, General Punctuation (less its two math symbols) and the
    // connector punctuation a Rust identifier may hold; then Rust's letter/number tables,
    // less the Latin-1 digits and fractions that Go counts as No, not Nd. Beyond Latin-1
    // this approximates Go (Rust also counts Nl, No and some combining marks).
    let punct = matches!(
        c,
        '¡' | '§'
            | '«'
            | '¶'
            | '·'
            | '»'
            | '¿'
            | '\u{2010}'..='\u{2027}'
            | '\u{2030}'..='\u{205E}'
            | '\u{FE33}'..='\u{FE34}'
            | '\u{FE4D}'..='\u{FE4F}'
            | '\u{FF3F}'
    ) && !matches!(c, '\u{2044}' | '\u{2052}');
    punct || (c.is_alphanumeric() && !matches!(c, '²' | '³' | '¹' | '¼' | '½' | '¾'))
}

/// The acronym `s` spells under Go's `strings.ToUpper`, if flect knows it.
fn acronym(s: &str) -> Option<&'static str> {
    if s.is_empty() {
        return None;
    }
    ACRONYMS
        .binary_search_by(|key| cmp_upper(key, s))
        .ok()
        .and_then(|i| ACRONYMS.get(i).copied())
}

/// Compares an upper-case ASCII `key` with `strings.ToUpper(s)` without allocating. The
/// only non-ASCII runes Go upper-cases into ASCII are `ı` (to `I`) and `ſ` (to `S`); any
/// other non-ASCII rune sorts after every key, so it can never compare equal.
fn cmp_upper(key: &str, s: &str) -> Ordering {
    let upper = s.chars().map(|c| match c {
        'ı' => 'I',
        'ſ' => 'S',
        c => c.to_ascii_uppercase(),
    });
    key.chars().cmp(upper)
}

/// One entry of flect's dictionary (`plural_rules.go`, `dictionary`).
#[derive(Clone, Copy)]
struct Word {
    /// The singular, as flect spells it (lower case except "ID").
    singular: &'static str,
    /// For an uncountable word, the singular itself (flect fills it in the same way).
    plural: &'static str,
    /// Another accepted plural, or "". Pluralizing it returns it unchanged.
    alternative: &'static str,
    /// The plural does not singularize back to this word, so it is not a "known plural".
    unidirectional: bool,
    /// Only the whole word matches; it is not used as a suffix rule.
    exact: bool,
}

impl Word {
    /// A two-way entry: `singular` pluralizes to `plural` and `plural` is a known plural.
    const fn new(singular: &'static str, plural: &'static str) -> Word {
        Word {
            singular,
            plural,
            alternative: "",
            unidirectional: false,
            exact: false,
        }
    }

    /// An uncountable word: its plural is itself.
    const fn uncountable(word: &'static str) -> Word {
        Word::new(word, word)
    }

    /// Adds an alternative plural (flect's `alternative`).
    const fn or(self, alternative: &'static str) -> Word {
        Word {
            alternative,
            ..self
        }
    }

    /// Marks the entry `unidirectional`: its plurals are not known plurals.
    const fn one_way(self) -> Word {
        Word {
            unidirectional: true,
            ..self
        }
    }

    /// Marks the entry `exact`: it matches whole words only, never as a suffix rule.
    const fn whole(self) -> Word {
        Word {
            exact: true,
            ..self
        }
    }
}

// Data transcribed from github.com/gobuffalo/flect v1.0.3, plural_rules.go (`dictionary`
// and `singularToPluralSuffixList`) and acronyms.go (`baseAcronyms`); MIT licence,
// Copyright (c) 2019 Mark Bates. The order of both lists is flect's and is significant:
// it is the rule priority. The spelling mistakes are flect's and are kept on purpose
// ("octupuses", and the -dula/-lula/-nula/-vula rules that all produce "bulae").

/// flect's `dictionary`, in flect's order.
const DICTIONARY: &[Word] = &[
    // Identical singular and plural.
    Word::new("aircraft", "aircraft"),
    Word::new("beef", "beef").or("beefs"),
    Word::new("bison", "bison"),
    Word::new("blues", "blues").one_way(),
    Word::new("chassis", "chassis"),
    Word::new("deer", "deer"),
    Word::new("fish", "fish").or("fishes"),
    Word::new("moose", "moose"),
    Word::new("police", "police"),
    Word::new("salmon", "salmon").or("salmons"),
    Word::new("series", "series"),
    Word::new("sheep", "sheep"),
    Word::new("shrimp", "shrimp").or("shrimps"),
    Word::new("species", "species"),
    Word::new("swine", "swine").or("swines"),
    Word::new("trout", "trout").or("trouts"),
    Word::new("tuna", "tuna").or("tunas"),
    Word::new("you", "you"),
    // -en plurals.
    Word::new("child", "children"),
    Word::new("ox", "oxen").whole(),
    // Apophonic plurals.
    Word::new("foot", "feet"),
    Word::new("goose", "geese"),
    Word::new("man", "men"),
    Word::new("human", "humans"),
    Word::new("louse", "lice").whole(),
    Word::new("mouse", "mice"),
    Word::new("tooth", "teeth"),
    Word::new("woman", "women"),
    // Miscellaneous irregulars.
    Word::new("die", "dice").whole(),
    Word::new("person", "people"),
    // French -u.
    Word::new("adieu", "adieux").or("adieus"),
    Word::new("fabliau", "fabliaux"),
    Word::new("bureau", "bureaus").or("bureaux"),
    // Greek -on to -a.
    Word::new("criterion", "criteria"),
    Word::new("ganglion", "ganglia").or("ganglions"),
    Word::new("lexicon", "lexica").or("lexicons"),
    Word::new("mitochondrion", "mitochondria").or("mitochondrions"),
    Word::new("noumenon", "noumena"),
    Word::new("phenomenon", "phenomena"),
    Word::new("taxon", "taxa"),
    // Latin -um to -a.
    Word::new("media", "media"),
    Word::new("medium", "media").or("mediums").one_way(),
    Word::new("stadium", "stadiums").or("stadia"),
    Word::new("aquarium", "aquaria").or("aquariums"),
    Word::new("auditorium", "auditoria").or("auditoriums"),
    Word::new("symposium", "symposia").or("symposiums"),
    Word::new("curriculum", "curriculums").or("curricula"),
    Word::new("quota", "quotas"),
    // Latin -us to -i or -era.
    Word::new("alumnus", "alumni").or("alumnuses"),
    Word::new("bacillus", "bacilli"),
    Word::new("cactus", "cacti").or("cactuses"),
    Word::new("coccus", "cocci"),
    Word::new("focus", "foci").or("focuses"),
    Word::new("locus", "loci").or("locuses"),
    Word::new("nucleus", "nuclei").or("nucleuses"),
    Word::new("octopus", "octupuses").or("octopi"),
    Word::new("radius", "radii").or("radiuses"),
    Word::new("syllabus", "syllabi"),
    Word::new("corpus", "corpora").or("corpuses"),
    Word::new("genus", "genera"),
    // Latin -a to -ae.
    Word::new("alumna", "alumnae"),
    Word::new("vertebra", "vertebrae"),
    Word::new("differentia", "differentiae"),
    Word::new("minutia", "minutiae"),
    Word::new("vita", "vitae"),
    Word::new("larva", "larvae"),
    Word::new("postcava", "postcavae"),
    Word::new("praecava", "praecavae"),
    Word::new("uva", "uvae"),
    // Latin -ex to -ices.
    Word::new("apex", "apices").or("apexes"),
    Word::new("codex", "codices").or("codexes"),
    Word::new("index", "indices").or("indexes"),
    Word::new("latex", "latices").or("latexes"),
    Word::new("vertex", "vertices").or("vertexes"),
    Word::new("vortex", "vortices").or("vortexes"),
    // Latin -ix to -ices.
    Word::new("appendix", "appendices").or("appendixes"),
    Word::new("radix", "radices").or("radixes"),
    Word::new("helix", "helices").or("helixes"),
    // Latin -is to -es.
    Word::new("axis", "axes").whole(),
    Word::new("crisis", "crises"),
    Word::new("ellipsis", "ellipses").one_way(),
    Word::new("genesis", "geneses"),
    Word::new("oasis", "oases"),
    Word::new("thesis", "theses"),
    Word::new("testis", "testes"),
    Word::new("base", "bases"),
    Word::new("basis", "bases").one_way(),
    Word::new("alias", "aliases").whole(),
    Word::new("vedalia", "vedalias"),
    // -ch, -o, -s, -sh, -x, -z words that would clash with the suffix rules.
    Word::new("use", "uses").whole(),
    Word::new("abuse", "abuses"),
    Word::new("cause", "causes"),
    Word::new("clause", "clauses"),
    Word::new("cruse", "cruses"),
    Word::new("excuse", "excuses"),
    Word::new("fuse", "fuses"),
    Word::new("house", "houses"),
    Word::new("misuse", "misuses"),
    Word::new("muse", "muses"),
    Word::new("pause", "pauses"),
    Word::new("ache", "aches"),
    Word::new("topaz", "topazes"),
    Word::new("buffalo", "buffaloes").or("buffalos"),
    Word::new("potato", "potatoes"),
    Word::new("tomato", "tomatoes"),
    // Uncountables.
    Word::uncountable("equipment"),
    Word::uncountable("information"),
    Word::uncountable("jeans"),
    Word::uncountable("money"),
    Word::uncountable("news"),
    Word::uncountable("rice"),
    // -f to -ves exceptions, and -ve words that are not -f(e) plurals.
    Word::new("dwarf", "dwarfs").or("dwarves"),
    Word::new("hoof", "hoofs").or("hooves"),
    Word::new("thief", "thieves"),
    Word::new("chive", "chives"),
    Word::new("hive", "hives"),
    Word::new("move", "moves"),
    // Not -y to -ies.
    Word::new("movie", "movies"),
    Word::new("cookie", "cookies"),
    // Not -um to -a.
    Word::new("pretorium", "pretoriums"),
    Word::new("agenda", "agendas"),
    // Latin -a to -ae, with the English plural first.
    Word::new("formula", "formulas").or("formulae"),
    // Not -o to -oes.
    Word::new("shoe", "shoes"),
    Word::new("toe", "toes").whole(),
    Word::new("graffiti", "graffiti"),
    // Abbreviations.
    Word::new("ID", "IDs").whole(),
];

/// flect's `singularToPluralSuffixList` as (singular suffix, plural suffix), in priority order.
const SUFFIXES: &[(&str, &str)] = &[
    // -f / -fe to -ves.
    ("tive", "tives"),
    ("eaf", "eaves"),
    ("oaf", "oaves"),
    ("afe", "aves"),
    ("arf", "arves"),
    ("rfe", "rves"),
    ("rf", "rves"),
    ("lf", "lves"),
    ("fe", "ves"),
    // Consonant + y to -ies.
    ("ay", "ays"),
    ("ey", "eys"),
    ("oy", "oys"),
    ("quy", "quies"),
    ("uy", "uys"),
    ("y", "ies"),
    // French -eau.
    ("eau", "eaux"),
    // Latin -a to -ae.
    ("bula", "bulae"),
    ("dula", "bulae"),
    ("lula", "bulae"),
    ("nula", "bulae"),
    ("vula", "bulae"),
    // Greek -on to -a.
    ("hedron", "hedra"),
    // Latin -um to -a.
    ("ium", "ia"),
    ("seum", "seums"),
    ("eum", "ea"),
    ("oum", "oa"),
    ("stracum", "straca"),
    ("dum", "da"),
    ("elum", "ela"),
    ("ilum", "ila"),
    ("olum", "ola"),
    ("ulum", "ula"),
    ("llum", "lla"),
    ("ylum", "yla"),
    ("imum", "ima"),
    ("ernum", "erna"),
    ("gnum", "gna"),
    ("brum", "bra"),
    ("crum", "cra"),
    ("terum", "tera"),
    ("serum", "sera"),
    ("trum", "tra"),
    ("antum", "anta"),
    ("atum", "ata"),
    ("entum", "enta"),
    ("etum", "eta"),
    ("itum", "ita"),
    ("otum", "ota"),
    ("utum", "uta"),
    ("ctum", "cta"),
    ("ovum", "ova"),
    // Latin -ix to -ices.
    ("trix", "trices"),
    // Latin -is to -es.
    ("iasis", "iases"),
    ("mesis", "meses"),
    ("kinesis", "kineses"),
    ("resis", "reses"),
    ("gnosis", "gnoses"),
    ("opsis", "opses"),
    ("ysis", "yses"),
    // -ch, -o, -s, -sh, -x, -z.
    ("ouse", "ouses"),
    ("lause", "lauses"),
    ("us", "uses"),
    ("ch", "ches"),
    ("io", "ios"),
    ("sh", "shes"),
    ("ss", "sses"),
    ("ez", "ezzes"),
    ("iz", "izzes"),
    ("tz", "tzes"),
    ("zz", "zzes"),
    ("ano", "anos"),
    ("lo", "los"),
    ("to", "tos"),
    ("oo", "oos"),
    ("o", "oes"),
    ("x", "xes"),
    // Abbreviations.
    ("S", "Ses"),
];

/// flect's `baseAcronyms`, sorted for binary search. flect looks acronyms up by
/// `strings.ToUpper(word)`, so its mixed-case entries ("gbps", "kbps", "Mbps", "MoCA",
/// "WiFi") can never match and are left out.
const ACRONYMS: &[&str] = &[
    "ACK", "ACL", "ADSL", "AES", "ANSI", "API", "ARP", "ATM", "BGP", "BSS", "CCITT", "CHAP",
    "CIDR", "CIR", "CLI", "CMOS", "CPE", "CPU", "CRC", "CRT", "CSMA", "DCE", "DEC", "DES", "DHCP",
    "DMI", "DNS", "DRAM", "DSL", "DSLAM", "DTE", "EHA", "EIA", "EIGRP", "EOF", "ESS", "FCC", "FCS",
    "FDDI", "FTP", "GBIC", "GEPOF", "HDLC", "HTML", "HTTP", "HTTPS", "IANA", "ICMP", "ID", "IDF",
    "IDS", "IEEE", "IETF", "IMAP", "IP", "IPS", "ISDN", "ISP", "JSON", "JWT", "LACP", "LAN",
    "LAPB", "LAPF", "LLC", "MAC", "MC", "MDF", "MIB", "MPLS", "MTU", "NAC", "NAT", "NBMA", "NIC",
    "NRZ", "NRZI", "NVRAM", "OK", "OSI", "OSPF", "OUI", "PAP", "PAT", "PC", "PCM", "PDU", "PIM",
    "POP3", "POTS", "PPP", "PPTP", "PTT", "PVST", "RAM", "RARP", "RCP", "RFC", "RIP", "RLL", "ROM",
    "RSTP", "RTP", "SDLC", "SFD", "SFP", "SLARP", "SLIP", "SMTP", "SNA", "SNAP", "SNMP", "SOF",
    "SQL", "SRAM", "SSH", "SSID", "STP", "SYN", "TDM", "TFTP", "TIA", "TOFU", "UDP", "URI", "URL",
    "USB", "UTF8", "UTP", "UUID", "VC", "VLAN", "VLSM", "VPN", "W3C", "WAN", "WEP", "WPA", "WWW",
];

#[cfg(test)]
mod tests {
    use super::*;

    /// flect v1.0.3 `flect_test.go`, `singlePluralAssertions`, every explicit entry in order:
    /// (singular, plural, doSingularizeTest, doPluralizeTest). flect's `Test_Pluralize`
    /// checks `Pluralize(singular) == plural` and `Pluralize(plural) == plural` for the
    /// entries whose doPluralizeTest is true.
    const FLECT_TABLE: &[(&str, &str, bool, bool)] = &[
        ("", "", true, true),
        ("Car", "Cars", true, true),
        ("Boy", "Boys", true, true),
        ("GoodBoy", "GoodBoys", true, true),
        ("Axis", "Axes", true, true),
        ("Child", "Children", true, true),
        ("GoodChild", "GoodChildren", true, true),
        ("node_child", "node_children", true, true),
        ("SmartPerson", "SmartPeople", true, true),
        ("great_person", "great_people", true, true),
        ("salesperson", "salespeople", true, true),
        ("custom_field", "custom_fields", true, true),
        ("funky jeans", "funky jeans", true, true),
        ("payment_information", "payment_information", true, true),
        ("sportsEquipment", "sportsEquipment", true, true),
        ("status_code", "status_codes", true, true),
        ("user_custom_field", "user_custom_fields", true, true),
        ("SuperbOx", "SuperbOxen", true, true),
        ("WildOx", "WildOxen", true, true),
        ("wild_ox", "wild_oxen", true, true),
        ("box", "boxes", true, true),
        ("fox", "foxes", true, true),
        ("comment", "comments", true, true),
        ("edge", "edges", true, true),
        ("equipment", "equipment", true, true),
        ("experience", "experiences", true, true),
        ("fleet", "fleets", true, true),
        ("foobar", "foobars", true, true),
        ("mouse", "mice", true, true),
        ("newsletter", "newsletters", true, true),
        ("stack", "stacks", true, true),
        ("user", "users", true, true),
        ("woman", "women", true, true),
        ("human", "humans", true, true),
        ("spokesman", "spokesmen", true, true),
        // -f / -fe to -ves
        ("calf", "calves", true, true),
        ("dwarf", "dwarves", true, false),
        ("dwarf", "dwarfs", true, true),
        ("elf", "elves", true, true),
        ("half", "halves", true, true),
        ("knife", "knives", true, true),
        ("leaf", "leaves", true, true),
        ("life", "lives", true, true),
        ("loaf", "loaves", true, true),
        ("safe", "saves", true, true),
        ("scarf", "scarves", true, true),
        ("self", "selves", true, true),
        ("sheaf", "sheaves", true, true),
        ("shelf", "shelves", true, true),
        ("thief", "thieves", true, true),
        ("wharf", "wharves", true, true),
        ("wife", "wives", true, true),
        ("wolf", "wolves", true, true),
        ("beef", "beef", true, true),
        ("belief", "beliefs", true, true),
        ("chef", "chefs", true, true),
        ("chief", "chiefs", true, true),
        ("hoof", "hoofs", true, true),
        ("kerchief", "kerchiefs", true, true),
        ("roof", "roofs", true, true),
        ("archive", "archives", true, true),
        ("perspective", "perspectives", true, true),
        // -y to -ies
        ("day", "days", true, true),
        ("hobby", "hobbies", true, true),
        ("agency", "agencies", true, true),
        ("body", "bodies", true, true),
        ("abbey", "abbeys", true, true),
        ("jiffy", "jiffies", true, true),
        ("geology", "geologies", true, true),
        ("geography", "geographies", true, true),
        ("cookie", "cookies", true, true),
        ("sky", "skies", true, true),
        ("supply", "supplies", true, true),
        ("academy", "academies", true, true),
        ("ebony", "ebonies", true, true),
        ("boy", "boys", true, true),
        ("copy", "copies", true, true),
        ("category", "categories", true, true),
        ("embassy", "embassies", true, true),
        ("entity", "entities", true, true),
        ("guy", "guys", true, true),
        ("obsequy", "obsequies", true, true),
        ("navy", "navies", true, true),
        ("proxy", "proxies", true, true),
        ("crazy", "crazies", true, true),
        // French -u
        ("aboideau", "aboideaux", true, true),
        ("beau", "beaux", true, true),
        ("château", "châteaux", true, true),
        ("chateau", "chateaux", true, true),
        ("fabliau", "fabliaux", true, true),
        ("tableau", "tableaux", true, true),
        ("bureau", "bureaus", true, true),
        ("adieu", "adieux", true, true),
        // Greek -on to -a
        ("tetrahedron", "tetrahedra", true, true),
        // Latin -um to -a
        ("stadium", "stadiums", true, true),
        ("stadium", "stadia", true, false),
        ("aquarium", "aquaria", true, true),
        ("auditorium", "auditoria", true, true),
        ("bacterium", "bacteria", true, true),
        ("pretorium", "pretoriums", true, true),
        ("symposium", "symposia", true, true),
        ("symposium", "symposiums", true, false),
        ("amoebaeum", "amoebaea", true, true),
        ("coliseum", "coliseums", true, true),
        ("museum", "museums", true, true),
        ("agenda", "agendas", true, true),
        ("curriculum", "curriculums", true, true),
        ("collum", "colla", true, true),
        ("datum", "data", true, true),
        ("erratum", "errata", true, true),
        ("maximum", "maxima", true, true),
        ("platinum", "platinums", true, true),
        ("serum", "sera", true, true),
        ("spectrum", "spectra", true, true),
        // Latin -us to -i or -era
        ("opera", "operas", true, true),
        // Latin -a to -ae
        ("alumna", "alumnae", true, true),
        ("larva", "larvae", true, true),
        ("minutia", "minutiae", true, true),
        ("nebula", "nebulae", true, true),
        ("vertebra", "vertebrae", true, true),
        ("vita", "vitae", true, true),
        ("antenna", "antennas", true, true),
        ("formula", "formulas", true, true),
        ("tuna", "tuna", true, true),
        ("quota", "quotas", true, true),
        ("vedalia", "vedalias", true, true),
        ("media", "media", true, true),
        ("multimedia", "multimedia", true, true),
        // -ch, -o, -s, -sh, -x, -z
        ("lunch", "lunches", true, true),
        ("search", "searches", true, true),
        ("switch", "switches", true, true),
        ("headache", "headaches", true, true),
        ("marsh", "marshes", true, true),
        ("wish", "wishes", true, true),
        ("bus", "buses", true, true),
        ("campus", "campuses", true, true),
        ("caucus", "caucuses", true, true),
        ("circus", "circuses", true, true),
        ("plus", "pluses", true, true),
        ("prometheus", "prometheuses", true, true),
        ("status", "statuses", true, true),
        ("virus", "viruses", true, true),
        ("use", "uses", true, true),
        ("fuse", "fuses", true, true),
        ("house", "houses", true, true),
        ("spouse", "spouses", true, true),
        ("quiz", "quizzes", true, true),
        ("buzz", "buzzes", true, true),
        ("blitz", "blitzes", true, true),
        ("quartz", "quartzes", true, true),
        ("topaz", "topazes", true, true),
        ("waltz", "waltzes", true, true),
        ("prize", "prizes", true, true),
        ("access", "accesses", true, true),
        ("process", "processes", true, true),
        ("address", "addresses", true, true),
        ("case", "cases", true, true),
        ("database", "databases", true, true),
        ("glimpse", "glimpses", true, true),
        ("horse", "horses", true, true),
        ("lapse", "lapses", true, true),
        ("collapse", "collapses", true, true),
        ("truss", "trusses", true, true),
        ("portfolio", "portfolios", true, true),
        ("piano", "pianos", true, true),
        ("hello", "hellos", true, true),
        ("buffalo", "buffaloes", true, true),
        ("photo", "photos", true, true),
        ("potato", "potatoes", true, true),
        ("tomato", "tomatoes", true, true),
        ("graffiti", "graffiti", true, true),
        ("foo", "foos", true, true),
        ("zoo", "zoos", true, true),
        // Latin -ex / -ix to -ices
        ("appendix", "appendices", true, true),
        ("codex", "codices", true, true),
        ("index", "indices", true, true),
        ("bodice", "bodices", true, true),
        ("helix", "helices", true, true),
        ("complex", "complexes", true, true),
        ("duplex", "duplexes", true, true),
        ("accomplice", "accomplices", true, true),
        ("slice", "slices", true, true),
        ("matrix", "matrices", true, true),
        ("justice", "justices", true, true),
        ("lattice", "lattices", true, true),
        ("notice", "notices", true, true),
        ("apex", "apices", true, true),
        ("spice", "spices", true, true),
        ("device", "devices", true, true),
        ("service", "services", true, true),
        ("fix", "fixes", true, true),
        ("sex", "sexes", true, true),
        ("invoice", "invoices", true, true),
        ("voice", "voices", true, true),
        ("choice", "choices", true, true),
        // Latin -is to -es
        ("axis", "axes", true, true),
        ("tax", "taxes", true, true),
        ("eclipse", "eclipses", true, true),
        ("ellipse", "ellipses", true, true),
        ("ellipsis", "ellipses", false, true),
        ("oasis", "oases", true, true),
        ("thesis", "theses", true, true),
        ("hypothesis", "hypotheses", true, true),
        ("parenthesis", "parentheses", true, true),
        ("analysis", "analyses", true, true),
        ("antithesis", "antitheses", true, true),
        ("diagnosis", "diagnoses", true, true),
        ("prognosis", "prognoses", true, true),
        ("synopsis", "synopses", true, true),
        ("synapse", "synapses", true, true),
        ("waste", "wastes", true, true),
        ("psi", "psis", true, true),
        ("pepsi", "pepsis", true, true),
    ];

    /// The `Test_Pluralize` assertions of flect's table, run through our port. Returns the
    /// failures as (input, expected, got).
    fn flect_table_failures() -> Vec<(&'static str, &'static str, String)> {
        let mut failures = Vec::new();
        for &(singular, plural, _, do_pluralize) in FLECT_TABLE {
            if !do_pluralize {
                continue;
            }
            for input in [singular, plural] {
                let got = pluralize(input);
                if got != plural {
                    failures.push((input, plural, got));
                }
            }
        }
        failures
    }

    #[test]
    fn naming_flect_pluralize_table() {
        let tested = FLECT_TABLE.iter().filter(|e| e.3).count();
        assert_eq!(FLECT_TABLE.len(), 213);
        assert_eq!(tested, 210);
        let failures = flect_table_failures();
        assert!(failures.is_empty(), "{failures:#?}");
    }

    /// flect's test file also appends every dictionary entry to its table (with pluralize
    /// checks off); the port must still map each singular to its plural and keep every
    /// plural and alternative plural as it is.
    #[test]
    fn naming_dictionary_round_trip() {
        for w in DICTIONARY {
            assert_eq!(pluralize(w.singular), w.plural, "{}", w.singular);
            assert_eq!(pluralize(w.plural), w.plural, "{}", w.plural);
            if !w.alternative.is_empty() {
                assert_eq!(pluralize(w.alternative), w.alternative, "{}", w.alternative);
            }
        }
    }

    #[test]
    fn naming_crd_kinds() {
        let cases = [
            ("TestQuota", "testquotas"),
            ("CronJob", "cronjobs"),
            ("Memcached", "memcacheds"),
            ("PodSet", "podsets"),
            ("DatabaseManager", "databasemanagers"),
            ("CustomImageDeploy", "customimagedeploys"),
            ("Foo", "foos"),
            ("Zoo", "zoos"),
            ("Job", "jobs"),
            ("Gateway", "gateways"),
            ("HTTPRoute", "httproutes"),
            ("ClusterIssuer", "clusterissuers"),
            ("NetworkPolicy", "networkpolicies"),
            ("Ingress", "ingresses"),
            ("AppProject", "appprojects"),
            // From the module brief.
            ("Policy", "policies"),
            ("Proxy", "proxies"),
            ("Endpoints", "endpoints"),
            ("Status", "statuses"),
            ("Index", "indices"),
        ];
        for (kind, want) in cases {
            assert_eq!(plural(kind), want, "{kind}");
        }
    }

    #[test]
    fn naming_singular_and_list_kind() {
        assert_eq!(singular("TestQuota"), "testquota");
        assert_eq!(singular("HTTPRoute"), "httproute");
        assert_eq!(list_kind("TestQuota"), "TestQuotaList");
        assert_eq!(list_kind("HTTPRoute"), "HTTPRouteList");
        // Go's simple lower-casing, not Rust's final-sigma rule.
        assert_eq!(singular("ΟΔΟΣ"), "οδοσ");
        assert_eq!(singular("İ"), "i");
    }

    /// Only the last camel-case word is inflected, and the dictionary is consulted for it.
    #[test]
    fn naming_last_word_rules() {
        assert_eq!(pluralize("ResourceQuota"), "ResourceQuotas");
        assert_eq!(pluralize("FieldMan"), "FieldMen");
        assert_eq!(pluralize("APIMan"), "APIMen");
        assert_eq!(pluralize("Datum"), "Data");
        assert_eq!(pluralize("UserID"), "UserIDs");
        assert_eq!(pluralize("ID"), "IDs");
        assert_eq!(pluralize("DNS"), "DNSes");
        assert_eq!(pluralize("Ox"), "Oxen");
        assert_eq!(pluralize("Box"), "Boxes");
        assert_eq!(pluralize("SecretStatus"), "SecretStatuses");
        assert_eq!(pluralize("Axis"), "Axes");
    }

    #[test]
    fn naming_parts() {
        assert_eq!(last_part("HTTPRoute"), Some("Route"));
        assert_eq!(last_part("APIService"), Some("Service"));
        assert_eq!(last_part("node_child"), Some("child"));
        assert_eq!(last_part("user_id"), Some("ID"));
        assert_eq!(last_part("http"), Some("HTTP"));
        assert_eq!(last_part("  "), None);
        assert_eq!(last_part("_-/"), None);
        assert_eq!(last_part("a+b"), Some("b"));
    }

    #[test]
    fn naming_odd_inputs_do_not_panic() {
        for input in [
            "", " ", "_", "é", "Éclair", "ß", "ſ", "ı", "日本", "a\u{301}", "Ⅻ", "x$", "S", "s",
        ] {
            let _ = plural(input);
            let _ = singular(input);
            let _ = list_kind(input);
        }
        assert_eq!(plural(""), "");
        assert_eq!(plural("   "), "");
    }

    #[test]
    fn naming_acronym_table_is_sorted() {
        assert!(ACRONYMS.windows(2).all(|w| w[0] < w[1]));
    }
}
