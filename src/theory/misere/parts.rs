//! Parts and partitions of misère forms, and misère subtraction, as CGSuite finds them
//! (`get2Partitions`, `subtract`, `parts`, `partitions` in `MisereCanonicalGameOps`, after
//! Conway, *On Numbers and Games*, ch. 12, and Siegel).
//!
//! A *part* of `G` is an `H` with `G = H + X` for some `X`, `H` not `*[0]` or `*[1]`; a form is
//! *prime* when it has no proper part. Every form has finitely many parts. The parts are found
//! from the parts of the options: an `X` that is a part of every option of `G`, or of options
//! of `G` through the options of `X`, gives the counterpart `G - X`.

use super::canonical::{Made, MisereArena, MisereId};
use std::collections::BTreeSet;

/// First index of `v` in `list`.
fn index_of(list: &[MisereId], v: MisereId) -> Option<usize> {
    list.iter().position(|&x| x == v)
}

impl MisereArena {
    /// The 2-partitions of the even part of `g`: pairs `X, Y` (both even) with `X + Y` that
    /// even part, flat, starting with `*[0]` and the even part itself.
    pub(super) fn two_partitions(&mut self, g: MisereId) -> Made<Box<[MisereId]>> {
        let id = g.even_part();
        if let Some(known) = self.two_partitions.get(&id) {
            return Ok(known.clone());
        }
        let mut found = vec![MisereId::ZERO, id];
        let opts = self.options(id);
        let mut opt_partitions: Vec<Box<[MisereId]>> = Vec::with_capacity(opts.len());
        let mut prime_options = 0;
        for &o in &opts {
            if o.even_part() == MisereId::ZERO {
                prime_options = usize::MAX;
                break;
            }
            let p = self.two_partitions(o)?;
            if p.len() == 2 && (o.is_even() || !opts.contains(&o.even_part())) {
                prime_options += 1;
            }
            opt_partitions.push(p);
            if prime_options >= 3 {
                break;
            }
        }
        if prime_options < 3 {
            self.find_two_partitions(&opts, &opt_partitions, &mut found)?;
        }
        let found: Box<[MisereId]> = found.into();
        self.hold(24 + 4 * found.len())?;
        self.two_partitions.insert(id, found.clone());
        Ok(found)
    }

