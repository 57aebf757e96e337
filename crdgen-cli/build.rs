//! Links the binaries as position-dependent executables on Linux (#24 point 4).
//!
//! A position-independent executable (rustc's default) is loaded at a random address, so
//! the dynamic loader rewrites every absolute pointer in the binary's data before `main`:
//! 37,500 relative relocations in about 620 KiB of `.data.rel.ro` (vtables, string and
//! slice tables of clap, syn, serde, the keyword table), each page of it copied on
//! write. That is most of the 267 page faults of a `crdgen --version`, which costs
//! 1.4 ms of CPU against 0.4 ms for `/bin/true`. Linked without `-pie`, the linker
//! writes the final addresses itself: no relocations at run time, and the read-only data
//! stays shared with the page cache and is faulted in only where it is read. The code is
//! still compiled position-independent (no `-C relocation-model` change, so every
//! dependency keeps its build), which a fixed-address executable runs as is.
//!
//! The cost is address-space layout randomisation of the binary's own code and data
//! (the stack, heap and shared libraries stay randomised), for a tool that reads the
//! user's own sources. `CRDGEN_PIE=1` at build time keeps the default.

fn main() {
    println!("cargo::rerun-if-env-changed=CRDGEN_PIE");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    if linux && std::env::var_os("CRDGEN_PIE").is_none() {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
