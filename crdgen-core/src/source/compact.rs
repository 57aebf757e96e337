//! Giving back the spare capacity of a parsed file's lists.
//!
//! syn grows every list it parses by doubling it, so a field with two attributes holds
//! room for four, and a file of six items room for eight; the syntax trees live until
//! the model is built (all of them at once: it resolves names across files), and syn's
//! nodes are large (an attribute is over 300 bytes). On 1,000 kinds the spare room of
//! the attribute and item lists was about a tenth of the heap, every page of it faulted
//! in by the kernel (#24); with the trees dropped after the model, shrinking them still
//! saves 2,450 of 17,870 page faults and 9 MiB of the peak. syn's `Punctuated` lists (fields,
//! variants) keep theirs: they cannot be shrunk without deep-copying their elements,
//! which costs more than the pages it saves.

use syn::{Fields, Item};

use super::features::item_attrs;

/// Shrinks the item and attribute lists of `file` to their lengths: its own, its items'
/// (inline modules' included), and their fields' and variants'.
pub(crate) fn shrink(file: &mut syn::File) {
    file.attrs.shrink_to_fit();
    items(&mut file.items);
}

fn items(items: &mut Vec<Item>) {
    items.shrink_to_fit();
    for item in items.iter_mut() {
        if let Some(attrs) = item_attrs(item) {
            attrs.shrink_to_fit();
        }
        match item {
            Item::Struct(s) => fields(&mut s.fields),
            Item::Enum(e) => {
                for v in e.variants.iter_mut() {
                    v.attrs.shrink_to_fit();
                    fields(&mut v.fields);
                }
            }
            Item::Union(u) => u
                .fields
                .named
                .iter_mut()
                .for_each(|f| f.attrs.shrink_to_fit()),
            Item::Mod(m) => {
                if let Some((_, content)) = &mut m.content {
                    self::items(content);
                }
            }
            _ => {}
        }
    }
}

fn fields(fields: &mut Fields) {
    fields.iter_mut().for_each(|f| f.attrs.shrink_to_fit());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_keep_their_elements_and_lose_their_spare_room() {
        let text = "#![doc = \"d\"]\n/// a\n#[derive(Debug)]\nstruct A {\n    /// x\n    #[serde(default)]\n    x: i32,\n}\n/// b\nenum B {\n    /// c\n    C { /// y\n        y: u8 },\n}\nmod m {\n    /// d\n    struct D;\n}\n";
        let mut file = syn::parse_file(text).unwrap();
        let before = quote::ToTokens::to_token_stream(&file).to_string();
        shrink(&mut file);
        assert_eq!(quote::ToTokens::to_token_stream(&file).to_string(), before);
        assert_eq!(file.items.capacity(), 3);
        let Item::Struct(a) = &file.items[0] else {
            panic!("not a struct")
        };
        assert_eq!(a.attrs.capacity(), 2);
        assert!(a.fields.iter().all(|f| f.attrs.capacity() == f.attrs.len()));
        let Item::Enum(b) = &file.items[1] else {
            panic!("not an enum")
        };
        let c = &b.variants[0];
        assert_eq!(
            (
                c.attrs.capacity(),
                c.fields.iter().next().unwrap().attrs.capacity()
            ),
            (1, 1)
        );
        let Item::Mod(m) = &file.items[2] else {
            panic!("not a module")
        };
        let (_, content) = m.content.as_ref().unwrap();
        assert_eq!(content.capacity(), 1);
        let Item::Struct(d) = &content[0] else {
            panic!("not a struct")
        };
        assert_eq!(d.attrs.capacity(), 1);
    }
}
