//! `cargo crdgen …`: cargo runs `cargo-crdgen crdgen …`, so the second argument (the
//! subcommand's own name) is dropped and the rest is `crdgen …`.

fn main() -> std::process::ExitCode {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|a| a == "crdgen") {
        args.remove(1);
    }
    crdgen_cli::run(args)
}
