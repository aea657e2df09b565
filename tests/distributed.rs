//! Tables built on timely dataflow (side 3): two processes on loopback, and one process with
//! two workers, give the single-process table byte for byte, agree with the contest table,
//! and resume from the complete tiers.

use cgsolve::engine::tiers::Tiered;
use cgsolve::games::contests::sweets::geometry::{Cells, Hexagon};
use cgsolve::games::contests::sweets::solve::ContestTable;
use cgsolve::games::contests::sweets::tiers::{SweetsTiers, table_kind};
use cgsolve::tables::{self, TableDir};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgsolve-dist-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every tier file of a table, by name.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            let name = e.file_name().into_string().unwrap();
            (name, std::fs::read(e.path()).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// The side-3 table built by the rayon tier solver, in `path`.
fn single_process(path: &Path) -> Vec<(String, Vec<u8>)> {
    let dir = TableDir::create(path, &table_kind(3)).unwrap();
    let game = SweetsTiers::new(Hexagon::of_side(3).unwrap());
    tables::build(&game, &dir, 19, &mut |_| {}).unwrap();
    files(path)
}

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_cgsolve"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `children` at most a minute (then kills them and fails).
fn wait_all(children: Vec<Child>) -> Vec<Output> {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut children = children;
    while children.iter_mut().any(|c| c.try_wait().unwrap().is_none()) {
        if Instant::now() > deadline {
            children.iter_mut().for_each(|c| drop(c.kill()));
            panic!("the processes did not finish within a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect()
}

/// Two free ports on loopback, as a host file in `dir`.
fn hostfile(dir: &Path) -> PathBuf {
    let listeners: Vec<_> = (0..2)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap())
        .collect();
    let text: String = listeners
        .iter()
        .map(|l| format!("127.0.0.1:{}\n", l.local_addr().unwrap().port()))
        .collect();
    let path = dir.join("hosts");
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `cgsolve tables sweets --side 3` as two processes on loopback, with `extra` flags.
fn two_processes(dir: &Path, out: &Path, extra: &[&str]) -> Vec<Output> {
    let hosts = hostfile(dir);
    let elsewhere = dir.join("process-1");
    let (out, hosts, elsewhere) = (
        out.to_str().unwrap(),
        hosts.to_str().unwrap(),
        elsewhere.to_str().unwrap(),
    );
    let children = [(out, "0"), (elsewhere, "1")]
        .iter()
        .map(|(out, process)| {
            let mut args = vec!["tables", "sweets", "--side", "3", "--out", out];
            args.extend([
                "--processes",
                "2",
                "--process",
                process,
                "--hostfile",
                hosts,
            ]);
            args.extend(extra);
            spawn(&args)
        })
        .collect();
    let outputs = wait_all(children);
    for o in &outputs {
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    assert!(!Path::new(elsewhere).exists(), "process 1 writes nothing");
    outputs
}

/// Bytes each tier line says were sent to the other process, summed.
fn bytes_sent(output: &Output) -> u64 {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|l| l.strip_suffix(" bytes sent to other processes"))
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum()
}

#[test]
fn two_processes_on_loopback_build_the_single_process_table() {
    let dir = scratch("two");
    let expected = single_process(&dir.join("rayon"));
    let out = dir.join("timely");
    let outputs = two_processes(&dir, &out, &[]);
    assert_eq!(files(&out), expected);
    for o in &outputs {
        let stdout = String::from_utf8_lossy(&o.stdout);
        assert_eq!(
            stdout.lines().filter(|l| l.starts_with("tier ")).count(),
            20
        );
        assert!(bytes_sent(o) > 0, "the parents cross between the processes");
    }

    // Every board agrees with the contest table, built by another algorithm.
    let table = TableDir::open(&out).unwrap();
    let game = SweetsTiers::new(Hexagon::of_side(3).unwrap());
    let read: Vec<_> = (0..=19)
        .map(|t| table.tier(t).unwrap().unwrap().read_all().unwrap())
        .collect();
    let contest = ContestTable::build();
    for p in 0..1u64 << 19 {
        let (tier, index) = game.locate(&Cells(p));
        assert_eq!(read[tier].is_win(index), contest.is_win(Cells(p)), "{p:#x}");
    }
    let verify = wait_all(vec![spawn(&["tables", "verify", out.to_str().unwrap()])]);
    assert!(verify[0].status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_two_process_build_resumes_from_the_complete_tiers() {
    let dir = scratch("resume");
    let expected = single_process(&dir.join("rayon"));
    let out = dir.join("timely");
    two_processes(&dir, &out, &["--max-tier", "11"]);
    std::fs::write(out.join("tier-12.cgt.tmp"), b"cut short").unwrap();
    let outputs = two_processes(&dir, &out, &[]);
    let stdout = String::from_utf8_lossy(&outputs[0].stdout);
    assert_eq!(stdout.matches("already built").count(), 12, "{stdout}");
    assert_eq!(files(&out), expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn one_process_with_two_workers_builds_the_rayon_table() {
    let dir = scratch("workers");
    let expected = single_process(&dir.join("rayon"));
    let out = dir.join("timely");
    let args = [
        "tables",
        "sweets",
        "--side",
        "3",
        "--out",
        out.to_str().unwrap(),
    ];
    let outputs = wait_all(vec![spawn(&[&args[..], &["--workers", "2"]].concat())]);
    assert!(outputs[0].status.success());
    assert_eq!(
        bytes_sent(&outputs[0]),
        0,
        "one process sends nothing to another"
    );
    assert_eq!(files(&out), expected);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn processes_given_different_builds_stop_together() {
    let dir = scratch("mismatch");
    let hosts = hostfile(&dir);
    let hosts = hosts.to_str().unwrap();
    let children = [("0", "5"), ("1", "6")]
        .iter()
        .map(|(process, last)| {
            let out = dir.join(format!("out-{process}"));
            let out = out.to_str().unwrap();
            spawn(&[
                "tables",
                "sweets",
                "--side",
                "3",
                "--out",
                out,
                "--max-tier",
                last,
                "--processes",
                "2",
                "--process",
                process,
                "--hostfile",
                hosts,
            ])
        })
        .collect();
    let outputs = wait_all(children);
    let stderr: Vec<_> = outputs
        .iter()
        .map(|o| String::from_utf8_lossy(&o.stderr))
        .collect();
    assert_eq!(outputs[0].status.code(), Some(1));
    assert_eq!(outputs[1].status.code(), Some(1));
    assert_eq!(
        stderr[1],
        "cgsolve: cluster: process 1 was given another build than process 0 (tiers 0 to 5): \
         give every process the same command but --process\n"
    );
    assert_eq!(
        stderr[0],
        "cgsolve: cluster: another process stopped the build (its error is on its standard \
         error)\n"
    );
    let built = TableDir::open(&dir.join("out-0")).unwrap().tiers().unwrap();
    assert!(built.is_empty(), "no tier is built: {built:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_cluster_flags_are_refused_up_front() {
    let dir = scratch("flags");
    let hosts = dir.join("hosts");
    std::fs::write(&hosts, "127.0.0.1:1\nlocalhost:http\n").unwrap();
    let (out, hosts_arg) = (dir.join("t"), hosts.to_str().unwrap());
    let out = out.to_str().unwrap();
    let base = ["tables", "sweets", "--side", "3", "--out", out];
    let cases: [(&[&str], String); 4] = [
        (
            &["--processes", "2", "--hostfile", hosts_arg],
            format!("cgsolve: {hosts_arg}:2:11: expected a port number\n"),
        ),
        (
            &["--processes", "3", "--hostfile", hosts_arg],
            format!("cgsolve: {hosts_arg}:2:11: expected a port number\n"),
        ),
        (
            &[
                "--processes",
                "2",
                "--process",
                "2",
                "--hostfile",
                hosts_arg,
            ],
            "cgsolve: --process 2: expected a process from 0 to 1\n".into(),
        ),
        (
            &["--processes", "2"],
            "cgsolve: --processes 2: needs --hostfile\n".into(),
        ),
    ];
    for (flags, message) in cases {
        let o = wait_all(vec![spawn(&[&base[..], flags].concat())]);
        assert_eq!(o[0].status.code(), Some(2), "{flags:?}");
        assert_eq!(String::from_utf8_lossy(&o[0].stderr), message, "{flags:?}");
        assert!(o[0].stdout.is_empty());
    }
    std::fs::write(&hosts, "127.0.0.1:1\n").unwrap();
    let o = wait_all(vec![spawn(
        &[&base[..], &["--processes", "2", "--hostfile", hosts_arg]].concat(),
    )]);
    assert_eq!(o[0].status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&o[0].stderr),
        format!("cgsolve: {hosts_arg}: --processes 2: expected 2 lines (host:port), found 1\n")
    );
    assert!(!Path::new(out).exists(), "nothing is built");
    std::fs::remove_dir_all(&dir).unwrap();
}
