//! The Python package's tests (`python/tests`, and `docs/python.md` as a doctest), run by
//! `python/test.sh`: it builds the package into a virtual environment under `target/` (made
//! on first use) and runs pytest, comparing with this build's command line.

use std::process::Command;

#[test]
fn the_python_package_passes_its_tests() {
    let root = env!("CARGO_MANIFEST_DIR");
    let status = Command::new("bash")
        .arg(format!("{root}/python/test.sh"))
        .env("CGSOLVE_BIN", env!("CARGO_BIN_EXE_cgsolve"))
        .status()
        .expect("bash runs");
    assert!(status.success(), "python/test.sh failed: {status}");
}
