//! The `crdgen` binary.

fn main() -> std::process::ExitCode {
    crdgen_cli::run(std::env::args_os())
}
