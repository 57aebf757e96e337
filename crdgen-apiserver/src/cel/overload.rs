//! The glue between the `cel` crate's overloads (functions on `dyn Val`) and the
//! Kubernetes libraries here, written on plain [`Value`]s: arguments in, a value or a
//! server error out.
//!
//! cel-go's libraries fail with `types.NewErr(msg)`, whose text is the message alone;
//! [`server_error`] carries such a message so that [`rule_error`] prints it as the API
//! server does (`<message> evaluating rule: <rule>`), without the crate's
//! `Error executing function` wrapper.

use std::sync::Arc;

use cel::common::types::Type;
use cel::common::value::{CowVal, Val};
use cel::objects::Opaque;
use cel::{ExecutionError, Value};

/// The function name [`server_error`] files its messages under.
const SERVER: &str = "k8s.io/apiserver/pkg/cel/library";

/// A run-time error of a Kubernetes library function, with the server's text.
pub fn server_error(message: impl Into<String>) -> ExecutionError {
    ExecutionError::FunctionError {
        function: SERVER.to_owned(),
        message: message.into(),
    }
}

/// The text the API server shows for a rule's run-time error.
pub fn rule_error(error: &ExecutionError) -> String {
    match error {
        ExecutionError::FunctionError { function, message } if function == SERVER => {
            message.clone()
        }
        other => other.to_string(),
    }
}

/// Runs `f` on the arguments of an overload as [`Value`]s and gives its result back
/// to the interpreter.
pub fn call<'b, 'v>(
    args: Vec<CowVal<'b, 'v>>,
    f: impl FnOnce(&[Value]) -> Result<Value, ExecutionError>,
) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let values = args
        .iter()
        .map(|a| Value::try_from(a.as_ref()))
        .collect::<Result<Vec<_>, _>>()?;
    let result = f(&values)?;
    let boxed: Box<dyn Val> = result.try_into()?;
    Ok(CowVal::Owned(boxed))
}

/// Defines `fn $name` as an overload (`cel::common::functions::Function`) over a
/// closure on the arguments as [`Value`]s.
macro_rules! overload {
    ($(#[$doc:meta])* $name:ident, |$args:ident| $body:expr) => {
        $(#[$doc])*
        fn $name<'b, 'v>(
            args: Vec<cel::common::value::CowVal<'b, 'v>>,
        ) -> Result<cel::common::value::CowVal<'b, 'v>, cel::ExecutionError> {
            $crate::cel::overload::call(args, |$args: &[cel::Value]| $body)
        }
    };
}
pub(crate) use overload;

/// The `i`th argument, which the overload's signature guarantees.
pub fn arg(args: &[Value], i: usize) -> Result<&Value, ExecutionError> {
    args.get(i)
        .ok_or_else(|| ExecutionError::invalid_argument_count(i + 1, args.len()))
}

/// The `i`th argument as a string.
pub fn string(args: &[Value], i: usize) -> Result<&str, ExecutionError> {
    match arg(args, i)? {
        Value::String(s) => Ok(s.as_str()),
        other => Err(other.error_expected_type(cel::objects::ValueType::String)),
    }
}

/// The `i`th argument as the opaque value `T`.
pub fn opaque<T: Opaque>(args: &[Value], i: usize) -> Result<&T, ExecutionError> {
    match arg(args, i)? {
        Value::Opaque(o) => o
            .downcast_ref::<T>()
            .ok_or_else(|| ExecutionError::UnexpectedType {
                got: o.runtime_type_name().to_owned(),
                want: std::any::type_name::<T>().to_owned(),
            }),
        other => Err(other.error_expected_type(cel::objects::ValueType::Opaque)),
    }
}

/// An opaque value for the interpreter.
pub fn wrap<T: Opaque>(value: T) -> Value {
    Value::Opaque(Arc::new(value))
}

/// The type of the opaque values named `name`, as overloads declare it.
pub fn opaque_type(name: &'static str) -> Type {
    Type::new_opaque_type(name)
}
