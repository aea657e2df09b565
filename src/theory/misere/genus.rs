//! The phylum of a misère form (tame, restive, restless, wild, ...) and its genus, as CGSuite
//! computes them (`Phylum.java`, `Genus.java`, and the phylum of a new record in
//! `MisereCanonicalGameOps.makeGameRecord`).
//!
//! The genus of `G` is `g^(γ0 γ1 γ2 ...)`: `g` the normal-play Grundy value of `G` and `γn`
//! the misère Grundy value of `G + *[2] + ... + *[2]` (n heaps of 2); the sequence is
//! eventually periodic with period 2, and is written up to where it starts repeating.

use super::canonical::{Made, MisereArena, MisereId, Record};
use std::fmt;

/// CGSuite's phyla, in its order (the order matters: "wilder" is later).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Phylum {
    NimHeap,
    HereditarilyTame,
    ReversiblyTame,
    Tameable,
    WildOfTameGenus,
    HereditarilyRestive,
    ReversiblyRestive,
    WildOfRestiveGenus,
    Restless,
    WildOfRestlessGenus,
    Wild,
}

impl Phylum {
    pub(super) fn is_hereditarily_tame(self) -> bool {
        matches!(self, Phylum::NimHeap | Phylum::HereditarilyTame)
    }

    pub(super) fn is_generally_tame(self) -> bool {
        matches!(
            self,
            Phylum::NimHeap | Phylum::HereditarilyTame | Phylum::ReversiblyTame
        )
    }

    pub(super) fn is_tameable(self) -> bool {
        self.is_generally_tame() || self == Phylum::Tameable
    }

    pub(super) fn is_generally_restive(self) -> bool {
        matches!(
            self,
            Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
        )
    }

    pub(super) fn is_restive_or_tame(self) -> bool {
        self.is_generally_tame() || self.is_generally_restive()
    }

    fn is_wild(self) -> bool {
        matches!(
            self,
            Phylum::WildOfTameGenus
                | Phylum::WildOfRestiveGenus
                | Phylum::WildOfRestlessGenus
                | Phylum::Wild
        )
    }
}

/// A set of small whole numbers (Grundy values), as bits.
#[derive(Clone, Default, PartialEq, Eq)]
struct Values(Vec<u64>);

impl Values {
    fn insert(&mut self, v: u32) {
        let (word, bit) = ((v / 64) as usize, v % 64);
        if self.0.len() <= word {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << bit;
    }

    fn union(&mut self, other: &Values) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (w, o) in self.0.iter_mut().zip(&other.0) {
            *w |= o;
        }
    }

    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The least value missing.
    fn mex(&self) -> u32 {
        self.0
            .iter()
            .position(|&w| w != u64::MAX)
            .map_or(64 * self.0.len() as u32, |i| {
                64 * i as u32 + (!self.0[i]).trailing_zeros()
            })
    }
}

/// The set of `values`.
fn values(values: impl IntoIterator<Item = u32>) -> Values {
    let mut set = Values::default();
    for v in values {
        set.insert(v);
    }
    set
}

