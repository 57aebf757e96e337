//! The binary's global allocator: mimalloc, asked through its plain entry points whenever
//! the alignment a block needs is one `mi_malloc` gives anyway.
//!
//! The `mimalloc` crate's `GlobalAlloc` passes every request to `mi_malloc_aligned`, whose
//! checks and generic path a plain `mi_malloc` skips; on a 1,000-kind `verify` that was
//! 1,377 M → 1,322 M instructions (#24). The same shortcut is open to any allocator that
//! keeps C's `malloc` contract, which mimalloc, a drop-in `malloc`, does: a block of `size`
//! bytes is aligned for every object of fundamental alignment that fits in it, i.e. to
//! `min(size, 16)` rounded down to a power of two (`MI_MAX_ALIGN_SIZE`). Rust's own
//! `System` allocator takes `malloc` on the same condition (`align <= MIN_ALIGN &&
//! align <= size`), and mimalloc's aligned path takes it too (`mi_malloc_is_naturally_aligned`).
//! Anything else (an alignment above 16, or above the size) still goes through the
//! `mimalloc` crate.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use mimalloc::MiMalloc;

/// The largest alignment every `mi_malloc` block of at least that size has
/// (`MI_MAX_ALIGN_SIZE`, `sizeof(max_align_t)`).
const MALLOC_ALIGN: usize = 16;

/// mimalloc with plain calls where the alignment allows them (see the module docs).
pub struct Allocator;

/// Whether a block of `size` bytes from `mi_malloc` is aligned to `align`.
fn malloc_aligns(size: usize, align: usize) -> bool {
    align <= MALLOC_ALIGN && align <= size
}

// SAFETY: every method either calls mimalloc's plain function on a layout its blocks
// satisfy (see `malloc_aligns`) or forwards to `MiMalloc`, and every block, however it was
// allocated, is freed by `mi_free` (what `MiMalloc::dealloc` calls), which takes any
// mimalloc block.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if malloc_aligns(layout.size(), layout.align()) {
            // SAFETY: `layout.size()` is non-zero (GlobalAlloc's contract).
            unsafe { libmimalloc_sys::mi_malloc(layout.size()).cast() }
        } else {
            // SAFETY: forwarded with the caller's guarantees.
            unsafe { MiMalloc.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if malloc_aligns(layout.size(), layout.align()) {
            // SAFETY: as in `alloc`.
            unsafe { libmimalloc_sys::mi_zalloc(layout.size()).cast() }
        } else {
            // SAFETY: forwarded with the caller's guarantees.
            unsafe { MiMalloc.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` is a mimalloc block this allocator returned.
        unsafe { MiMalloc.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if malloc_aligns(new_size, layout.align()) {
            // SAFETY: `ptr` is a mimalloc block this allocator returned; a block moved
            // is a new `mi_malloc` block of `new_size` bytes, aligned as `alloc`'s are, and
            // one resized in place keeps its address, already aligned.
            unsafe { libmimalloc_sys::mi_realloc(ptr.cast::<c_void>(), new_size).cast() }
        } else {
            // SAFETY: forwarded with the caller's guarantees.
            unsafe { MiMalloc.realloc(ptr, layout, new_size) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every block is aligned as its layout asks, through alloc, alloc_zeroed and every
    /// realloc between sizes on either side of the shortcut's bound, and zeroed blocks
    /// are zero; contents survive a realloc.
    #[test]
    fn blocks_are_aligned_as_asked() {
        let sizes = [
            1usize, 2, 3, 7, 8, 15, 16, 17, 24, 31, 40, 48, 100, 1000, 1025, 5000, 70_000,
        ];
        for align in [1usize, 2, 4, 8, 16, 32, 64, 4096] {
            for &size in &sizes {
                let Ok(layout) = Layout::from_size_align(size, align) else {
                    continue;
                };
                // SAFETY: non-zero size; each block is freed once with its layout.
                unsafe {
                    let p = Allocator.alloc(layout);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "alloc({size}, {align})");
                    p.write_bytes(0xA5, size);
                    Allocator.dealloc(p, layout);

                    let z = Allocator.alloc_zeroed(layout);
                    assert_eq!(z as usize % align, 0, "alloc_zeroed({size}, {align})");
                    assert!(std::slice::from_raw_parts(z, size).iter().all(|&b| b == 0));
                    let mut block = z;
                    let mut current = layout;
                    for &new_size in &sizes {
                        block.write_bytes(0x5A, current.size());
                        block = Allocator.realloc(block, current, new_size);
                        assert_eq!(
                            block as usize % align,
                            0,
                            "realloc({size} → {new_size}, {align})"
                        );
                        let kept = current.size().min(new_size);
                        assert!(
                            std::slice::from_raw_parts(block, kept)
                                .iter()
                                .all(|&b| b == 0x5A)
                        );
                        current = Layout::from_size_align(new_size, align).unwrap_or(current);
                    }
                    Allocator.dealloc(block, current);
                }
            }
        }
    }
}
