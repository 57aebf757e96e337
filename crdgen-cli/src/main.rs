//! The `crdgen` binary.

// mimalloc instead of the system allocator: a run allocates and frees millions of small
// strings, vectors and maps (syn trees, schema values, YAML text), and glibc's malloc and
// free were about a third of a 1,000-kind `verify`'s instructions (#24).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    crdgen_cli::run(std::env::args_os())
}