/// The record of a new even form with these canonical `options`: its birthday, Grundy values
/// and phylum, step for step as CGSuite's `makeGameRecord`.
pub(super) fn new_record(arena: &MisereArena, options: &[MisereId]) -> Record {
    let (mut g_minus_set, mut g_plus_set) = (Values::default(), Values::default());
    let mut birthday = 0;
    let mut wildest = Phylum::NimHeap;
    for &o in options {
        birthday = birthday.max(arena.birthday(o) + 1);
        g_minus_set.insert(arena.misere_nim_value(o));
        g_plus_set.insert(arena.nim_value(o));
        if wildest.is_generally_tame() {
            wildest = wildest.max(arena.phylum(o));
        }
    }
    let gp = g_plus_set.mex();
    let gm = if options.is_empty() {
        1
    } else {
        g_minus_set.mex()
    };
    let mut phylum = if gp == gm || (gp | gm) & !1 == 0 {
        Phylum::WildOfTameGenus
    } else if gp < 2 {
        Phylum::WildOfRestiveGenus
    } else if gm < 2 {
        Phylum::WildOfRestlessGenus
    } else {
        Phylum::Wild
    };
    let rank = match wildest {
        Phylum::NimHeap => 0,
        Phylum::HereditarilyTame => 1,
        Phylum::ReversiblyTame => 2,
        _ => 3,
    };
    let mut decided = false;
    if rank == 0 && phylum == Phylum::WildOfTameGenus && (gp > 1 || gp != gm) {
        phylum = Phylum::NimHeap;
        decided = true;
    }
    if !decided && rank <= 1 {
        match phylum {
            Phylum::WildOfTameGenus => (phylum, decided) = (Phylum::HereditarilyTame, true),
            Phylum::WildOfRestiveGenus => (phylum, decided) = (Phylum::HereditarilyRestive, true),
            _ => {}
        }
    }
    if !decided && rank <= 2 {
        phylum = match phylum {
            Phylum::WildOfTameGenus => Phylum::ReversiblyTame,
            Phylum::WildOfRestiveGenus => Phylum::ReversiblyRestive,
            Phylum::WildOfRestlessGenus => Phylum::Restless,
            other => other,
        };
    }
    if matches!(phylum, Phylum::WildOfTameGenus | Phylum::WildOfRestiveGenus) {
        phylum = reversible_phylum(arena, options, phylum, gp, gm);
    }
    if phylum.is_wild() {
        phylum = Phylum::Wild;
    }
    Record {
        options: options.into(),
        birthday,
        g_plus: gp,
        g_minus: gm,
        phylum,
    }
}

/// Whether a game of tame or restive genus with a wild option is still tame, tameable or
/// restive through reversible moves (the second half of CGSuite's `makeGameRecord`).
fn reversible_phylum(
    arena: &MisereArena,
    options: &[MisereId],
    phylum: Phylum,
    gp: u32,
    gm: u32,
) -> Phylum {
    let tame_genus = phylum == Phylum::WildOfTameGenus;
    // The candidates, in CGSuite's order: the first left standing wins.
    let mut reversibly = true;
    let mut tameable = tame_genus;
    let (mut g_minus_set, mut g_plus_set) = (Values::default(), Values::default());
    let (mut tameable_minus, mut tameable_plus) = (Values::default(), Values::default());
    for &o in options {
        let o_phylum = arena.phylum(o);
        if o_phylum.is_generally_tame() {
            g_plus_set.insert(arena.nim_value(o));
            g_minus_set.insert(arena.misere_nim_value(o));
            continue;
        }
        let (mut gm_tameable, mut gp_tameable) = (false, false);
        if tameable && o_phylum == Phylum::Tameable {
            // CGSuite records the even part's values here.
            let r = arena.rec(o);
            tameable_minus.insert(r.g_minus);
            tameable_plus.insert(r.g_plus);
            gm_tameable = true;
            gp_tameable = true;
        }
        let (mut gm_found, mut gp_found) = (false, false);
        for second in arena.options(o) {
            let s_phylum = arena.phylum(second);
            let usable = s_phylum.is_generally_tame()
                || (!tame_genus && reversibly && s_phylum.is_restive_or_tame())
                || (tameable && s_phylum.is_tameable());
            if !usable {
                continue;
            }
            let s_gm = arena.misere_nim_value(second);
            let s_gp = arena.nim_value(second);
            if s_phylum.is_generally_tame() && tame_genus {
                gm_found |= gm == s_gm;
                gp_found |= gp == s_gp;
            } else if s_phylum.is_restive_or_tame() && !tame_genus {
                gm_found |= gm == s_gm && (s_gp & !1 == 0 || (s_gp ^ gm) & !1 == 0);
                gp_found |= gp == s_gp && (s_gm & !1 == 0 || (s_gm ^ gm) & !1 == 0);
            } else if s_phylum == Phylum::Tameable && tameable {
                gm_tameable |= gm == s_gm;
                gp_tameable |= gp == s_gp;
            }
        }
        if !(gm_found && gp_found) {
            reversibly = false;
            if !(gm_tameable && gp_tameable) {
                tameable = false;
            }
            if !tameable {
                break;
            }
        }
    }
    if reversibly || tameable {
        if gp != g_plus_set.mex() || gm != g_minus_set.mex() {
            reversibly = false;
        }
        if tameable {
            g_plus_set.union(&tameable_plus);
            g_minus_set.union(&tameable_minus);
            if (gp != g_plus_set.mex() || gm != g_minus_set.mex())
                && (!g_plus_set.is_empty() || gp > 0)
            {
                tameable = false;
            }
        }
        if reversibly {
            return if tame_genus {
                Phylum::ReversiblyTame
            } else {
                Phylum::ReversiblyRestive
            };
        }
        if tameable {
            return Phylum::Tameable;
        }
    }
    phylum
}