    /// CGSuite's search for the parts of the form with options `opts` among its options' parts (types 1 and 2).
    fn find_two_partitions(
        &mut self,
        opts: &[MisereId],
        opt_partitions: &[Box<[MisereId]>],
        found: &mut Vec<MisereId>,
    ) -> Made<()> {
        let mut ordered: Vec<MisereId> = opt_partitions
            .iter()
            .flat_map(|p| p.iter().copied())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        ordered.sort_by(|a, b| self.compare(*a, *b));
        let parity = |o: MisereId| o.0 & 1;
        let with_parity = |x: MisereId, p: u32| MisereId(x.0 | p);
        let mut changed = true;
        while changed {
            changed = false;
            for &x in &ordered {
                if found.contains(&x) {
                    continue;
                }
                let x_opts = self.options(x);
                let mut type1 = true;
                let mut type1_options = Vec::new();
                let mut type2_candidates = Vec::new();
                for &xo in &x_opts {
                    match index_of(found, xo.even_part()) {
                        None => {
                            type1 = false;
                            for p in opt_partitions {
                                if let Some(k) = index_of(p, xo.even_part()) {
                                    type2_candidates.push(p[k ^ 1]);
                                }
                            }
                            break;
                        }
                        Some(k) => type1_options.push(with_parity(found[k ^ 1], parity(xo))),
                    }
                }
                if type1 {
                    for (i, p) in opt_partitions.iter().enumerate() {
                        match index_of(p, x) {
                            None => {
                                type1 = false;
                                for &xo in &x_opts {
                                    if let Some(k) = index_of(p, xo.even_part()) {
                                        type2_candidates.push(p[k ^ 1]);
                                    }
                                }
                                break;
                            }
                            Some(k) => type1_options.push(with_parity(p[k ^ 1], parity(opts[i]))),
                        }
                    }
                }
                if type1 {
                    let counterpart = self.construct(type1_options)?;
                    found.push(x);
                    found.push(counterpart);
                    changed = true;
                    continue;
                }
                for y in type2_candidates {
                    if self.is_type2(x, &x_opts, y, opts, opt_partitions, found) {
                        found.push(x);
                        found.push(y);
                        changed = true;
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether `x + y` is the form whose options are `opts`, each option of the sum found
    /// among the options' parts or the parts found so far.
    fn is_type2(
        &self,
        x: MisereId,
        x_opts: &[MisereId],
        y: MisereId,
        opts: &[MisereId],
        opt_partitions: &[Box<[MisereId]>],
        found: &[MisereId],
    ) -> bool {
        let y_opts = self.options(y);
        let parity = |o: MisereId| o.0 & 1;
        let with_parity = |v: MisereId, p: u32| MisereId(v.0 | p);
        // Every option of G is X + Y' or X' + Y.
        for (i, p) in opt_partitions.iter().enumerate() {
            if let Some(k) = index_of(p, x)
                && y_opts.contains(&with_parity(p[k ^ 1], parity(opts[i])))
            {
                continue;
            }
            if let Some(k) = index_of(p, y)
                && x_opts.contains(&with_parity(p[k ^ 1], parity(opts[i])))
            {
                continue;
            }
            return false;
        }
        // Every X' + Y is an option of G.
        'x: for &xo in x_opts {
            if let Some(k) = index_of(found, xo.even_part())
                && y_opts.contains(&with_parity(found[k ^ 1], parity(xo)))
            {
                continue;
            }
            for (j, p) in opt_partitions.iter().enumerate() {
                if let Some(k) = index_of(p, y)
                    && xo == with_parity(p[k ^ 1], parity(opts[j]))
                {
                    continue 'x;
                }
            }
            return false;
        }
        // Every X + Y' is an option of G.
        'y: for &yo in &y_opts {
            if let Some(k) = index_of(found, yo.even_part()) {
                let partner = with_parity(found[k ^ 1], parity(yo));
                if x_opts.iter().any(|o| o.even_part() == partner.even_part()) {
                    continue;
                }
            }
            for (j, p) in opt_partitions.iter().enumerate() {
                if let Some(k) = index_of(p, x)
                    && yo == with_parity(p[k ^ 1], parity(opts[j]))
                {
                    continue 'y;
                }
            }
            return false;
        }
        true
    }

    /// `g - h` in misère play: the `X` with `X + h = g`, when there is one.
    pub fn subtract(&mut self, g: MisereId, h: MisereId) -> Made<Option<MisereId>> {
        let partitions = self.two_partitions(g)?;
        Ok(index_of(&partitions, h.even_part())
            .map(|k| MisereId(partitions[k ^ 1].0 | ((g.0 ^ h.0) & 1))))
    }

    /// Whether `g` is prime: not `*[0]` or `*[1]`, and with no proper part.
    pub fn is_prime(&mut self, g: MisereId) -> Made<bool> {
        Ok(g.0 > 1 && self.two_partitions(g)?.len() == 2)
    }

    /// The even parts of `g` in the order CGSuite finds them; `proper` leaves out `*[0]` and
    /// the even part of `g`, `prime` keeps only the prime ones.
    fn parts_of(&mut self, g: MisereId, proper: bool, prime: bool) -> Made<Vec<MisereId>> {
        let partitions = self.two_partitions(g)?;
        let mut out = Vec::new();
        for pair in partitions.chunks(2).skip(usize::from(proper)) {
            if !prime || self.is_prime(pair[0])? {
                out.push(pair[0]);
            }
            if pair[1] != pair[0] && (!prime || self.is_prime(pair[1])?) {
                out.push(pair[1]);
            }
        }
        Ok(out)
    }

    /// The proper parts of `g` (CGSuite's `Parts`).
    pub fn parts(&mut self, g: MisereId) -> Made<Vec<MisereId>> {
        self.parts_of(g, true, false)
    }

    /// Every way to write `g` as a sum of primes (and `*[1]` when `g` is odd), each sorted
    /// (CGSuite's `Partitions`).
    pub fn partitions(&mut self, g: MisereId) -> Made<Vec<Vec<MisereId>>> {
        let mut out = Vec::new();
        self.build_partitions(g, &mut Vec::new(), &mut out)?;
        Ok(out)
    }

    fn build_partitions(
        &mut self,
        g: MisereId,
        partial: &mut Vec<MisereId>,
        out: &mut Vec<Vec<MisereId>>,
    ) -> Made<()> {
        if g.0 <= 1 {
            let mut whole = partial.clone();
            if g == MisereId::ONE {
                whole.push(MisereId::ONE);
            }
            out.push(whole);
            return Ok(());
        }
        for prime in self.parts_of(g, false, true)? {
            if partial
                .last()
                .is_none_or(|&last| self.compare(last, prime).is_le())
            {
                partial.push(prime);
                let rest = self
                    .subtract(g, prime)?
                    .expect("a part of a form is subtractable from it");
                self.build_partitions(rest, partial, out)?;
                partial.pop();
            }
        }
        Ok(())
    }
}
