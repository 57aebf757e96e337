//! `indexOf` and `lastIndexOf` on lists, from kube-apiserver's list library
//! (`k8s.io/apiserver/pkg/cel/library/lists.go`): the first or last position of an
//! equal element, `-1` when there is none. (`isSorted`, `sum`, `min` and `max` are
//! context functions in [`super`]; these two share their names with the strings
//! extension's overloads, so they must be overloads too.)

use cel::common::types::{DYN_TYPE, LIST_TYPE};
use cel::{DeclarationError, Env, ExecutionError, Value};

use super::overload::{arg, overload};

fn position(args: &[Value], last: bool) -> Result<Value, ExecutionError> {
    let Value::List(list) = arg(args, 0)? else {
        return Err(arg(args, 0)?.error_expected_type(cel::objects::ValueType::List));
    };
    let wanted = arg(args, 1)?;
    let found = if last {
        list.iter().rposition(|v| v == wanted)
    } else {
        list.iter().position(|v| v == wanted)
    };
    Ok(Value::Int(found.map_or(-1, |i| i as i64)))
}

overload!(list_index_of, |a| position(a, false));
overload!(list_last_index_of, |a| position(a, true));

/// Registers `indexOf` and `lastIndexOf` on lists.
pub fn extension(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_member_overload(
        "indexOf",
        "list_a_index_of_int",
        LIST_TYPE,
        vec![DYN_TYPE],
        list_index_of,
    )?;
    env.add_member_overload(
        "lastIndexOf",
        "list_a_last_index_of_int",
        LIST_TYPE,
        vec![DYN_TYPE],
        list_last_index_of,
    )?;
    Ok(())
}