/// The genus of a misère form, printed as CGSuite prints it (`0^120`, `2`, `1^(10,3)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    phylum: Phylum,
    /// The normal-play Grundy value.
    base: u32,
    /// γ0, γ1, ...: written up to where the sequence repeats with period 2.
    sup: Vec<u32>,
}

impl Genus {
    /// The misère Grundy values γ0, γ1, ... as written.
    pub fn superscript(&self) -> &[u32] {
        &self.sup
    }

    /// The normal-play Grundy value.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// Where the written sequence of a wild genus may still differ from two places before.
    fn max_differ(&self) -> usize {
        if self.phylum.is_generally_tame() {
            if self.base < 2 && self.sup.first() != Some(&self.base) {
                2
            } else {
                1
            }
        } else if self.phylum.is_generally_restive() {
            if self.sup[0] < 4 { 1 } else { 2 }
        } else {
            self.sup.len() - 1
        }
    }

    /// γi, the misère Grundy value with i heaps of 2 added, also past the written digits.
    pub fn digit(&self, i: usize) -> u32 {
        if i < self.sup.len() {
            return self.sup[i];
        }
        let odd = (i as u32 & 1) << 1;
        if self.phylum.is_generally_tame() {
            if i == 0 && self.base < 2 {
                return 1 - self.base;
            }
            return self.base ^ odd;
        }
        if self.phylum.is_generally_restive() {
            let first = if self.sup[0] < 4 {
                self.sup[0]
            } else {
                self.base
            };
            return first ^ odd;
        }
        self.sup[self.sup.len() - 2 + ((self.sup.len() ^ i) & 1)]
    }

    /// The genus of a game from its options' genera, written in full (every digit up to
    /// where they repeat, as for a wild game); the empty game's (`0`, its digits 1, 2, 0, 2,
    /// ...) when it has no option.
    pub fn of_options(genera: &[&Genus]) -> Genus {
        if genera.is_empty() {
            return Genus {
                phylum: Phylum::NimHeap,
                base: 0,
                sup: Vec::new(),
            };
        }
        let base = values(genera.iter().map(|g| g.base)).mex();
        let mut max_differ = genera
            .iter()
            .map(|g| g.max_differ())
            .max()
            .unwrap_or(1)
            .max(1)
            + 2;
        let mut sup = Vec::with_capacity(max_differ + 1);
        sup.push(values(genera.iter().map(|g| g.digit(0))).mex());
        for i in 1..=max_differ {
            let before = sup[i - 1];
            let digits = genera.iter().map(|g| g.digit(i));
            sup.push(values([before, before ^ 1].into_iter().chain(digits)).mex());
        }
        while max_differ > 1 && sup[max_differ] == sup[max_differ - 2] {
            max_differ -= 1;
        }
        sup.truncate(max_differ + 1);
        Genus {
            phylum: Phylum::Wild,
            base,
            sup,
        }
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.base)?;
        if self.sup.is_empty() {
            return Ok(());
        }
        f.write_str("^")?;
        let big = self.sup.iter().any(|&d| d >= 10);
        let digits: Vec<String> = self.sup.iter().map(u32::to_string).collect();
        if big {
            write!(f, "({})", digits.join(","))
        } else {
            f.write_str(&digits.concat())
        }
    }
}

impl MisereArena {
    /// The genus of `g`.
    pub fn genus(&mut self, g: MisereId) -> Made<Genus> {
        let phylum = self.phylum(g);
        if phylum.is_restive_or_tame() {
            let sup = if phylum == Phylum::NimHeap {
                Vec::new()
            } else {
                vec![self.misere_nim_value(g)]
            };
            return Ok(Genus {
                phylum,
                base: self.nim_value(g),
                sup,
            });
        }
        if let Some(known) = self.genera.get(&g) {
            return Ok(known.clone());
        }
        let mut genera = Vec::new();
        for o in self.options(g) {
            genera.push(self.genus(o)?);
        }
        let genus = Genus::of_options(&genera.iter().collect::<Vec<_>>());
        self.hold(64)?;
        self.genera.insert(g, genus.clone());
        Ok(genus)
    }
}
